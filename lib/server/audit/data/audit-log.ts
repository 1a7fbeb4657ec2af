import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";
import type { TAuditCategory } from "../audited-actions";

/** One audit_log row as written by the request pipeline. */
export type TAuditLogInsert = {
  category: TAuditCategory;
  action: string;
  userId?: number;
  realUserId?: number;
  username?: string;
  status: number;
  outcome: string;
  target?: string;
  client?: string;
  requestId: string;
};

export async function insertAuditRow(entry: TAuditLogInsert, q: TQueryable = pool()): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (category, action, user_id, real_user_id, username, status, outcome, target, client, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      entry.category,
      entry.action,
      entry.userId ?? null,
      entry.realUserId ?? null,
      entry.username ?? null,
      entry.status,
      entry.outcome,
      entry.target ?? null,
      entry.client ?? null,
      entry.requestId,
    ],
  );
}

export type TAuditFilter = {
  category?: TAuditCategory;
  username?: string;
  from?: Date;
  to?: Date;
};

/** `username` is the user's current name, else the one recorded; `real_username` the real user's. */
type TAuditLogRow = TRow<
  "audit_log",
  "id" | "at" | "category" | "action" | "username" | "status" | "outcome" | "target" | "client" | "request_id"
> &
  TNullable<TRowAs<"users", { real_username: "username" }>>;

export type TAuditLogEntry = {
  id: number;
  at: Date;
  category: string;
  action: string;
  username?: string;
  realUsername?: string;
  status: number;
  outcome: string;
  target?: string;
  client?: string;
  requestId: string;
};

const AUDIT_FROM = `audit_log a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN users r ON r.id = a.real_user_id`;
const AUDIT_WHERE = `($1::text IS NULL OR a.category = $1)
    AND ($2::text IS NULL OR lower(coalesce(u.username, a.username)) = lower($2) OR lower(r.username) = lower($2))
    AND ($3::timestamptz IS NULL OR a.at >= $3) AND ($4::timestamptz IS NULL OR a.at < $4)`;

/** One page of audit rows matching the filter, newest first, and how many rows match in all. */
export async function findAuditPage(
  filter: TAuditFilter,
  limit: number,
  offset: number,
): Promise<{ total: number; entries: TAuditLogEntry[] }> {
  const args = [filter.category ?? null, filter.username ?? null, filter.from ?? null, filter.to ?? null];
  const [{ rows: count }, { rows }] = await Promise.all([
    pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${AUDIT_FROM} WHERE ${AUDIT_WHERE}`, args),
    pool().query<TAuditLogRow>(
      `SELECT a.id, a.at, a.category, a.action, coalesce(u.username, a.username) AS username,
              r.username AS real_username, a.status, a.outcome, a.target, a.client, a.request_id
       FROM ${AUDIT_FROM} WHERE ${AUDIT_WHERE} ORDER BY a.at DESC, a.id DESC LIMIT $5 OFFSET $6`,
      [...args, limit, offset],
    ),
  ]);
  return {
    total: count[0]!.n,
    entries: rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      category: r.category,
      action: r.action,
      username: r.username ?? undefined,
      realUsername: r.real_username ?? undefined,
      status: r.status,
      outcome: r.outcome,
      target: r.target ?? undefined,
      client: r.client ?? undefined,
      requestId: r.request_id,
    })),
  };
}

import "server-only";
import { pool } from "@/lib/db/pool";
import type { TAuditCategory } from "./audited-actions";

export type TAuditQuery = {
  category?: TAuditCategory;
  username?: string;
  from?: Date;
  to?: Date;
  pageSize: number;
  pageNumber: number;
};

/** Audit rows, newest first, for admins. */
export async function findAudit(query: TAuditQuery) {
  const where = `($1::text IS NULL OR a.category = $1)
    AND ($2::text IS NULL OR lower(coalesce(u.username, a.username)) = lower($2) OR lower(r.username) = lower($2))
    AND ($3::timestamptz IS NULL OR a.at >= $3) AND ($4::timestamptz IS NULL OR a.at < $4)`;
  const args = [query.category ?? null, query.username ?? null, query.from ?? null, query.to ?? null];
  const from = `audit_log a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN users r ON r.id = a.real_user_id`;
  const [{ rows: count }, { rows }] = await Promise.all([
    pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, args),
    pool().query(
      `SELECT a.id, a.at, a.category, a.action, coalesce(u.username, a.username) AS username,
              r.username AS real_username, a.status, a.outcome, a.target, a.client, a.request_id
       FROM ${from} WHERE ${where} ORDER BY a.at DESC, a.id DESC LIMIT $5 OFFSET $6`,
      [...args, query.pageSize, query.pageSize * query.pageNumber],
    ),
  ]);
  return {
    TotalCount: count[0]!.n,
    Items: rows.map((r) => ({
      Id: Number(r.id),
      At: r.at,
      Category: r.category,
      Action: r.action,
      UserName: r.username ?? undefined,
      RealUserName: r.real_username ?? undefined,
      Status: r.status,
      Outcome: r.outcome,
      Target: r.target ?? undefined,
      ClientAddress: r.client ?? undefined,
      RequestId: r.request_id,
    })),
    LastUpdated: rows[0]?.at ?? new Date(0),
  };
}

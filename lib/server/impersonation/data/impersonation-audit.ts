import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

export type TImpersonationAuditInsert = {
  impersonationId: number;
  adminId: number;
  targetId: number;
  method: string;
  endpoint: string;
  path: string;
  status: number;
  requestId: string;
};

export async function insertImpersonationAuditRow(entry: TImpersonationAuditInsert): Promise<void> {
  await pool().query(
    `INSERT INTO impersonation_audit (impersonation_id, admin_id, target_id, method, endpoint, path, status, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.impersonationId,
      entry.adminId,
      entry.targetId,
      entry.method,
      entry.endpoint,
      entry.path,
      entry.status,
      entry.requestId,
    ],
  );
}

type TImpersonationAuditRow = TRow<
  "impersonation_audit",
  "method" | "endpoint" | "path" | "status" | "request_id" | "created_at"
> & { total: number };

export type TImpersonationAuditEntry = {
  method: string;
  endpoint: string;
  path: string;
  status: number;
  requestId: string;
  createdAt: Date;
};

/** One page of an impersonation's audit rows, oldest first, and the number of rows in all (when the page has any). */
export async function findImpersonationAuditPage(
  impersonationId: number,
  limit: number,
  offset: number,
): Promise<{ entries: TImpersonationAuditEntry[]; total: number | undefined }> {
  const { rows } = await pool().query<TImpersonationAuditRow>(
    `SELECT method, endpoint, path, status, request_id, created_at, count(*) OVER ()::int AS total
       FROM impersonation_audit WHERE impersonation_id = $1 ORDER BY id LIMIT $2 OFFSET $3`,
    [impersonationId, limit, offset],
  );
  return {
    entries: rows.map((r) => ({
      method: r.method,
      endpoint: r.endpoint,
      path: r.path,
      status: r.status,
      requestId: r.request_id,
      createdAt: r.created_at,
    })),
    total: rows[0]?.total,
  };
}

export async function countImpersonationAudit(impersonationId: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    "SELECT count(*)::int AS n FROM impersonation_audit WHERE impersonation_id = $1",
    [impersonationId],
  );
  return rows[0]!.n;
}

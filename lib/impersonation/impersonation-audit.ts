import "server-only";
import { pool } from "@/lib/db/pool";
import { log } from "@/lib/log";
import { getImpersonation } from "./manage-impersonations";

export type TAuditEntry = {
  impersonationId: number;
  adminId: number;
  targetId: number;
  method: string;
  endpoint: string;
  path: string;
  status: number;
  requestId: string;
};

/** Records one request served while impersonating. Never fails the request: a lost row is logged. */
export async function recordImpersonatedRequest(entry: TAuditEntry): Promise<void> {
  try {
    await pool().query(
      `INSERT INTO impersonation_audit (impersonation_id, admin_id, target_id, method, endpoint, path, status, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        entry.impersonationId,
        entry.adminId,
        entry.targetId,
        entry.method,
        entry.endpoint,
        entry.path.slice(0, 2000),
        entry.status,
        entry.requestId,
      ],
    );
  } catch (error) {
    log().error({ err: error, reqId: entry.requestId }, "impersonation audit row not written");
  }
}

type TAuditRow = {
  method: string;
  endpoint: string;
  path: string;
  status: number;
  request_id: string;
  created_at: Date;
  total: number;
};

/** What was done during an impersonation, oldest first; for its admin and its user. */
export async function listImpersonationAudit(userId: number, id: number, page: { size: number; number: number }) {
  const impersonation = await getImpersonation(userId, id);
  const { rows } = await pool().query<TAuditRow>(
    `SELECT method, endpoint, path, status, request_id, created_at, count(*) OVER ()::int AS total
       FROM impersonation_audit WHERE impersonation_id = $1 ORDER BY id LIMIT $2 OFFSET $3`,
    [id, page.size, page.size * page.number],
  );
  return {
    Items: rows.map((r) => ({
      Date: r.created_at,
      AdminUserName: impersonation.admin_username,
      UserName: impersonation.target_username,
      Method: r.method,
      Endpoint: r.endpoint,
      Path: r.path,
      Status: r.status,
      RequestId: r.request_id,
    })),
    TotalCount: rows[0]?.total ?? (await countAudit(id)),
    LastUpdated: impersonation.updated_at,
  };
}

async function countAudit(id: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    "SELECT count(*)::int AS n FROM impersonation_audit WHERE impersonation_id = $1",
    [id],
  );
  return rows[0]!.n;
}

import "server-only";
import { pool } from "@/lib/db/pool";
import { log } from "@/lib/log";
import type { TAuditCategory } from "./audited-actions";

export type TAuditEntry = {
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

/** Writes one audit row; a failure to write is logged, never turned into a failed request. */
export async function recordAudit(entry: TAuditEntry): Promise<void> {
  try {
    await pool().query(
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
  } catch (error) {
    log().error({ err: error, entry }, "audit entry could not be written");
  }
}

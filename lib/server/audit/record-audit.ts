import "server-only";
import { log } from "@/lib/server/log";
import { insertAuditRow, type TAuditLogInsert } from "./data/audit-log";

export type TAuditEntry = TAuditLogInsert;

/** Writes one audit row; a failure to write is logged, never turned into a failed request. */
export async function recordAudit(entry: TAuditEntry): Promise<void> {
  try {
    await insertAuditRow(entry);
  } catch (error) {
    log().error({ err: error, entry }, "audit entry could not be written");
  }
}

import "server-only";
import { log } from "@/lib/server/log";
import {
  countImpersonationAudit,
  findImpersonationAuditPage,
  insertImpersonationAuditRow,
  type TImpersonationAuditInsert,
} from "./data/impersonation-audit";
import { getImpersonation } from "./manage-impersonations";

export type TAuditEntry = TImpersonationAuditInsert;

/** Records one request served while impersonating. Never fails the request: a lost row is logged. */
export async function recordImpersonatedRequest(entry: TAuditEntry): Promise<void> {
  try {
    await insertImpersonationAuditRow({ ...entry, path: entry.path.slice(0, 2000) });
  } catch (error) {
    log().error({ err: error, reqId: entry.requestId }, "impersonation audit row not written");
  }
}

/** What was done during an impersonation, oldest first; for its admin and its user. */
export async function listImpersonationAudit(userId: number, id: number, page: { size: number; number: number }) {
  const impersonation = await getImpersonation(userId, id);
  const { entries, total } = await findImpersonationAuditPage(id, page.size, page.size * page.number);
  return {
    Items: entries.map((e) => ({
      Date: e.createdAt,
      AdminUserName: impersonation.admin_username,
      UserName: impersonation.target_username,
      Method: e.method,
      Endpoint: e.endpoint,
      Path: e.path,
      Status: e.status,
      RequestId: e.requestId,
    })),
    TotalCount: total ?? (await countImpersonationAudit(id)),
    LastUpdated: impersonation.updated_at,
  };
}

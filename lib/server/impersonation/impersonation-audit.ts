import "server-only";
import { log } from "@/lib/server/log";
import {
  countImpersonationAudit,
  findImpersonationAuditPage,
  insertImpersonationAuditRow,
  type TImpersonationAuditEntry,
  type TImpersonationAuditInsert,
} from "./data/impersonation-audit";
import type { TImpersonation } from "./impersonation-record";
import { getImpersonation } from "./manage-impersonations";

export type TAuditEntry = TImpersonationAuditInsert;
export type { TImpersonationAuditEntry };

/** A page of what was done during an impersonation, with the impersonation and the number of rows in all. */
export type TImpersonationAuditPage = {
  impersonation: TImpersonation;
  entries: TImpersonationAuditEntry[];
  total: number;
};

/** Records one request served while impersonating. Never fails the request: a lost row is logged. */
export async function recordImpersonatedRequest(entry: TAuditEntry): Promise<void> {
  try {
    await insertImpersonationAuditRow({ ...entry, path: entry.path.slice(0, 2000) });
  } catch (error) {
    log().error({ err: error, reqId: entry.requestId }, "impersonation audit row not written");
  }
}

/** What was done during an impersonation, oldest first; for its admin and its user. */
export async function listImpersonationAudit(
  userId: number,
  id: number,
  page: { size: number; number: number },
): Promise<TImpersonationAuditPage> {
  const impersonation = await getImpersonation(userId, id);
  const { entries, total } = await findImpersonationAuditPage(id, page.size, page.size * page.number);
  return { impersonation, entries, total: total ?? (await countImpersonationAudit(id)) };
}

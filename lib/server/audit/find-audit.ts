import "server-only";
import type { TAuditCategory } from "./audited-actions";
import { findAuditPage, type TAuditLogEntry } from "./data/audit-log";

export type TAuditQuery = {
  category?: TAuditCategory;
  username?: string;
  from?: Date;
  to?: Date;
  pageSize: number;
  pageNumber: number;
};

/** A page of audit rows and the number of rows that match in all. */
export type TAuditPage = { total: number; entries: TAuditLogEntry[] };

/** Audit rows, newest first, for admins. */
export async function findAudit(query: TAuditQuery): Promise<TAuditPage> {
  const { total, entries } = await findAuditPage(query, query.pageSize, query.pageSize * query.pageNumber);
  return { total, entries };
}

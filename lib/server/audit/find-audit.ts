import "server-only";
import type { TAuditCategory } from "./audited-actions";
import { findAuditPage } from "./data/audit-log";

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
  const { total, entries } = await findAuditPage(query, query.pageSize, query.pageSize * query.pageNumber);
  return {
    TotalCount: total,
    Items: entries.map((e) => ({
      Id: e.id,
      At: e.at,
      Category: e.category,
      Action: e.action,
      UserName: e.username,
      RealUserName: e.realUsername,
      Status: e.status,
      Outcome: e.outcome,
      Target: e.target,
      ClientAddress: e.client,
      RequestId: e.requestId,
    })),
    LastUpdated: entries[0]?.at ?? new Date(0),
  };
}

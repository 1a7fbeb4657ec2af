import "server-only";
import type { TAuditPage } from "@/lib/server/audit/find-audit";

/** A page of /v1/audit. LastUpdated: the newest row's time (rows come newest first). */
export function wireAuditPage({ total, entries }: TAuditPage) {
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

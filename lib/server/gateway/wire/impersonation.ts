import "server-only";
import type { TImpersonationAuditPage } from "@/lib/server/impersonation/impersonation-audit";
import type { TImpersonation, TImpersonationStatus } from "@/lib/server/impersonation/impersonation-record";

const STATUS_NAMES: Record<TImpersonationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  active: "Active",
  revoked: "Revoked",
  closed: "Closed",
};

/** An impersonation of /v1/impersonation. */
export function wireImpersonation(impersonation: TImpersonation) {
  return {
    Id: impersonation.id,
    AdminUserName: impersonation.adminUsername,
    UserName: impersonation.targetUsername,
    Reason: impersonation.reason,
    Status: STATUS_NAMES[impersonation.status],
    CreatedDate: impersonation.createdAt,
    ApprovedDate: impersonation.approvedAt,
    ActivatedDate: impersonation.activatedAt,
    EndedDate: impersonation.endedAt,
    LastUpdated: impersonation.updatedAt,
  };
}

/** The requests served during an impersonation (/v1/impersonation/{id}/audit). */
export function wireImpersonationAudit({ impersonation, entries, total }: TImpersonationAuditPage) {
  return {
    Items: entries.map((e) => ({
      Date: e.createdAt,
      AdminUserName: impersonation.adminUsername,
      UserName: impersonation.targetUsername,
      Method: e.method,
      Endpoint: e.endpoint,
      Path: e.path,
      Status: e.status,
      RequestId: e.requestId,
    })),
    TotalCount: total,
    LastUpdated: impersonation.updatedAt,
  };
}

import "server-only";

export type TImpersonationStatus = "pending" | "approved" | "active" | "revoked" | "closed";

export type TImpersonationRow = {
  id: number;
  admin_id: number;
  target_id: number;
  admin_username: string;
  target_username: string;
  reason: string;
  status: TImpersonationStatus;
  created_at: Date;
  approved_at: Date | null;
  activated_at: Date | null;
  ended_at: Date | null;
  updated_at: Date;
};

const STATUS_NAMES: Record<TImpersonationStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  active: "Active",
  revoked: "Revoked",
  closed: "Closed",
};

export function toImpersonationRecord(row: TImpersonationRow) {
  return {
    Id: row.id,
    AdminUserName: row.admin_username,
    UserName: row.target_username,
    Reason: row.reason,
    Status: STATUS_NAMES[row.status],
    CreatedDate: row.created_at,
    ApprovedDate: row.approved_at,
    ActivatedDate: row.activated_at,
    EndedDate: row.ended_at,
    LastUpdated: row.updated_at,
  };
}

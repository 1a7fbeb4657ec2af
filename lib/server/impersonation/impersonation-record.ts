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

/** An impersonation as its admin and its user see it. */
export type TImpersonation = {
  id: number;
  adminId: number;
  targetId: number;
  adminUsername: string;
  targetUsername: string;
  reason: string;
  status: TImpersonationStatus;
  createdAt: Date;
  approvedAt: Date | null;
  activatedAt: Date | null;
  endedAt: Date | null;
  updatedAt: Date;
};

export function toImpersonation(row: TImpersonationRow): TImpersonation {
  return {
    id: row.id,
    adminId: row.admin_id,
    targetId: row.target_id,
    adminUsername: row.admin_username,
    targetUsername: row.target_username,
    reason: row.reason,
    status: row.status,
    createdAt: row.created_at,
    approvedAt: row.approved_at,
    activatedAt: row.activated_at,
    endedAt: row.ended_at,
    updatedAt: row.updated_at,
  };
}

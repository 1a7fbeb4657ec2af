import "server-only";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";

export type TImpersonationStatus = "pending" | "approved" | "active" | "revoked" | "closed";

export type TImpersonationRow = TRow<
  "impersonations",
  "id" | "admin_id" | "target_id" | "reason" | "created_at" | "approved_at" | "activated_at" | "ended_at" | "updated_at"
> &
  TRowAs<"users", { admin_username: "username"; target_username: "username" }> & { status: TImpersonationStatus };

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

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TImpersonationRow, TImpersonationStatus } from "../impersonation-record";

const IMPERSONATION_SELECT = `SELECT i.id, i.admin_id, i.target_id, a.username AS admin_username,
    t.username AS target_username, i.reason, i.status, i.created_at, i.approved_at, i.activated_at, i.ended_at,
    i.updated_at
  FROM impersonations i JOIN users a ON a.id = i.admin_id JOIN users t ON t.id = i.target_id`;

/** The impersonations the user asked for (as admin) or is the subject of, newest first. */
export async function findImpersonationsOfUser(userId: number, q: TQueryable = pool()): Promise<TImpersonationRow[]> {
  const { rows } = await q.query<TImpersonationRow>(
    `${IMPERSONATION_SELECT} WHERE i.admin_id = $1 OR i.target_id = $1 ORDER BY i.id DESC LIMIT 500`,
    [userId],
  );
  return rows;
}

/** One impersonation, if the user is its admin or its target. */
export async function findImpersonationOfUser(
  userId: number,
  id: number,
  q: TQueryable = pool(),
): Promise<TImpersonationRow | undefined> {
  const { rows } = await q.query<TImpersonationRow>(
    `${IMPERSONATION_SELECT} WHERE i.id = $1 AND (i.admin_id = $2 OR i.target_id = $2)`,
    [id, userId],
  );
  return rows[0];
}

/** The id of the admin's active impersonation, if any. */
export async function findActiveImpersonationOfAdmin(
  adminId: number,
  q: TQueryable = pool(),
): Promise<{ id: number; targetId: number } | undefined> {
  const { rows } = await q.query<TRow<"impersonations", "id" | "target_id">>(
    "SELECT id, target_id FROM impersonations WHERE admin_id = $1 AND status = 'active'",
    [adminId],
  );
  return rows[0] ? { id: rows[0].id, targetId: rows[0].target_id } : undefined;
}

/** Inserts a pending impersonation unless the pair has one in an open status; its id, or undefined. */
export async function insertImpersonationUnlessOpen(
  adminId: number,
  targetId: number,
  reason: string,
  open: TImpersonationStatus[],
  q: TQueryable = pool(),
): Promise<number | undefined> {
  const { rows } = await q.query<TRow<"impersonations", "id">>(
    `INSERT INTO impersonations (admin_id, target_id, reason)
     SELECT $1, $2, $3 WHERE NOT EXISTS (
       SELECT 1 FROM impersonations WHERE admin_id = $1 AND target_id = $2 AND status = ANY($4::text[]))
     RETURNING id`,
    [adminId, targetId, reason, open],
  );
  return rows[0]?.id;
}

/** Which timestamp a status change sets or clears. */
export type TImpersonationStamp = "approved" | "activated" | "deactivated" | "ended";

const STAMP_SET: Record<TImpersonationStamp, string> = {
  approved: "approved_at = now()",
  activated: "activated_at = now()",
  deactivated: "activated_at = NULL",
  ended: "ended_at = now()",
};

/**
 * Moves an impersonation to `to` if it is in one of the `from` statuses; whether it moved. Activating a
 * second impersonation of one admin fails on the unique index (SQL error 23505).
 */
export async function updateImpersonationStatus(
  id: number,
  to: TImpersonationStatus,
  from: TImpersonationStatus[],
  stamp: TImpersonationStamp,
  q: TQueryable = pool(),
): Promise<boolean> {
  const { rows } = await q.query<TRow<"impersonations", "id">>(
    `UPDATE impersonations SET status = $2, ${STAMP_SET[stamp]}, updated_at = now()
        WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
    [id, to, from],
  );
  return rows[0] !== undefined;
}

/** Whether the user is locked out (undefined when there is no such user). */
export async function isUserLockedOut(userId: number, q: TQueryable = pool()): Promise<boolean | undefined> {
  const { rows } = await q.query<TRow<"users", "locked_out">>("SELECT locked_out FROM users WHERE id = $1", [userId]);
  return rows[0]?.locked_out;
}

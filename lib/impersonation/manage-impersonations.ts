import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { findUserByName } from "@/lib/users/find-user";
import { IMPERSONATION_SELECT, type TImpersonationRow, type TImpersonationStatus } from "./impersonation-record";

const OPEN: TImpersonationStatus[] = ["pending", "approved", "active"];

const notFound = (id: number) => new DomainError("IMPERSONATION_NOT_FOUND", `no impersonation with id ${id}`);

/** The impersonations the user asked for (as admin) or is the subject of, newest first. */
export async function listImpersonations(userId: number): Promise<TImpersonationRow[]> {
  const { rows } = await pool().query<TImpersonationRow>(
    `${IMPERSONATION_SELECT} WHERE i.admin_id = $1 OR i.target_id = $1 ORDER BY i.id DESC LIMIT 500`,
    [userId],
  );
  return rows;
}

/** One impersonation, visible only to its admin and its target (anyone else: 404). */
export async function getImpersonation(userId: number, id: number): Promise<TImpersonationRow> {
  const { rows } = await pool().query<TImpersonationRow>(
    `${IMPERSONATION_SELECT} WHERE i.id = $1 AND (i.admin_id = $2 OR i.target_id = $2)`,
    [id, userId],
  );
  if (!rows[0]) throw notFound(id);
  return rows[0];
}

/** An admin asks to act as a user: pending until the user approves. One open request per pair. */
export async function requestImpersonation(adminId: number, username: string, reason: string) {
  const target = await findUserByName(username);
  if (!target) throw new DomainError("USER_NOT_FOUND", `no user named ${username}`);
  if (target.id === adminId) throw new DomainError("INVALID_BODY", "UserName: you cannot impersonate yourself");
  const { rows } = await pool().query<{ id: number }>(
    `INSERT INTO impersonations (admin_id, target_id, reason)
     SELECT $1, $2, $3 WHERE NOT EXISTS (
       SELECT 1 FROM impersonations WHERE admin_id = $1 AND target_id = $2 AND status = ANY($4::text[]))
     RETURNING id`,
    [adminId, target.id, reason, OPEN],
  );
  if (!rows[0]) {
    throw new DomainError("IMPERSONATION_EXISTS", `there is already an open impersonation of ${target.username}`);
  }
  return getImpersonation(adminId, rows[0].id);
}

type TTransition = { role: "admin" | "target"; from: TImpersonationStatus[]; to: TImpersonationStatus; set: string };

const TRANSITIONS = {
  approve: { role: "target", from: ["pending"], to: "approved", set: "approved_at = now()" },
  activate: { role: "admin", from: ["approved"], to: "active", set: "activated_at = now()" },
  deactivate: { role: "admin", from: ["active"], to: "approved", set: "activated_at = NULL" },
  revoke: { role: "target", from: OPEN, to: "revoked", set: "ended_at = now()" },
  close: { role: "admin", from: OPEN, to: "closed", set: "ended_at = now()" },
} satisfies Record<string, TTransition>;

export type TImpersonationAction = keyof typeof TRANSITIONS;

/**
 * Moves an impersonation along its life cycle. Only its admin may activate, deactivate and close;
 * only its user may approve and revoke. A step from the wrong state is a 409 naming the state.
 */
export async function changeImpersonation(userId: number, id: number, action: TImpersonationAction) {
  const step: TTransition = TRANSITIONS[action];
  const current = await getImpersonation(userId, id);
  const own = step.role === "admin" ? current.admin_id === userId : current.target_id === userId;
  if (!own) {
    const who = step.role === "admin" ? "the admin who asked for it" : "the impersonated user";
    throw new DomainError("FORBIDDEN", `only ${who} can ${action} an impersonation`);
  }
  if (action === "activate") await checkCanActivate(current);
  let rows: { id: number }[];
  try {
    ({ rows } = await pool().query<{ id: number }>(
      `UPDATE impersonations SET status = $2, ${step.set}, updated_at = now()
        WHERE id = $1 AND status = ANY($3::text[]) RETURNING id`,
      [id, step.to, step.from],
    ));
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      throw new DomainError("ALREADY_IMPERSONATING", "another impersonation is active; deactivate it first");
    }
    throw error;
  }
  if (!rows[0]) {
    const state = (await getImpersonation(userId, id)).status;
    throw new DomainError("INVALID_STATE", `cannot ${action} an impersonation that is ${state}`);
  }
  return getImpersonation(userId, id);
}

async function checkCanActivate(row: TImpersonationRow): Promise<void> {
  const { rows } = await pool().query<{ locked_out: boolean }>("SELECT locked_out FROM users WHERE id = $1", [
    row.target_id,
  ]);
  if (rows[0]?.locked_out) throw new DomainError("TARGET_LOCKED_OUT", `${row.target_username} is locked out`);
}

/** Ends the admin's active impersonation (POST /v1/impersonation/deactivate). */
export async function deactivateCurrent(adminId: number) {
  const { rows } = await pool().query<{ id: number }>(
    "SELECT id FROM impersonations WHERE admin_id = $1 AND status = 'active'",
    [adminId],
  );
  if (!rows[0]) throw new DomainError("NOT_IMPERSONATING", "you are not impersonating anyone");
  return changeImpersonation(adminId, rows[0].id, "deactivate");
}

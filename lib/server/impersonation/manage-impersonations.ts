import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findUserByName } from "@/lib/server/users/find-user";
import {
  findActiveImpersonationOfAdmin,
  findImpersonationOfUser,
  findImpersonationsOfUser,
  insertImpersonationUnlessOpen,
  isUserLockedOut,
  type TImpersonationStamp,
  updateImpersonationStatus,
} from "./data/impersonations";
import { type TImpersonation, type TImpersonationStatus, toImpersonation } from "./impersonation-record";

const OPEN: TImpersonationStatus[] = ["pending", "approved", "active"];

const notFound = (id: number) => new DomainError("IMPERSONATION_NOT_FOUND", `no impersonation with id ${id}`);

/** The impersonations the user asked for (as admin) or is the subject of, newest first. */
export async function listImpersonations(userId: number): Promise<TImpersonation[]> {
  return (await findImpersonationsOfUser(userId)).map(toImpersonation);
}

/** One impersonation, visible only to its admin and its target (anyone else: 404). */
export async function getImpersonation(userId: number, id: number): Promise<TImpersonation> {
  const row = await findImpersonationOfUser(userId, id);
  if (!row) throw notFound(id);
  return toImpersonation(row);
}

/** An admin asks to act as a user: pending until the user approves. One open request per pair. */
export async function requestImpersonation(adminId: number, username: string, reason: string) {
  const target = await findUserByName(username);
  if (!target) throw new DomainError("USER_NOT_FOUND", `no user named ${username}`);
  if (target.id === adminId) throw new DomainError("INVALID_BODY", "UserName: you cannot impersonate yourself");
  const id = await insertImpersonationUnlessOpen(adminId, target.id, reason, OPEN);
  if (id === undefined) {
    throw new DomainError("IMPERSONATION_EXISTS", `there is already an open impersonation of ${target.username}`);
  }
  return getImpersonation(adminId, id);
}

type TTransition = {
  role: "admin" | "target";
  from: TImpersonationStatus[];
  to: TImpersonationStatus;
  stamp: TImpersonationStamp;
};

const TRANSITIONS = {
  approve: { role: "target", from: ["pending"], to: "approved", stamp: "approved" },
  activate: { role: "admin", from: ["approved"], to: "active", stamp: "activated" },
  deactivate: { role: "admin", from: ["active"], to: "approved", stamp: "deactivated" },
  revoke: { role: "target", from: OPEN, to: "revoked", stamp: "ended" },
  close: { role: "admin", from: OPEN, to: "closed", stamp: "ended" },
} satisfies Record<string, TTransition>;

export type TImpersonationAction = keyof typeof TRANSITIONS;

/**
 * Moves an impersonation along its life cycle. Only its admin may activate, deactivate and close;
 * only its user may approve and revoke. A step from the wrong state is a 409 naming the state.
 */
export async function changeImpersonation(userId: number, id: number, action: TImpersonationAction) {
  const step: TTransition = TRANSITIONS[action];
  const current = await getImpersonation(userId, id);
  const own = step.role === "admin" ? current.adminId === userId : current.targetId === userId;
  if (!own) {
    const who = step.role === "admin" ? "the admin who asked for it" : "the impersonated user";
    throw new DomainError("FORBIDDEN", `only ${who} can ${action} an impersonation`);
  }
  if (action === "activate") await checkCanActivate(current);
  let moved: boolean;
  try {
    moved = await updateImpersonationStatus(id, step.to, step.from, step.stamp);
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      throw new DomainError("ALREADY_IMPERSONATING", "another impersonation is active; deactivate it first");
    }
    throw error;
  }
  if (!moved) {
    const state = (await getImpersonation(userId, id)).status;
    throw new DomainError("INVALID_STATE", `cannot ${action} an impersonation that is ${state}`);
  }
  return getImpersonation(userId, id);
}

async function checkCanActivate(impersonation: TImpersonation): Promise<void> {
  if (await isUserLockedOut(impersonation.targetId))
    throw new DomainError("TARGET_LOCKED_OUT", `${impersonation.targetUsername} is locked out`);
}

/** Ends the admin's active impersonation (POST /v1/impersonation/deactivate). */
export async function deactivateCurrent(adminId: number) {
  const active = await findActiveImpersonationOfAdmin(adminId);
  if (!active) throw new DomainError("NOT_IMPERSONATING", "you are not impersonating anyone");
  return changeImpersonation(adminId, active.id, "deactivate");
}

import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findUserById } from "@/lib/server/users/find-user";
import { findActiveImpersonationOfAdmin } from "./data/impersonations";

export type TImpersonated = { impersonationId: number; target: User };

/**
 * The user an admin is acting as, if any. Only an admin (checked on every request, so losing the
 * role ends it) with an active impersonation of a user who is not locked out acts as that user.
 */
export async function activeImpersonationOf(user: User): Promise<TImpersonated | null> {
  if (user.role !== "admin") return null;
  const active = await findActiveImpersonationOfAdmin(user.id);
  if (!active) return null;
  const target = await findUserById(active.targetId);
  if (!target || target.lockedOut) return null;
  return { impersonationId: active.id, target };
}

/** Endpoints an impersonating admin may not use: they would hand the admin the user's credentials. */
export const NOT_WHILE_IMPERSONATING = new Set([
  "auth.changepassword",
  "apikey.create",
  "apikey.revoke",
  "sessions.list",
  "sessions.end",
  "sessions.end-others",
]);

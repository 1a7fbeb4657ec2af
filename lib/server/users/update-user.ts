import "server-only";
import { hashPassword } from "@/lib/server/auth/password";
import type { User } from "@/lib/generated/prisma/client";
import { DomainError } from "@/lib/server/errors";
import { resolveMembership } from "@/lib/server/organisation/resolve-membership";
import { createUser } from "./create-user";
import { type TUserChange, updateUserRow } from "./data/users";
import { findUserByName } from "./find-user";
import type { TUserFields, TUserPatch } from "./user-fields";

/** POST /v1/users: an ordinary (non-service) user from the validated fields. */
export async function registerUser(fields: TUserFields): Promise<User> {
  const membership = await resolveMembership(fields, { companyId: null, company: "", departmentId: null });
  return createUser({
    username: fields.UserName,
    password: fields.Password,
    admin: fields.Role === "admin",
    editor: fields.Role === "editor",
    firstName: fields.FirstName,
    lastName: fields.LastName,
    email: fields.Email,
    phone: fields.Phone,
    timeZoneId: fields.TimeZoneId,
    cultureId: fields.CultureId,
    lockedOut: fields.LockedOut,
    ...membership,
  });
}

/**
 * PATCH /v1/users/{userName}: changes only the given fields. An admin cannot lock out or demote
 * themselves, so there is always someone left to undo a mistake. A new password ends the user's
 * sessions (they are bound to the password's time).
 */
export async function updateUser(actorId: number, username: string, patch: TUserPatch): Promise<User> {
  const user = await findUserByName(username);
  if (!user) throw new DomainError("USER_NOT_FOUND", `no user named ${username}`);
  if (user.id === actorId && (patch.LockedOut === true || (patch.Role !== undefined && patch.Role !== "admin"))) {
    throw new DomainError("SELF_LOCKOUT", "you cannot lock yourself out or remove your own admin role");
  }
  const membership = await resolveMembership(patch, {
    companyId: user.companyId,
    company: user.company,
    departmentId: user.departmentId,
  });
  const data: TUserChange = {
    firstName: patch.FirstName,
    lastName: patch.LastName,
    email: patch.Email,
    phone: patch.Phone,
    role: patch.Role,
    timeZoneId: patch.TimeZoneId,
    cultureId: patch.CultureId,
    lockedOut: patch.LockedOut,
    companyId: membership.companyId,
    company: membership.company,
    departmentId: membership.departmentId,
    updatedAt: new Date(),
  };
  if (patch.Password !== undefined) {
    data.passwordHash = await hashPassword(patch.Password);
    data.passwordChangedAt = new Date();
  }
  return updateUserRow(user.id, data);
}

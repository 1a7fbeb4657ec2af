import "server-only";
import { hashPassword } from "@/lib/server/auth/password";
import type { User } from "@/lib/generated/prisma/client";
import { DomainError } from "@/lib/server/errors";
import { resolveMembership } from "@/lib/server/organisation/resolve-membership";
import { createUser } from "./create-user";
import { type TUserChange, updateUserRow } from "./data/users";
import { findUserByName } from "./find-user";

export type TUserRole = "user" | "editor" | "admin";

/** A new ordinary user as an administrator describes it; company and department are named. */
export type TUserInput = {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  role?: TUserRole;
  timeZoneId?: number;
  cultureId?: number;
  lockedOut?: boolean;
  company?: string;
  department?: string;
};

/** The fields an administrator changes; absent ones stay as they are. */
export type TUserPatch = Partial<Omit<TUserInput, "username">>;

/** POST /v1/users: an ordinary (non-service) user from the validated fields. */
export async function registerUser(fields: TUserInput): Promise<User> {
  const membership = await resolveMembership(fields, { companyId: null, company: "", departmentId: null });
  return createUser({
    username: fields.username,
    password: fields.password,
    admin: fields.role === "admin",
    editor: fields.role === "editor",
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    timeZoneId: fields.timeZoneId,
    cultureId: fields.cultureId,
    lockedOut: fields.lockedOut,
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
  if (user.id === actorId && (patch.lockedOut === true || (patch.role !== undefined && patch.role !== "admin"))) {
    throw new DomainError("SELF_LOCKOUT", "you cannot lock yourself out or remove your own admin role");
  }
  const membership = await resolveMembership(patch, {
    companyId: user.companyId,
    company: user.company,
    departmentId: user.departmentId,
  });
  const data: TUserChange = {
    firstName: patch.firstName,
    lastName: patch.lastName,
    email: patch.email,
    phone: patch.phone,
    role: patch.role,
    timeZoneId: patch.timeZoneId,
    cultureId: patch.cultureId,
    lockedOut: patch.lockedOut,
    companyId: membership.companyId,
    company: membership.company,
    departmentId: membership.departmentId,
    updatedAt: new Date(),
  };
  if (patch.password !== undefined) {
    data.passwordHash = await hashPassword(patch.password);
    data.passwordChangedAt = new Date();
  }
  return updateUserRow(user.id, data);
}

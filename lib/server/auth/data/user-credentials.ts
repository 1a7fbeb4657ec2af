import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findUserRowById, updateUserRow, userOrThrow } from "@/lib/server/users/data/users";

/** The user with this id; throws when there is none. */
export async function findUserOrThrow(id: number): Promise<User> {
  return userOrThrow(await findUserRowById(id), id);
}

/** Sets a new password hash; `changedAt` is its time (sessions older than it end) and the record's update time. */
export function updateUserPassword(id: number, passwordHash: string, changedAt: Date): Promise<User> {
  return updateUserRow(id, { passwordHash, passwordChangedAt: changedAt, updatedAt: changedAt });
}

export function updateUserServiceTypes(id: number, serviceTypes: string[]): Promise<User> {
  return updateUserRow(id, { serviceTypes, updatedAt: new Date() });
}

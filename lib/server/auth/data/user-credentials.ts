import "server-only";
import { db } from "@/lib/server/db/client";
import type { User } from "@/lib/generated/prisma/client";

/** The user with this id; throws (Prisma's not-found error) when there is none. */
export function findUserOrThrow(id: number): Promise<User> {
  return db().user.findUniqueOrThrow({ where: { id } });
}

/** Sets a new password hash; `changedAt` is its time (sessions older than it end) and the record's update time. */
export function updateUserPassword(id: number, passwordHash: string, changedAt: Date): Promise<User> {
  return db().user.update({
    where: { id },
    data: { passwordHash, passwordChangedAt: changedAt, updatedAt: changedAt },
  });
}

export function updateUserServiceTypes(id: number, serviceTypes: string[]): Promise<User> {
  return db().user.update({ where: { id }, data: { serviceTypes, updatedAt: new Date() } });
}

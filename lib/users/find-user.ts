import "server-only";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/generated/prisma/client";

/** User names match case-insensitively (the unique index is on lower(username)). */
export async function findUserByName(username: string): Promise<User | null> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE lower(username) = lower(${username}) LIMIT 1`;
  const id = rows[0]?.id;
  return id === undefined ? null : db().user.findUnique({ where: { id } });
}

export function findUserById(id: number): Promise<User | null> {
  return db().user.findUnique({ where: { id } });
}

export function listUsers(): Promise<User[]> {
  return db().user.findMany({ orderBy: { id: "asc" } });
}

import "server-only";
import { db } from "@/lib/server/db/client";
import type { Prisma, User } from "@/lib/generated/prisma/client";

/** The id of the user with this name, ignoring case (the unique index is on lower(username)). */
export async function findUserIdByName(username: string): Promise<number | undefined> {
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE lower(username) = lower(${username}) LIMIT 1`;
  return rows[0]?.id;
}

/** Whether any user has this name, ignoring case. */
export async function userNameExists(username: string): Promise<boolean> {
  const existing = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM users WHERE lower(username) = lower(${username})`;
  return existing.length > 0;
}

export function findUserRowById(id: number): Promise<User | null> {
  return db().user.findUnique({ where: { id } });
}

export function findAllUsersById(): Promise<User[]> {
  return db().user.findMany({ orderBy: { id: "asc" } });
}

/** Inserts a user; a name taken at the same moment fails on the unique index (Prisma code P2002). */
export function insertUser(data: Prisma.UserCreateArgs["data"]): Promise<User> {
  return db().user.create({ data });
}

export function updateUserRow(id: number, data: Prisma.UserUpdateInput): Promise<User> {
  return db().user.update({ where: { id }, data });
}

export function countAdmins(): Promise<number> {
  return db().user.count({ where: { role: "admin" } });
}

export type TUserRowFilter = { text?: string; serviceAccounts: boolean };

/**
 * Users whose user name, first or last name, e-mail or company contains the text (ignoring case), ordered
 * by user name, one page of them and how many there are in all.
 */
export async function findUserPage(
  filter: TUserRowFilter,
  skip: number,
  take: number,
): Promise<{ users: User[]; total: number }> {
  const contains = filter.text ? { contains: filter.text, mode: "insensitive" as const } : undefined;
  const where = {
    serviceAccount: filter.serviceAccounts,
    ...(contains && {
      OR: [
        { username: contains },
        { firstName: contains },
        { lastName: contains },
        { email: contains },
        { company: contains },
      ],
    }),
  };
  const [users, total] = await Promise.all([
    db().user.findMany({ where, orderBy: [{ username: "asc" }, { id: "asc" }], skip, take }),
    db().user.count({ where }),
  ]);
  return { users, total };
}

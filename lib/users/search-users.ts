import "server-only";
import { db } from "@/lib/db/client";
import type { User } from "@/lib/generated/prisma/client";

export type TUserSearch = { q?: string; pageSize: number; pageNumber: number; serviceAccounts?: boolean };

/**
 * Users whose user name, first or last name, e-mail or company contains q (ignoring case), ordered by
 * user name. Service accounts are listed only when asked for (they are managed by /v1/servicekey).
 */
export async function searchUsers(search: TUserSearch): Promise<{ users: User[]; total: number }> {
  const q = search.q?.trim();
  const contains = q ? { contains: q, mode: "insensitive" as const } : undefined;
  const where = {
    serviceAccount: search.serviceAccounts ?? false,
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
    db().user.findMany({
      where,
      orderBy: [{ username: "asc" }, { id: "asc" }],
      skip: search.pageNumber * search.pageSize,
      take: search.pageSize,
    }),
    db().user.count({ where }),
  ]);
  return { users, total };
}

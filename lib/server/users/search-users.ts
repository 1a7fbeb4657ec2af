import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findUserPage } from "./data/users";

export type TUserSearch = { q?: string; pageSize: number; pageNumber: number; serviceAccounts?: boolean };

/**
 * Users whose user name, first or last name, e-mail or company contains q (ignoring case), ordered by
 * user name. Service accounts are listed only when asked for (they are managed by /v1/servicekey).
 */
export function searchUsers(search: TUserSearch): Promise<{ users: User[]; total: number }> {
  return findUserPage(
    { text: search.q?.trim() || undefined, serviceAccounts: search.serviceAccounts ?? false },
    search.pageNumber * search.pageSize,
    search.pageSize,
  );
}

import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findDepartmentNames } from "./data/department-names";

/** A user as an administrator manages them: the user and the name of their department ("" for none). */
export type TAdminUser = { user: User; departmentName: string };

/** Users with their department names, looked up in one query. */
export async function withDepartmentNames(users: User[]): Promise<TAdminUser[]> {
  const ids = [...new Set(users.map((u) => u.departmentId).filter((id): id is number => id !== null))];
  const names = ids.length > 0 ? await findDepartmentNames(ids) : new Map<number, string>();
  return users.map((user) => ({
    user,
    departmentName: user.departmentId === null ? "" : (names.get(user.departmentId) ?? ""),
  }));
}

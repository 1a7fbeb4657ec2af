import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findDepartmentNames } from "./data/department-names";
import { toUserRecord } from "./user-record";

/** The User record plus what an administrator manages. Never a password hash. */
export function toAdminUserRecord(user: User, departmentName: string) {
  const { LastUpdated, ...record } = toUserRecord(user);
  return {
    Id: user.id,
    ...record,
    Role: user.role,
    CompanyId: user.companyId ?? 0,
    DepartmentId: user.departmentId ?? 0,
    Department: departmentName,
    ServiceAccount: user.serviceAccount,
    ServiceTypes: user.serviceTypes,
    LastUpdated,
  };
}

/** Admin records for users, with their department names looked up in one query. */
export async function adminUserRecords(users: User[]) {
  const ids = [...new Set(users.map((u) => u.departmentId).filter((id): id is number => id !== null))];
  const names = ids.length > 0 ? await findDepartmentNames(ids) : new Map<number, string>();
  return users.map((u) => toAdminUserRecord(u, u.departmentId === null ? "" : (names.get(u.departmentId) ?? "")));
}

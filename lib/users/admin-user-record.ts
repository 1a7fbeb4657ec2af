import "server-only";
import { pool } from "@/lib/db/pool";
import type { User } from "@/lib/generated/prisma/client";
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
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const { rows } = await pool().query<{ id: number; name: string }>(
      "SELECT id, name FROM departments WHERE id = ANY($1::int[])",
      [ids],
    );
    rows.forEach((r) => names.set(r.id, r.name));
  }
  return users.map((u) => toAdminUserRecord(u, u.departmentId === null ? "" : (names.get(u.departmentId) ?? "")));
}

import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  deleteDepartmentRow,
  findDepartmentById,
  findDepartments,
  insertDepartment,
  lockDepartmentWithUserCount,
  type TDepartmentRow,
  updateDepartmentName,
} from "./data/departments";
import { getCompany, uniqueName } from "./manage-companies";

export type { TDepartmentRow };

export function toDepartmentRecord(row: TDepartmentRow) {
  return {
    Id: row.id,
    Name: row.name,
    CompanyId: row.company_id,
    Company: row.company,
    UserCount: row.user_count,
    CreatedDate: row.created_at,
    LastUpdated: row.updated_at,
  };
}

export function listDepartments(companyId?: number): Promise<TDepartmentRow[]> {
  return findDepartments(companyId);
}

export async function getDepartment(id: number): Promise<TDepartmentRow> {
  const row = await findDepartmentById(id);
  if (!row) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
  return row;
}

/** Department names are unique within their company (ignoring case). */
export async function createDepartment(companyId: number, name: string): Promise<TDepartmentRow> {
  await getCompany(companyId);
  const id = await uniqueName(name, () => insertDepartment(companyId, name));
  return getDepartment(id);
}

export async function renameDepartment(id: number, name: string): Promise<TDepartmentRow> {
  const updated = await uniqueName(name, () => updateDepartmentName(id, name));
  if (updated === undefined) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
  return getDepartment(id);
}

/** Deletes a department without members; one with members is refused (409). */
export async function deleteDepartment(id: number): Promise<void> {
  await withTransaction(async (client) => {
    const users = await lockDepartmentWithUserCount(client, id);
    if (users === undefined) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
    if (users > 0) {
      throw new DomainError("DEPARTMENT_IN_USE", `the department has ${users} user(s); move them first`);
    }
    await deleteDepartmentRow(client, id);
  });
}

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

/** A department of a company, with its number of users. */
export type TDepartment = {
  id: number;
  name: string;
  companyId: number;
  company: string;
  userCount: number;
  createdAt: Date;
  updatedAt: Date;
};

function toDepartment(row: TDepartmentRow): TDepartment {
  return {
    id: row.id,
    name: row.name,
    companyId: row.company_id,
    company: row.company,
    userCount: row.user_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listDepartments(companyId?: number): Promise<TDepartment[]> {
  return (await findDepartments(companyId)).map(toDepartment);
}

export async function getDepartment(id: number): Promise<TDepartment> {
  const row = await findDepartmentById(id);
  if (!row) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
  return toDepartment(row);
}

/** Department names are unique within their company (ignoring case). */
export async function createDepartment(companyId: number, name: string): Promise<TDepartment> {
  await getCompany(companyId);
  const id = await uniqueName(name, () => insertDepartment(companyId, name));
  return getDepartment(id);
}

export async function renameDepartment(id: number, name: string): Promise<TDepartment> {
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

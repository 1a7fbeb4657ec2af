import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { getCompany, uniqueName } from "./manage-companies";

export type TDepartmentRow = {
  id: number;
  name: string;
  company_id: number;
  company: string;
  user_count: number;
  created_at: Date;
  updated_at: Date;
};

const SELECT = `SELECT d.id, d.name, d.company_id, c.name AS company, d.created_at, d.updated_at,
    (SELECT count(*)::int FROM users u WHERE u.department_id = d.id) AS user_count
  FROM departments d JOIN companies c ON c.id = d.company_id`;

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

export async function listDepartments(companyId?: number): Promise<TDepartmentRow[]> {
  const where = companyId === undefined ? "" : "WHERE d.company_id = $1";
  const args = companyId === undefined ? [] : [companyId];
  return (await pool().query<TDepartmentRow>(`${SELECT} ${where} ORDER BY lower(c.name), lower(d.name), d.id`, args))
    .rows;
}

export async function getDepartment(id: number): Promise<TDepartmentRow> {
  const row = (await pool().query<TDepartmentRow>(`${SELECT} WHERE d.id = $1`, [id])).rows[0];
  if (!row) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
  return row;
}

/** Department names are unique within their company (ignoring case). */
export async function createDepartment(companyId: number, name: string): Promise<TDepartmentRow> {
  await getCompany(companyId);
  const id = await uniqueName(name, () =>
    pool().query<{ id: number }>("INSERT INTO departments (company_id, name) VALUES ($1, $2) RETURNING id", [
      companyId,
      name,
    ]),
  );
  return getDepartment(id);
}

export async function renameDepartment(id: number, name: string): Promise<TDepartmentRow> {
  const updated = await uniqueName(name, () =>
    pool().query<{ id: number }>("UPDATE departments SET name = $2, updated_at = now() WHERE id = $1 RETURNING id", [
      id,
      name,
    ]),
  );
  if (updated === undefined) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
  return getDepartment(id);
}

/** Deletes a department without members; one with members is refused (409). */
export async function deleteDepartment(id: number): Promise<void> {
  await withTransaction(async (client) => {
    const row = (
      await client.query<{ users: number }>(
        `SELECT (SELECT count(*)::int FROM users WHERE department_id = d.id) AS users
           FROM departments d WHERE d.id = $1 FOR UPDATE`,
        [id],
      )
    ).rows[0];
    if (!row) throw new DomainError("DEPARTMENT_NOT_FOUND", `no department with id ${id}`);
    if (row.users > 0) {
      throw new DomainError("DEPARTMENT_IN_USE", `the department has ${row.users} user(s); move them first`);
    }
    await client.query("DELETE FROM departments WHERE id = $1", [id]);
  });
}

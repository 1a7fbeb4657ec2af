import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";

export type TDepartmentRow = TRow<"departments", "id" | "name" | "company_id" | "created_at" | "updated_at"> &
  TRowAs<"companies", { company: "name" }> & { user_count: number };

const DEPARTMENT_SELECT = `SELECT d.id, d.name, d.company_id, c.name AS company, d.created_at, d.updated_at,
    (SELECT count(*)::int FROM users u WHERE u.department_id = d.id) AS user_count
  FROM departments d JOIN companies c ON c.id = d.company_id`;

/** Departments (of one company when given) with their user counts, by company and name. */
export async function findDepartments(companyId?: number): Promise<TDepartmentRow[]> {
  const where = companyId === undefined ? "" : "WHERE d.company_id = $1";
  const args = companyId === undefined ? [] : [companyId];
  return (
    await pool().query<TDepartmentRow>(
      `${DEPARTMENT_SELECT} ${where} ORDER BY lower(c.name), lower(d.name), d.id`,
      args,
    )
  ).rows;
}

export async function findDepartmentById(id: number): Promise<TDepartmentRow | undefined> {
  return (await pool().query<TDepartmentRow>(`${DEPARTMENT_SELECT} WHERE d.id = $1`, [id])).rows[0];
}

/** The new department's id; a name in use in the company fails on the unique index (SQL error 23505). */
export async function insertDepartment(companyId: number, name: string): Promise<number> {
  return (
    await pool().query<TRow<"departments", "id">>(
      "INSERT INTO departments (company_id, name) VALUES ($1, $2) RETURNING id",
      [companyId, name],
    )
  ).rows[0]!.id;
}

/** Renames the department; its id, or undefined when there is none. A name in use fails with SQL error 23505. */
export async function updateDepartmentName(id: number, name: string): Promise<number | undefined> {
  const { rows } = await pool().query<TRow<"departments", "id">>(
    "UPDATE departments SET name = $2, updated_at = now() WHERE id = $1 RETURNING id",
    [id, name],
  );
  return rows[0]?.id;
}

/** Locks the department and counts its users; undefined when there is no such department. */
export async function lockDepartmentWithUserCount(q: TQueryable, id: number): Promise<number | undefined> {
  const { rows } = await q.query<{ users: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE department_id = d.id) AS users
           FROM departments d WHERE d.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0]?.users;
}

export async function deleteDepartmentRow(q: TQueryable, id: number): Promise<void> {
  await q.query("DELETE FROM departments WHERE id = $1", [id]);
}

/** The id of the company's department of this name (ignoring case). */
export async function findDepartmentIdByName(companyId: number, name: string): Promise<number | undefined> {
  const { rows } = await pool().query<TRow<"departments", "id">>(
    "SELECT id FROM departments WHERE company_id = $1 AND lower(name) = lower($2)",
    [companyId, name],
  );
  return rows[0]?.id;
}

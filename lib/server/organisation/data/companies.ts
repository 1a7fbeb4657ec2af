import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";

export type TCompanyRow = TRow<"companies", "id" | "name" | "created_at" | "updated_at"> & {
  user_count: number;
  department_count: number;
};

const COMPANY_SELECT = `SELECT c.id, c.name, c.created_at, c.updated_at,
    (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS user_count,
    (SELECT count(*)::int FROM departments d WHERE d.company_id = c.id) AS department_count
  FROM companies c`;

/** Every company with its user and department counts, by name. */
export async function findCompanies(): Promise<TCompanyRow[]> {
  return (await pool().query<TCompanyRow>(`${COMPANY_SELECT} ORDER BY lower(c.name), c.id`)).rows;
}

export async function findCompanyById(id: number): Promise<TCompanyRow | undefined> {
  return (await pool().query<TCompanyRow>(`${COMPANY_SELECT} WHERE c.id = $1`, [id])).rows[0];
}

/** The new company's id; a name in use fails on the unique index (SQL error 23505). */
export async function insertCompany(name: string): Promise<number> {
  return (await pool().query<TRow<"companies", "id">>("INSERT INTO companies (name) VALUES ($1) RETURNING id", [name]))
    .rows[0]!.id;
}

/** Renames the company; its id, or undefined when there is none. A name in use fails with SQL error 23505. */
export async function updateCompanyName(q: TQueryable, id: number, name: string): Promise<number | undefined> {
  const { rows } = await q.query<TRow<"companies", "id">>(
    "UPDATE companies SET name = $2, updated_at = now() WHERE id = $1 RETURNING id",
    [id, name],
  );
  return rows[0]?.id;
}

/** Sets the Company text of the company's members. */
export async function updateMembersCompanyName(q: TQueryable, companyId: number, name: string): Promise<void> {
  await q.query("UPDATE users SET company = $2, updated_at = now() WHERE company_id = $1", [companyId, name]);
}

/** Locks the company and counts its users and departments; undefined when there is no such company. */
export async function lockCompanyWithCounts(
  q: TQueryable,
  id: number,
): Promise<{ users: number; departments: number } | undefined> {
  const { rows } = await q.query<{ users: number; departments: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE company_id = c.id) AS users,
                (SELECT count(*)::int FROM departments WHERE company_id = c.id) AS departments
           FROM companies c WHERE c.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function deleteCompanyRow(q: TQueryable, id: number): Promise<void> {
  await q.query("DELETE FROM companies WHERE id = $1", [id]);
}

/** The company of this name (ignoring case). */
export async function findCompanyByName(name: string): Promise<TRow<"companies", "id" | "name"> | undefined> {
  const { rows } = await pool().query<TRow<"companies", "id" | "name">>(
    "SELECT id, name FROM companies WHERE lower(name) = lower($1)",
    [name],
  );
  return rows[0];
}

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";

export type TGroupKind = "company" | "department";

export type TMemberRow = TRow<"users", "username" | "first_name" | "last_name"> &
  TNullable<TRowAs<"companies", { company: "name" }> & TRowAs<"departments", { department: "name" }>>;

const COLUMN = { company: "company_id", department: "department_id" } as const;

/** The members of a company or a department, by user name. */
export async function findGroupMembers(kind: TGroupKind, id: number): Promise<TMemberRow[]> {
  const { rows } = await pool().query<TMemberRow>(
    `SELECT u.username, u.first_name, u.last_name, c.name AS company, d.name AS department
       FROM users u LEFT JOIN companies c ON c.id = u.company_id LEFT JOIN departments d ON d.id = u.department_id
      WHERE u.${COLUMN[kind]} = $1 ORDER BY lower(u.username)`,
    [id],
  );
  return rows;
}

/**
 * Locks the company, or the department and its company, against a concurrent delete (FOR SHARE); the
 * company's id and name, or undefined when the group does not exist.
 */
export async function lockGroupForShare(
  q: TQueryable,
  kind: TGroupKind,
  id: number,
): Promise<{ companyId: number; companyName: string } | undefined> {
  const sql =
    kind === "company"
      ? "SELECT c.id AS company_id, c.name AS company_name FROM companies c WHERE c.id = $1 FOR SHARE"
      : `SELECT c.id AS company_id, c.name AS company_name FROM departments d JOIN companies c ON c.id = d.company_id
          WHERE d.id = $1 FOR SHARE OF d, c`;
  const row = (await q.query<TRowAs<"companies", { company_id: "id"; company_name: "name" }>>(sql, [id])).rows[0];
  return row ? { companyId: row.company_id, companyName: row.company_name } : undefined;
}

/** The ids of the users with these names (ignoring case), with the lower-case name each was found by. */
export async function findUserIdsByLowerName(
  q: TQueryable,
  usernames: string[],
): Promise<{ id: number; key: string }[]> {
  const { rows } = await q.query<TRow<"users", "id"> & { key: string }>(
    "SELECT id, lower(username) AS key FROM users WHERE lower(username) = ANY($1::text[])",
    [usernames.map((u) => u.toLowerCase())],
  );
  return rows;
}

/** Puts users into a company; a department of another company is left. */
export async function setUsersCompany(
  q: TQueryable,
  companyId: number,
  companyName: string,
  userIds: number[],
): Promise<void> {
  await q.query(
    `UPDATE users SET company_id = $1, company = $2, updated_at = now(),
            department_id = CASE WHEN company_id = $1 THEN department_id END
          WHERE id = ANY($3::int[])`,
    [companyId, companyName, userIds],
  );
}

/** Puts users into a department and its company. */
export async function setUsersDepartment(
  q: TQueryable,
  departmentId: number,
  companyId: number,
  companyName: string,
  userIds: number[],
): Promise<void> {
  await q.query(
    `UPDATE users SET department_id = $1, company_id = $2, company = $3, updated_at = now() WHERE id = ANY($4::int[])`,
    [departmentId, companyId, companyName, userIds],
  );
}

/**
 * Takes the user out of the company (and so out of its department) or out of the department; whether
 * the user was a member.
 */
export async function clearUserGroup(q: TQueryable, kind: TGroupKind, id: number, userId: number): Promise<boolean> {
  const sql =
    kind === "company"
      ? `UPDATE users SET company_id = NULL, department_id = NULL, company = '', updated_at = now()
            WHERE id = $1 AND company_id = $2`
      : `UPDATE users SET department_id = NULL, updated_at = now() WHERE id = $1 AND department_id = $2`;
  const result = await q.query(sql, [userId, id]);
  return result.rowCount !== 0;
}

import "server-only";
import type pg from "pg";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { getCompany } from "./manage-companies";
import { getDepartment } from "./manage-departments";

export type TGroupKind = "company" | "department";

type TMemberRow = {
  username: string;
  first_name: string;
  last_name: string;
  company: string | null;
  department: string | null;
};

export function toMemberRecord(row: TMemberRow) {
  return {
    UserName: row.username,
    FirstName: row.first_name,
    LastName: row.last_name,
    Company: row.company ?? "",
    Department: row.department ?? "",
  };
}

const COLUMN = { company: "company_id", department: "department_id" } as const;

export async function listMembers(kind: TGroupKind, id: number): Promise<TMemberRow[]> {
  await (kind === "company" ? getCompany(id) : getDepartment(id));
  const { rows } = await pool().query<TMemberRow>(
    `SELECT u.username, u.first_name, u.last_name, c.name AS company, d.name AS department
       FROM users u LEFT JOIN companies c ON c.id = u.company_id LEFT JOIN departments d ON d.id = u.department_id
      WHERE u.${COLUMN[kind]} = $1 ORDER BY lower(u.username)`,
    [id],
  );
  return rows;
}

/**
 * Puts users into a company or a department. Joining a department also sets its company; joining a
 * company leaves a department of another company. All or nothing: an unknown user name is a 404.
 */
export async function addMembers(kind: TGroupKind, id: number, usernames: string[]): Promise<TMemberRow[]> {
  await withTransaction(async (client) => {
    const group = await lockGroup(client, kind, id);
    const userIds = await userIdsOf(client, usernames);
    if (kind === "company") {
      await client.query(
        `UPDATE users SET company_id = $1, company = $2, updated_at = now(),
            department_id = CASE WHEN company_id = $1 THEN department_id END
          WHERE id = ANY($3::int[])`,
        [id, group.companyName, userIds],
      );
    } else {
      await client.query(
        `UPDATE users SET department_id = $1, company_id = $2, company = $3, updated_at = now() WHERE id = ANY($4::int[])`,
        [id, group.companyId, group.companyName, userIds],
      );
    }
  });
  return listMembers(kind, id);
}

/** Takes a user out of a company (and so out of its department) or out of a department. */
export async function removeMember(kind: TGroupKind, id: number, username: string): Promise<void> {
  await withTransaction(async (client) => {
    await lockGroup(client, kind, id);
    const [userId] = await userIdsOf(client, [username]);
    const sql =
      kind === "company"
        ? `UPDATE users SET company_id = NULL, department_id = NULL, company = '', updated_at = now()
            WHERE id = $1 AND company_id = $2`
        : `UPDATE users SET department_id = NULL, updated_at = now() WHERE id = $1 AND department_id = $2`;
    const result = await client.query(sql, [userId, id]);
    if (result.rowCount === 0) throw new DomainError("NOT_A_MEMBER", `${username} is not a member of this ${kind}`);
  });
}

/** Locks the group row so that a concurrent delete cannot leave members pointing at nothing. */
async function lockGroup(client: pg.PoolClient, kind: TGroupKind, id: number) {
  const sql =
    kind === "company"
      ? "SELECT c.id AS company_id, c.name AS company_name FROM companies c WHERE c.id = $1 FOR SHARE"
      : `SELECT c.id AS company_id, c.name AS company_name FROM departments d JOIN companies c ON c.id = d.company_id
          WHERE d.id = $1 FOR SHARE OF d, c`;
  const row = (await client.query<{ company_id: number; company_name: string }>(sql, [id])).rows[0];
  if (!row) {
    const code = kind === "company" ? "COMPANY_NOT_FOUND" : "DEPARTMENT_NOT_FOUND";
    throw new DomainError(code, `no ${kind} with id ${id}`);
  }
  return { companyId: row.company_id, companyName: row.company_name };
}

async function userIdsOf(client: pg.PoolClient, usernames: string[]): Promise<number[]> {
  const { rows } = await client.query<{ id: number; key: string }>(
    "SELECT id, lower(username) AS key FROM users WHERE lower(username) = ANY($1::text[])",
    [usernames.map((u) => u.toLowerCase())],
  );
  const found = new Set(rows.map((r) => r.key));
  const missing = usernames.filter((u) => !found.has(u.toLowerCase()));
  if (missing.length > 0) throw new DomainError("USER_NOT_FOUND", `no user named ${missing.slice(0, 10).join(", ")}`);
  return rows.map((r) => r.id);
}

import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";

export type TCompanyRow = {
  id: number;
  name: string;
  user_count: number;
  department_count: number;
  created_at: Date;
  updated_at: Date;
};

const SELECT = `SELECT c.id, c.name, c.created_at, c.updated_at,
    (SELECT count(*)::int FROM users u WHERE u.company_id = c.id) AS user_count,
    (SELECT count(*)::int FROM departments d WHERE d.company_id = c.id) AS department_count
  FROM companies c`;

export function toCompanyRecord(row: TCompanyRow) {
  return {
    Id: row.id,
    Name: row.name,
    UserCount: row.user_count,
    DepartmentCount: row.department_count,
    CreatedDate: row.created_at,
    LastUpdated: row.updated_at,
  };
}

export async function listCompanies(): Promise<TCompanyRow[]> {
  return (await pool().query<TCompanyRow>(`${SELECT} ORDER BY lower(c.name), c.id`)).rows;
}

export async function getCompany(id: number): Promise<TCompanyRow> {
  const row = (await pool().query<TCompanyRow>(`${SELECT} WHERE c.id = $1`, [id])).rows[0];
  if (!row) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
  return row;
}

export async function createCompany(name: string): Promise<TCompanyRow> {
  const id = await uniqueName(name, () =>
    pool().query<{ id: number }>("INSERT INTO companies (name) VALUES ($1) RETURNING id", [name]),
  );
  return getCompany(id);
}

/** Renames a company; its members' Company text in the User record follows. */
export async function renameCompany(id: number, name: string): Promise<TCompanyRow> {
  await withTransaction(async (client) => {
    const updated = await uniqueName(name, () =>
      client.query<{ id: number }>("UPDATE companies SET name = $2, updated_at = now() WHERE id = $1 RETURNING id", [
        id,
        name,
      ]),
    );
    if (updated === undefined) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
    await client.query("UPDATE users SET company = $2, updated_at = now() WHERE company_id = $1", [id, name]);
  });
  return getCompany(id);
}

/** Deletes an empty company; one with users or departments is refused (409). */
export async function deleteCompany(id: number): Promise<void> {
  await withTransaction(async (client) => {
    const row = (
      await client.query<{ users: number; departments: number }>(
        `SELECT (SELECT count(*)::int FROM users WHERE company_id = c.id) AS users,
                (SELECT count(*)::int FROM departments WHERE company_id = c.id) AS departments
           FROM companies c WHERE c.id = $1 FOR UPDATE`,
        [id],
      )
    ).rows[0];
    if (!row) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
    if (row.users > 0 || row.departments > 0) {
      throw new DomainError(
        "COMPANY_IN_USE",
        `the company has ${row.users} user(s) and ${row.departments} department(s); remove them first`,
      );
    }
    await client.query("DELETE FROM companies WHERE id = $1", [id]);
  });
}

/** Runs an insert/update that may hit a unique name index: a clash is a 409. Returns the row's id. */
export async function uniqueName(name: string, write: () => Promise<{ rows: { id: number }[] }>): Promise<number> {
  try {
    return (await write()).rows[0]?.id as number;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      throw new DomainError("NAME_TAKEN", `the name ${name} is already used`);
    }
    throw error;
  }
}

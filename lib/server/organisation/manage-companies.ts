import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  deleteCompanyRow,
  findCompanies,
  findCompanyById,
  insertCompany,
  lockCompanyWithCounts,
  type TCompanyRow,
  updateCompanyName,
  updateMembersCompanyName,
} from "./data/companies";

export type { TCompanyRow };

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

export function listCompanies(): Promise<TCompanyRow[]> {
  return findCompanies();
}

export async function getCompany(id: number): Promise<TCompanyRow> {
  const row = await findCompanyById(id);
  if (!row) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
  return row;
}

export async function createCompany(name: string): Promise<TCompanyRow> {
  const id = await uniqueName(name, () => insertCompany(name));
  return getCompany(id);
}

/** Renames a company; its members' Company text in the User record follows. */
export async function renameCompany(id: number, name: string): Promise<TCompanyRow> {
  await withTransaction(async (client) => {
    const updated = await uniqueName(name, () => updateCompanyName(client, id, name));
    if (updated === undefined) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
    await updateMembersCompanyName(client, id, name);
  });
  return getCompany(id);
}

/** Deletes an empty company; one with users or departments is refused (409). */
export async function deleteCompany(id: number): Promise<void> {
  await withTransaction(async (client) => {
    const row = await lockCompanyWithCounts(client, id);
    if (!row) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
    if (row.users > 0 || row.departments > 0) {
      throw new DomainError(
        "COMPANY_IN_USE",
        `the company has ${row.users} user(s) and ${row.departments} department(s); remove them first`,
      );
    }
    await deleteCompanyRow(client, id);
  });
}

/** Runs an insert/update that may hit a unique name index: a clash is a 409. Returns what the write returns. */
export async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === "23505") {
      throw new DomainError("NAME_TAKEN", `the name ${name} is already used`);
    }
    throw error;
  }
}

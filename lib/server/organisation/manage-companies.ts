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

/** A company with its numbers of users and departments. */
export type TCompany = {
  id: number;
  name: string;
  userCount: number;
  departmentCount: number;
  createdAt: Date;
  updatedAt: Date;
};

function toCompany(row: TCompanyRow): TCompany {
  return {
    id: row.id,
    name: row.name,
    userCount: row.user_count,
    departmentCount: row.department_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listCompanies(): Promise<TCompany[]> {
  return (await findCompanies()).map(toCompany);
}

export async function getCompany(id: number): Promise<TCompany> {
  const row = await findCompanyById(id);
  if (!row) throw new DomainError("COMPANY_NOT_FOUND", `no company with id ${id}`);
  return toCompany(row);
}

export async function createCompany(name: string): Promise<TCompany> {
  const id = await uniqueName(name, () => insertCompany(name));
  return getCompany(id);
}

/** Renames a company; its members' company name follows. */
export async function renameCompany(id: number, name: string): Promise<TCompany> {
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

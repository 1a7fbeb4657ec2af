import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import { DomainError } from "@/lib/server/errors";
import {
  clearUserGroup,
  findGroupMembers,
  findUserIdsByLowerName,
  lockGroupForShare,
  setUsersCompany,
  setUsersDepartment,
  type TGroupKind,
  type TMemberRow,
} from "./data/members";
import { getCompany } from "./manage-companies";
import { getDepartment } from "./manage-departments";

export type { TGroupKind };

/** A member of a company or department; company and department are "" when the user has none. */
export type TMember = { username: string; firstName: string; lastName: string; company: string; department: string };

function toMember(row: TMemberRow): TMember {
  return {
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company ?? "",
    department: row.department ?? "",
  };
}

export async function listMembers(kind: TGroupKind, id: number): Promise<TMember[]> {
  await (kind === "company" ? getCompany(id) : getDepartment(id));
  return (await findGroupMembers(kind, id)).map(toMember);
}

/**
 * Puts users into a company or a department. Joining a department also sets its company; joining a
 * company leaves a department of another company. All or nothing: an unknown user name is a 404.
 */
export async function addMembers(kind: TGroupKind, id: number, usernames: string[]): Promise<TMember[]> {
  await withTransaction(async (client) => {
    const group = await lockGroup(client, kind, id);
    const userIds = await userIdsOf(client, usernames);
    if (kind === "company") {
      await setUsersCompany(client, id, group.companyName, userIds);
    } else {
      await setUsersDepartment(client, id, group.companyId, group.companyName, userIds);
    }
  });
  return listMembers(kind, id);
}

/** Takes a user out of a company (and so out of its department) or out of a department. */
export async function removeMember(kind: TGroupKind, id: number, username: string): Promise<void> {
  await withTransaction(async (client) => {
    await lockGroup(client, kind, id);
    const [userId] = await userIdsOf(client, [username]);
    if (!(await clearUserGroup(client, kind, id, userId!))) {
      throw new DomainError("NOT_A_MEMBER", `${username} is not a member of this ${kind}`);
    }
  });
}

/** Locks the group row so that a concurrent delete cannot leave members pointing at nothing. */
async function lockGroup(client: TQueryable, kind: TGroupKind, id: number) {
  const group = await lockGroupForShare(client, kind, id);
  if (!group) {
    const code = kind === "company" ? "COMPANY_NOT_FOUND" : "DEPARTMENT_NOT_FOUND";
    throw new DomainError(code, `no ${kind} with id ${id}`);
  }
  return group;
}

async function userIdsOf(client: TQueryable, usernames: string[]): Promise<number[]> {
  const rows = await findUserIdsByLowerName(client, usernames);
  const found = new Set(rows.map((r) => r.key));
  const missing = usernames.filter((u) => !found.has(u.toLowerCase()));
  if (missing.length > 0) throw new DomainError("USER_NOT_FOUND", `no user named ${missing.slice(0, 10).join(", ")}`);
  return rows.map((r) => r.id);
}

import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import { assignedColumns, insertClause, selectColumns, setClauses } from "@/lib/server/db/record-columns";
import type { TRecordColumns } from "@/lib/server/db/record-columns";
import type { TRow } from "@/lib/server/db/table-rows";

/** The columns of `users` by the fields of the user record. */
const USER_COLUMNS: TRecordColumns<User> = {
  id: "id",
  username: "username",
  passwordHash: "password_hash",
  role: "role",
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  company: "company",
  timeZoneId: "time_zone_id",
  cultureId: "culture_id",
  lockedOut: "locked_out",
  passwordChangedAt: "password_changed_at",
  createdAt: "created_at",
  updatedAt: "updated_at",
  companyId: "company_id",
  departmentId: "department_id",
  serviceAccount: "service_account",
  serviceTypes: "service_types",
};

/** The user record's SELECT list (columns of `users`, prefixed with `alias.` when given). */
export const userColumns = (alias?: string) => selectColumns(USER_COLUMNS, alias);

/** The fields a new user is given (the others take their defaults) and the fields a change may set. */
export type TNewUserRow = Partial<Omit<User, "id">> & Pick<User, "username" | "passwordHash">;
export type TUserChange = Partial<Omit<User, "id">>;

/** The id of the user with this name, ignoring case (the unique index is on lower(username)). */
export async function findUserIdByName(username: string): Promise<number | undefined> {
  const { rows } = await pool().query<TRow<"users", "id">>(
    `SELECT id FROM users WHERE lower(username) = lower($1) LIMIT 1`,
    [username],
  );
  return rows[0]?.id;
}

/** Whether any user has this name, ignoring case. */
export async function userNameExists(username: string): Promise<boolean> {
  return (await findUserIdByName(username)) !== undefined;
}

export async function findUserRowById(id: number): Promise<User | null> {
  const { rows } = await pool().query<User>(`SELECT ${userColumns()} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findAllUsersById(): Promise<User[]> {
  return (await pool().query<User>(`SELECT ${userColumns()} FROM users ORDER BY id ASC`)).rows;
}

/** Inserts a user; a name taken at the same moment fails on the unique index (SQL error 23505). */
export async function insertUser(data: TNewUserRow): Promise<User> {
  const set = assignedColumns(USER_COLUMNS, data);
  const { rows } = await pool().query<User>(
    `INSERT INTO users ${insertClause(set)}
     RETURNING ${userColumns()}`,
    set.values,
  );
  return rows[0]!;
}

/** Sets the given fields of the user; the user as changed (throws when there is no such user). */
export async function updateUserRow(id: number, data: TUserChange): Promise<User> {
  const set = assignedColumns(USER_COLUMNS, data, 2);
  if (set.names.length === 0) return userOrThrow(await findUserRowById(id), id);
  const { rows } = await pool().query<User>(
    `UPDATE users SET ${setClauses(set).join(", ")}
     WHERE id = $1 RETURNING ${userColumns()}`,
    [id, ...set.values],
  );
  return userOrThrow(rows[0], id);
}

export function userOrThrow(user: User | null | undefined, id: number): User {
  if (!user) throw new Error(`no user with id ${id}`);
  return user;
}

export async function countAdmins(): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`);
  return rows[0]!.n;
}

export type TUserRowFilter = { text?: string; serviceAccounts: boolean };

/**
 * Users whose user name, first or last name, e-mail or company contains the text (ignoring case), ordered
 * by user name, one page of them and how many there are in all.
 */
export async function findUserPage(
  filter: TUserRowFilter,
  skip: number,
  take: number,
): Promise<{ users: User[]; total: number }> {
  // As before (Prisma's `contains`): the text goes into the ILIKE pattern as it is, its % and _ act as wildcards.
  const pattern = filter.text ? `%${filter.text}%` : null;
  const where = `service_account = $1 AND ($2::text IS NULL OR username ILIKE $2 OR first_name ILIKE $2
    OR last_name ILIKE $2 OR email ILIKE $2 OR company ILIKE $2)`;
  const [users, total] = await Promise.all([
    pool().query<User>(
      `SELECT ${userColumns()} FROM users WHERE ${where} ORDER BY username ASC, id ASC OFFSET $3 LIMIT $4`,
      [filter.serviceAccounts, pattern, skip, take],
    ),
    pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${where}`, [
      filter.serviceAccounts,
      pattern,
    ]),
  ]);
  return { users: users.rows, total: total.rows[0]!.n };
}

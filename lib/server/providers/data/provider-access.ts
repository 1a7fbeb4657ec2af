import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import { hiddenFrom } from "../provider-visibility";

export type TProviderRegistration = { name: string; restricted: boolean; updatedAt: Date };

export async function findProviderRegistration(name: string): Promise<TProviderRegistration | undefined> {
  const { rows } = await pool().query<TRow<"providers", "name" | "restricted" | "updated_at">>(
    `SELECT name, restricted, updated_at FROM providers WHERE name_key = lower($1)`,
    [name],
  );
  return rows[0] ? { name: rows[0].name, restricted: rows[0].restricted, updatedAt: rows[0].updated_at } : undefined;
}

/** The users on the provider's access list, by user name. */
export async function findProviderAccessUsers(name: string): Promise<{ username: string; grantedAt: Date }[]> {
  const { rows } = await pool().query<TRow<"users", "username"> & TRow<"provider_access", "granted_at">>(
    `SELECT u.username, pa.granted_at FROM provider_access pa JOIN providers p ON p.id = pa.provider_id
     JOIN users u ON u.id = pa.user_id WHERE p.name_key = lower($1) ORDER BY lower(u.username)`,
    [name],
  );
  return rows.map((r) => ({ username: r.username, grantedAt: r.granted_at }));
}

/** The ids of the users with these names (ignoring case), with the lower-case name each was found by. */
export async function findUserIdsByLowerName(
  q: TQueryable,
  userNames: string[],
): Promise<{ id: number; key: string }[]> {
  const { rows } = await q.query<TRow<"users", "id"> & { key: string }>(
    `SELECT id, lower(username) AS key FROM users WHERE lower(username) = ANY($1::text[])`,
    [userNames.map((u) => u.toLowerCase())],
  );
  return rows;
}

/** Revokes the users' access; how many grants went. */
export async function deleteProviderAccess(q: TQueryable, providerId: number, userIds: number[]): Promise<number> {
  const { rowCount } = await q.query(
    `DELETE FROM provider_access WHERE provider_id = $1 AND user_id = ANY($2::int[])`,
    [providerId, userIds],
  );
  return rowCount ?? 0;
}

/** Revokes the access of everyone but these users. */
export async function deleteProviderAccessExcept(q: TQueryable, providerId: number, userIds: number[]): Promise<void> {
  await q.query(`DELETE FROM provider_access WHERE provider_id = $1 AND NOT (user_id = ANY($2::int[]))`, [
    providerId,
    userIds,
  ]);
}

/** Grants the users access (grants that exist are kept). */
export async function insertProviderAccess(q: TQueryable, providerId: number, userIds: number[]): Promise<void> {
  await q.query(
    `INSERT INTO provider_access (provider_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [providerId, userIds],
  );
}

/** Marks the provider changed, setting its restriction when one is given. */
export async function touchProviderRestriction(
  q: TQueryable,
  providerId: number,
  restricted: boolean | undefined,
): Promise<void> {
  await q.query(`UPDATE providers SET restricted = coalesce($2, restricted), updated_at = now() WHERE id = $1`, [
    providerId,
    restricted ?? null,
  ]);
}

/** The name keys of the providers whose documents are hidden from the caller (none for most callers). */
export async function findHiddenProviderKeys(callerId: number): Promise<string[]> {
  const { rows } = await pool().query<TRow<"providers", "name_key">>(hiddenFrom("$1::int"), [callerId]);
  return rows.map((r) => r.name_key);
}

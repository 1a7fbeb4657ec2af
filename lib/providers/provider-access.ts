import "server-only";
import type pg from "pg";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { ensureRegistered } from "./manage-providers";

export type TProviderAccess = {
  Provider: string;
  Restricted: boolean;
  Users: { UserName: string; GrantedDate: Date }[];
  LastUpdated: Date;
};

/** Who may see a provider's documents when it is restricted (admins always may). */
export async function providerAccess(name: string): Promise<TProviderAccess> {
  const { rows } = await pool().query<{ name: string; restricted: boolean; updated_at: Date }>(
    `SELECT name, restricted, updated_at FROM providers WHERE name_key = lower($1)`,
    [name],
  );
  if (!rows[0]) {
    await ensureKnown(name);
    return { Provider: name, Restricted: false, Users: [], LastUpdated: new Date(0) };
  }
  const users = await pool().query<{ username: string; granted_at: Date }>(
    `SELECT u.username, pa.granted_at FROM provider_access pa JOIN providers p ON p.id = pa.provider_id
     JOIN users u ON u.id = pa.user_id WHERE p.name_key = lower($1) ORDER BY lower(u.username)`,
    [name],
  );
  return {
    Provider: rows[0].name,
    Restricted: rows[0].restricted,
    Users: users.rows.map((u) => ({ UserName: u.username, GrantedDate: u.granted_at })),
    LastUpdated: rows[0].updated_at,
  };
}

/**
 * Changes the access list: "replace" sets it to exactly `userNames` (and the restriction to `restricted`),
 * "add" grants, "remove" revokes. An unknown user name is a 400 and changes nothing.
 */
export async function changeProviderAccess(
  name: string,
  mode: "replace" | "add" | "remove",
  userNames: string[],
  restricted?: boolean,
): Promise<TProviderAccess> {
  const providerId = await ensureRegistered(name);
  await withTransaction(async (client) => {
    const ids = await userIds(client, userNames);
    if (mode === "remove") {
      const { rowCount } = await client.query(
        `DELETE FROM provider_access WHERE provider_id = $1 AND user_id = ANY($2::int[])`,
        [providerId, ids],
      );
      if (rowCount === 0) throw new DomainError("ACCESS_NOT_FOUND", `${userNames.join(", ")} had no access to ${name}`);
    } else {
      if (mode === "replace") {
        await client.query(`DELETE FROM provider_access WHERE provider_id = $1 AND NOT (user_id = ANY($2::int[]))`, [
          providerId,
          ids,
        ]);
      }
      await client.query(
        `INSERT INTO provider_access (provider_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
        [providerId, ids],
      );
    }
    await client.query(`UPDATE providers SET restricted = coalesce($2, restricted), updated_at = now() WHERE id = $1`, [
      providerId,
      restricted ?? null,
    ]);
  });
  return providerAccess(name);
}

async function userIds(client: pg.PoolClient, userNames: string[]): Promise<number[]> {
  const { rows } = await client.query<{ id: number; key: string }>(
    `SELECT id, lower(username) AS key FROM users WHERE lower(username) = ANY($1::text[])`,
    [userNames.map((u) => u.toLowerCase())],
  );
  const found = new Set(rows.map((r) => r.key));
  const unknown = userNames.filter((u) => !found.has(u.toLowerCase()));
  if (unknown.length > 0) throw new DomainError("UNKNOWN_USER", `UserNames: no user ${unknown.join(", ")}`);
  return rows.map((r) => r.id);
}

async function ensureKnown(name: string): Promise<void> {
  const { rows } = await pool().query(`SELECT 1 FROM documents WHERE lower(provider) = lower($1) LIMIT 1`, [name]);
  if (!rows[0]) throw new DomainError("PROVIDER_NOT_FOUND", `no provider ${name}`);
}

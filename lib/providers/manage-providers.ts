import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";

// A provider is a value of documents.provider (matched ignoring case), optionally registered in
// `providers` with a description and a restriction. Listing merges both: every provider that has
// documents, and every registered one.

export type TProviderRecord = {
  Name: string;
  Description: string;
  Restricted: boolean;
  Registered: boolean;
  DocumentCount: number;
  UserCount: number;
  LastUpdated: Date | string;
};

type TRow = {
  name: string;
  description: string | null;
  restricted: boolean | null;
  registered: boolean;
  document_count: string;
  user_count: string;
  updated_at: Date | null;
};

const MIN_DATE = "0001-01-01T00:00:00";

const toRecord = (row: TRow): TProviderRecord => ({
  Name: row.name,
  Description: row.description ?? "",
  Restricted: row.restricted ?? false,
  Registered: row.registered,
  DocumentCount: Number(row.document_count),
  UserCount: Number(row.user_count),
  LastUpdated: row.updated_at ?? MIN_DATE,
});

/** Providers the caller may see (admins: all), by name; `name` limits to one (ignoring case). */
export async function listProviders(callerId: number, name?: string): Promise<TProviderRecord[]> {
  const { rows } = await pool().query<TRow>(
    `WITH docs AS (
       SELECT lower(d.provider) AS name_key, min(d.provider) AS name, count(*) AS n FROM documents d
       WHERE d.provider IS NOT NULL AND ($2::text IS NULL OR lower(d.provider) = lower($2)) GROUP BY lower(d.provider))
     SELECT coalesce(p.name, docs.name) AS name, p.description, p.restricted, p.id IS NOT NULL AS registered,
       coalesce(docs.n, 0) AS document_count,
       (SELECT count(*) FROM provider_access pa WHERE pa.provider_id = p.id) AS user_count, p.updated_at
     FROM docs FULL JOIN providers p ON p.name_key = docs.name_key
     WHERE ($2::text IS NULL OR coalesce(p.name_key, docs.name_key) = lower($2))
       AND NOT (coalesce(p.restricted, false)
         AND NOT EXISTS (SELECT 1 FROM provider_access pa WHERE pa.provider_id = p.id AND pa.user_id = $1)
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = $1 AND u.role = 'admin'))
     ORDER BY lower(coalesce(p.name, docs.name))`,
    [callerId, name ?? null],
  );
  return rows.map(toRecord);
}

export async function getProvider(callerId: number, name: string): Promise<TProviderRecord> {
  const found = (await listProviders(callerId, name))[0];
  if (!found) throw new DomainError("PROVIDER_NOT_FOUND", `no provider ${name}`);
  return found;
}

/** Registers a provider (409 PROVIDER_EXISTS when it is registered already). */
export async function registerProvider(input: { name: string; description: string; restricted: boolean }) {
  const { rowCount } = await pool().query(
    `INSERT INTO providers (name, name_key, description, restricted) VALUES ($1, lower($1), $2, $3)
     ON CONFLICT (name_key) DO NOTHING`,
    [input.name, input.description, input.restricted],
  );
  if (rowCount === 0) throw new DomainError("PROVIDER_EXISTS", `provider ${input.name} is registered already`);
}

/** Changes a provider's description or restriction, registering it first when it only has documents. */
export async function updateProvider(name: string, change: { description?: string; restricted?: boolean }) {
  await ensureRegistered(name);
  await pool().query(
    `UPDATE providers SET description = coalesce($2, description), restricted = coalesce($3, restricted),
       updated_at = now() WHERE name_key = lower($1)`,
    [name, change.description ?? null, change.restricted ?? null],
  );
}

/** Removes the registration and access list: the provider's documents become visible to everyone. */
export async function unregisterProvider(name: string): Promise<void> {
  const { rowCount } = await pool().query(`DELETE FROM providers WHERE name_key = lower($1)`, [name]);
  if (rowCount === 0) throw new DomainError("PROVIDER_NOT_FOUND", `provider ${name} is not registered`);
}

/** The provider's id, registering a provider known from documents; unknown anywhere: 404. */
export async function ensureRegistered(name: string): Promise<number> {
  const { rows } = await pool().query<{ id: number }>(
    `INSERT INTO providers (name, name_key)
     SELECT min(d.provider), lower($1) FROM documents d WHERE lower(d.provider) = lower($1) HAVING count(*) > 0
     ON CONFLICT (name_key) DO UPDATE SET name_key = EXCLUDED.name_key RETURNING id`,
    [name],
  );
  if (rows[0]) return rows[0].id;
  const existing = await pool().query<{ id: number }>(`SELECT id FROM providers WHERE name_key = lower($1)`, [name]);
  if (!existing.rows[0]) throw new DomainError("PROVIDER_NOT_FOUND", `no provider ${name}`);
  return existing.rows[0].id;
}

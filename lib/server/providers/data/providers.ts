import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TNullable, TRow } from "@/lib/server/db/table-rows";

/** A provider of documents, registered or not (a full join: the registration's columns may be null). */
type TProviderRow = TRow<"providers", "name"> &
  TNullable<TRow<"providers", "description" | "restricted" | "updated_at">> & {
    registered: boolean;
    document_count: string;
    user_count: string;
  };

/** A provider known from documents, from its registration, or both. */
export type TProvider = {
  name: string;
  description: string | null;
  restricted: boolean | null;
  registered: boolean;
  documentCount: number;
  userCount: number;
  updatedAt: Date | null;
};

/**
 * Providers the caller may see (admins: all), merged from documents.provider (ignoring case) and the
 * registered providers, by name; `name` limits to one (ignoring case).
 */
export async function findProvidersVisibleTo(callerId: number, name?: string): Promise<TProvider[]> {
  const { rows } = await pool().query<TProviderRow>(
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
  return rows.map((row) => ({
    name: row.name,
    description: row.description,
    restricted: row.restricted,
    registered: row.registered,
    documentCount: Number(row.document_count),
    userCount: Number(row.user_count),
    updatedAt: row.updated_at,
  }));
}

/** Registers a provider unless one of that name (ignoring case) is; whether it was inserted. */
export async function insertProviderUnlessRegistered(input: {
  name: string;
  description: string;
  restricted: boolean;
}): Promise<boolean> {
  const { rowCount } = await pool().query(
    `INSERT INTO providers (name, name_key, description, restricted) VALUES ($1, lower($1), $2, $3)
     ON CONFLICT (name_key) DO NOTHING`,
    [input.name, input.description, input.restricted],
  );
  return rowCount !== 0;
}

/** Changes the given fields of a registered provider (the others are kept). */
export async function updateProviderFields(
  name: string,
  change: { description?: string; restricted?: boolean },
): Promise<void> {
  await pool().query(
    `UPDATE providers SET description = coalesce($2, description), restricted = coalesce($3, restricted),
       updated_at = now() WHERE name_key = lower($1)`,
    [name, change.description ?? null, change.restricted ?? null],
  );
}

/** Deletes the registration (and with it the access list); whether there was one. */
export async function deleteProviderRegistration(name: string): Promise<boolean> {
  const { rowCount } = await pool().query(`DELETE FROM providers WHERE name_key = lower($1)`, [name]);
  return rowCount !== 0;
}

/**
 * Registers a provider that has documents (keeping a registration that exists) and returns its id;
 * undefined when no document has that provider (a registered provider may still exist).
 */
export async function registerProviderOfDocuments(name: string): Promise<number | undefined> {
  const { rows } = await pool().query<TRow<"providers", "id">>(
    `INSERT INTO providers (name, name_key)
     SELECT min(d.provider), lower($1) FROM documents d WHERE lower(d.provider) = lower($1) HAVING count(*) > 0
     ON CONFLICT (name_key) DO UPDATE SET name_key = EXCLUDED.name_key RETURNING id`,
    [name],
  );
  return rows[0]?.id;
}

export async function findProviderIdByName(name: string): Promise<number | undefined> {
  const existing = await pool().query<TRow<"providers", "id">>(`SELECT id FROM providers WHERE name_key = lower($1)`, [
    name,
  ]);
  return existing.rows[0]?.id;
}

/** Whether any document has this provider (ignoring case). */
export async function providerHasDocuments(name: string): Promise<boolean> {
  const { rows } = await pool().query(`SELECT 1 FROM documents WHERE lower(provider) = lower($1) LIMIT 1`, [name]);
  return rows[0] !== undefined;
}

import "server-only";
import type pg from "pg";
import { DomainError } from "@/lib/errors";
import { type TEntityItemRow } from "./entity-item";
import { entityRef, nameKey, slugify } from "./entity-keys";

/**
 * Serialises everything that creates an entity or a request under one name (any type) until the
 * transaction ends, so two concurrent adds of "Acme" cannot both succeed.
 */
export async function lockName(client: pg.PoolClient, key: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('entity-name:' || $1))`, [key]);
}

/** An active entity already known by this name key (of any type), if any. */
export async function entityNamed(client: pg.PoolClient, key: string): Promise<TEntityItemRow | undefined> {
  const { rows } = await client.query<TEntityItemRow>(
    `SELECT id, type, name, slug, updated_at FROM entities WHERE name_key = $1 AND status = 'active'
     ORDER BY doc_count DESC, id LIMIT 1`,
    [key],
  );
  return rows[0];
}

export function entityExists(existing: TEntityItemRow): DomainError {
  return new DomainError(
    "ENTITY_EXISTS",
    `an entity named "${existing.name}" already exists (${existing.type}, ${entityRef(existing.id)}); descriptions are unique regardless of case, accents and type`,
  );
}

/**
 * Creates an entity inside the caller's transaction: names are system-unique by name key (case,
 * diacritics and punctuation ignored) across all types, so an existing active entity is a 409. A
 * rejected or requested row of the same type and name is reactivated. The name is recorded as an alias
 * so that ingestion resolves later mentions to this entity.
 */
export async function createEntity(
  client: pg.PoolClient,
  input: { name: string; type: string; language: string },
): Promise<TEntityItemRow> {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  await lockName(client, key);
  const existing = await entityNamed(client, key);
  if (existing) throw entityExists(existing);
  const { rows } = await client.query<TEntityItemRow>(
    `INSERT INTO entities (type, name, name_key, slug, language) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (type, name_key) DO UPDATE SET status = 'active', name = EXCLUDED.name, slug = EXCLUDED.slug,
       language = EXCLUDED.language, updated_at = now()
     RETURNING id, type, name, slug, updated_at`,
    [input.type, name, key, slugify(name), input.language],
  );
  const created = rows[0]!;
  await client.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [key, created.id, name],
  );
  return created;
}

import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TNullable, TRow } from "@/lib/server/db/table-rows";
import type { TEntityItemRow } from "../entity-item";

/**
 * Serialises everything that creates an entity or a request under one name key until the transaction ends
 * (an advisory lock).
 */
export async function lockEntityName(q: TQueryable, key: string): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('entity-name:' || $1))`, [key]);
}

/** The most mentioned active entity (of any type) with this name key, if any. */
export async function findActiveEntityNamed(q: TQueryable, key: string): Promise<TEntityItemRow | undefined> {
  const { rows } = await q.query<TEntityItemRow>(
    `SELECT id, type, name, slug, updated_at FROM entities WHERE name_key = $1 AND status = 'active'
     ORDER BY doc_count DESC, id LIMIT 1`,
    [key],
  );
  return rows[0];
}

/**
 * Inserts an entity, or reactivates (renames, re-slugs, re-languages) the row of the same type and name key,
 * and records its name as an alias.
 */
export async function upsertEntityWithAlias(
  q: TQueryable,
  entity: { type: string; name: string; key: string; slug: string; language: string },
): Promise<TEntityItemRow> {
  const { rows } = await q.query<TEntityItemRow>(
    `INSERT INTO entities (type, name, name_key, slug, language) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (type, name_key) DO UPDATE SET status = 'active', name = EXCLUDED.name, slug = EXCLUDED.slug,
       language = EXCLUDED.language, updated_at = now()
     RETURNING id, type, name, slug, updated_at`,
    [entity.type, entity.name, entity.key, entity.slug, entity.language],
  );
  const created = rows[0]!;
  await q.query(`INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    entity.key,
    created.id,
    entity.name,
  ]);
  return created;
}

/**
 * The most mentioned active entity with this name key (id and type; null when none), and whether a request
 * for the name is pending.
 */
export async function findNameAvailability(
  key: string,
): Promise<TNullable<TRow<"entities", "id" | "type">> & { pending: boolean }> {
  const { rows } = await pool().query<TNullable<TRow<"entities", "id" | "type">> & { pending: boolean }>(
    `SELECT
       (SELECT id FROM entities WHERE name_key = $1 AND status = 'active' ORDER BY doc_count DESC, id LIMIT 1) AS id,
       (SELECT type FROM entities WHERE name_key = $1 AND status = 'active' ORDER BY doc_count DESC, id LIMIT 1) AS type,
       EXISTS (SELECT 1 FROM entity_requests WHERE name_key = $1 AND status = 'pending') AS pending`,
    [key],
  );
  return rows[0]!;
}

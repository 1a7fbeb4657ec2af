import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import type { TRow } from "@/lib/server/db/table-rows";
import { insertAliases } from "./entity-changes";

// The reads and writes of entity resolution during an import (lib/server/entities/resolve-entities.ts), inside the
// import's transaction. Names travel as parallel arrays of types and name keys.

/** The entities (of any status) with these (type, name key) pairs. */
export async function findEntitiesByNameKeys(
  q: TQueryable,
  types: string[],
  keys: string[],
): Promise<TRow<"entities", "id" | "type" | "name_key" | "status" | "merged_into">[]> {
  const { rows } = await q.query<TRow<"entities", "id" | "type" | "name_key" | "status" | "merged_into">>(
    `SELECT e.id, e.type, e.name_key, e.status, e.merged_into FROM entities e
     JOIN unnest($1::text[], $2::text[]) AS k(type, name_key) ON e.type = k.type AND e.name_key = k.name_key`,
    [types, keys],
  );
  return rows;
}

/** The (type, alias key) pairs among these that are aliases of a blocked entity. */
export async function findBlockedAliases(
  q: TQueryable,
  types: string[],
  keys: string[],
): Promise<(TRow<"entities", "type"> & TRow<"entity_aliases", "alias_key">)[]> {
  const { rows } = await q.query<TRow<"entities", "type"> & TRow<"entity_aliases", "alias_key">>(
    `SELECT DISTINCT e.type, a.alias_key FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
     JOIN unnest($1::text[], $2::text[]) AS k(type, name_key) ON e.type = k.type AND a.alias_key = k.name_key
     WHERE e.status = 'blocked'`,
    [types, keys],
  );
  return rows;
}

/** For each (type, alias key) pair, the most mentioned active entity of that type with that alias. */
export async function findEntitiesByAliasKeys(
  q: TQueryable,
  types: string[],
  keys: string[],
): Promise<(TRow<"entities", "type" | "id"> & TRow<"entity_aliases", "alias_key">)[]> {
  // The names' aliases first, then their entities: joined in one step, the planner (without
  // statistics on tables that grow during an import) paired every name with every entity of its type.
  const { rows } = await q.query<TRow<"entities", "type" | "id"> & TRow<"entity_aliases", "alias_key">>(
    `WITH found AS MATERIALIZED (
         SELECT k.type, a.alias_key, a.entity_id
         FROM unnest($1::text[], $2::text[]) AS k(type, name_key) JOIN entity_aliases a ON a.alias_key = k.name_key
       )
       SELECT DISTINCT ON (e.type, f.alias_key) e.type, f.alias_key, e.id
       FROM found f JOIN entities e ON e.id = f.entity_id AND e.type = f.type
       WHERE e.status = 'active'
       ORDER BY e.type, f.alias_key, e.doc_count DESC, e.id`,
    [types, keys],
  );
  return rows;
}

/** A new entity of an import, with the place facts found for it. */
export type TNewEntity = {
  type: string;
  name: string;
  key: string;
  slug: string;
  latitude: number | null;
  longitude: number | null;
  countryCode: string | null;
  population: number | null;
  metadata: string;
};

/** Inserts entities (an existing one of the same type and name key is only touched); returns their ids. */
export async function insertResolvedEntities(
  q: TQueryable,
  entities: TNewEntity[],
): Promise<TRow<"entities", "id" | "type" | "name_key">[]> {
  const { rows } = await q.query<TRow<"entities", "id" | "type" | "name_key">>(
    `INSERT INTO entities (type, name, name_key, slug, latitude, longitude, country_code, population, metadata)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::int8[], $9::jsonb[])
       ON CONFLICT (type, name_key) DO UPDATE SET updated_at = now()
       RETURNING id, type, name_key`,
    unnestColumns(entities, [
      "type",
      "name",
      "key",
      "slug",
      "latitude",
      "longitude",
      "countryCode",
      "population",
      "metadata",
    ]),
  );
  return rows;
}

/** The ids among these whose entity is no longer active. */
export async function findInactiveEntityIds(q: TQueryable, ids: string[]): Promise<string[]> {
  const { rows } = await q.query<TRow<"entities", "id">>(
    "SELECT id FROM entities WHERE id = ANY($1::int8[]) AND status <> 'active'",
    [ids],
  );
  return rows.map((r) => r.id);
}

/** Records aliases (key, entity, surface form); those already there stay. */
export async function insertResolvedAliases(
  q: TQueryable,
  aliases: { key: string; id: string; alias: string }[],
): Promise<void> {
  await insertAliases(
    q,
    aliases.map((r) => ({ key: r.key, entityId: r.id, alias: r.alias })),
  );
}

import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";
import type { TEntityItemRow } from "@/lib/server/entities/entity-item";

/** The ids of the entities with one of these (type, alias key) pairs. */
export async function findEntityIdsByAlias(types: string[], keys: string[]): Promise<string[]> {
  const rows = await sqlRows<TRowAs<"entity_aliases", { id: "entity_id" }>>(Prisma.sql`
    SELECT DISTINCT a.entity_id::text AS id
    FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
    JOIN unnest(${types}::text[], ${keys}::text[]) AS k(type, key)
      ON e.type = k.type AND a.alias_key = k.key`);
  return rows.map((row) => row.id);
}

/** The types of the active entities among these ids. */
export async function findActiveEntityTypes(ids: bigint[]): Promise<TRow<"entities", "id" | "type">[]> {
  return sqlRows<TRow<"entities", "id" | "type">>(Prisma.sql`
    SELECT id::text AS id, type FROM entities WHERE id = ANY(${ids}::int8[]) AND status = 'active'`);
}

/** Entity item rows of these ids, in no particular order. */
export async function findEntityItemRows(ids: bigint[]): Promise<TEntityItemRow[]> {
  return sqlRows<TEntityItemRow>(Prisma.sql`
    SELECT e.id::text AS id, e.type, e.name, e.slug, e.updated_at FROM entities e
    WHERE e.id = ANY(${ids}::int8[])`);
}

/** The ids (as text) of the active entities among these. */
export async function findActiveEntityIds(ids: bigint[]): Promise<string[]> {
  const rows = await sqlRows<TRow<"entities", "id">>(Prisma.sql`
    SELECT id::text AS id FROM entities WHERE id = ANY(${ids}::int8[]) AND status = 'active'`);
  return rows.map((row) => row.id);
}

/** The id, when an active entity has it. */
export async function findActiveEntityId(id: bigint): Promise<bigint | undefined> {
  const rows = await sqlRows<TRow<"entities", "id">>(Prisma.sql`
    SELECT id::text AS id FROM entities WHERE id = ${id} AND status = 'active'`);
  return rows[0] ? BigInt(rows[0].id) : undefined;
}

/**
 * The active entity (of the type, when given) whose name key or an alias key is `key`: a name match first,
 * then the most-mentioned.
 */
export async function findActiveEntityByKey(key: string, type: string | undefined): Promise<bigint | undefined> {
  const rows = await sqlRows<TRow<"entities", "id">>(Prisma.sql`
      SELECT e.id::text AS id FROM entities e
      WHERE e.status = 'active' AND (${type ?? null}::text IS NULL OR e.type = ${type ?? null}::text)
        AND (e.name_key = ${key} OR e.id IN (SELECT a.entity_id FROM entity_aliases a WHERE a.alias_key = ${key}))
      ORDER BY (e.name_key = ${key}) DESC, e.doc_count DESC, e.id
      LIMIT 1`);
  return rows[0] ? BigInt(rows[0].id) : undefined;
}

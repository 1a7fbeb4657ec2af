import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { toEntityItem, type TEntityItemRow } from "./entity-item";
import { nameKey } from "./entity-keys";

/**
 * Suggestions as a user types: entities whose name or an alias starts with the text (most
 * mentioned first), then close spellings by trigram similarity (pg_trgm index).
 */
export async function suggestEntities(text: string, types: string[] | undefined, size: number) {
  const key = nameKey(text);
  if (!key) return [];
  const typeFilter = types?.length ? Prisma.sql`AND e.type IN (${Prisma.join(types)})` : Prisma.empty;
  const rows = await db().$queryRaw<(TEntityItemRow & { doc_count: number; prefix: boolean; sim: number })[]>`
    WITH prefix AS (
      SELECT a.entity_id FROM entity_aliases a
      WHERE a.alias_key >= ${key} AND a.alias_key < ${key + "\uffff"}
      LIMIT 500
    ), candidates AS (
      SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.doc_count, true AS prefix, 1.0::real AS sim
      FROM entities e WHERE e.id IN (SELECT entity_id FROM prefix) AND e.status = 'active' ${typeFilter}
      UNION ALL
      SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.doc_count, false, similarity(e.name_key, ${key})
      FROM entities e WHERE e.name_key % ${key} AND e.status = 'active' ${typeFilter}
    )
    SELECT DISTINCT ON (id) * FROM candidates ORDER BY id, prefix DESC`;
  return rows
    .sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.doc_count - a.doc_count || b.sim - a.sim)
    .slice(0, size)
    .map((row) => ({ ...toEntityItem(row), Extras: { DocumentCount: row.doc_count } }));
}

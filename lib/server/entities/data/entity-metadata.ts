import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TColumn, TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { commentVisibleText } from "@/lib/server/users/user-groups";
import type { TEntityItemRow } from "../entity-item";

/** An entity's own fields (its metadata an object), its other aliases, and its first and last mention. */
export type TMetadataBaseRow = TRow<
  "entities",
  "id" | "type" | "doc_count" | "latitude" | "longitude" | "country_code" | "population" | "updated_at"
> &
  TNullable<TRowAs<"mentions", { first_seen: "published_at"; last_seen: "published_at" }>> & {
    metadata: Record<string, unknown>;
    aliases: TColumn<"entity_aliases", "alias">[] | null;
  };
export type TPropertyRow = TRow<"entity_properties", "entity_id" | "name" | "text_value" | "numeric_value">;
/** The stored properties of these entities, per entity by name. */
export async function findEntityProperties(ids: string[]): Promise<TPropertyRow[]> {
  const { rows } = await pool().query<TPropertyRow>(
    `SELECT entity_id, name, text_value, numeric_value FROM entity_properties
       WHERE entity_id = ANY($1::int8[]) ORDER BY entity_id, name_key, id`,
    [ids],
  );
  return rows;
}

/** The entities' own fields, their aliases other than the name, and their first and last mention. */
export async function findMetadataBaseRows(ids: string[]): Promise<TMetadataBaseRow[]> {
  const { rows } = await pool().query<TMetadataBaseRow>(
    `SELECT e.id, e.type, e.doc_count, e.latitude, e.longitude, e.country_code, e.population, e.metadata,
       e.updated_at,
       (SELECT array_agg(a.alias) FROM entity_aliases a WHERE a.entity_id = e.id AND a.alias_key <> e.name_key) AS aliases,
       (SELECT m.published_at FROM mentions m WHERE m.entity_id = e.id ORDER BY m.published_at ASC LIMIT 1) AS first_seen,
       (SELECT m.published_at FROM mentions m WHERE m.entity_id = e.id ORDER BY m.published_at DESC LIMIT 1) AS last_seen
     FROM entities e WHERE e.id = ANY($1::int8[])`,
    [ids],
  );
  return rows;
}

/**
 * For each entity, the active entities most often mentioned in the same documents among its latest `window`
 * documents (at most `limit`), as item rows with the entity they belong to (`of`).
 */
export async function findCooccurringEntityRows(
  ids: string[],
  window: number,
  limit: number,
): Promise<(TEntityItemRow & TRowAs<"entities", { of: "id" }>)[]> {
  const { rows } = await pool().query<TEntityItemRow & TRowAs<"entities", { of: "id" }>>(
    `SELECT src.id AS of, r.* FROM unnest($1::int8[]) AS src(id)
     CROSS JOIN LATERAL (
       SELECT e.id, e.type, e.name, e.slug, e.updated_at FROM (
         SELECT m2.entity_id, count(*) AS n, sum(m2.salience) AS s
         FROM (SELECT m.document_id FROM mentions m WHERE m.entity_id = src.id
               ORDER BY m.published_at DESC LIMIT $2) docs
         JOIN mentions m2 ON m2.document_id = docs.document_id AND m2.entity_id <> src.id
         GROUP BY m2.entity_id
       ) c JOIN entities e ON e.id = c.entity_id AND e.status = 'active'
       ORDER BY c.n DESC, c.s DESC, e.id LIMIT $3
     ) r`,
    [ids, window, limit],
  );
  return rows;
}

/** For each entity, its newest documents the caller may see (at most `limit`), with the entity (`of`). */
export async function findRecentDocumentRows(
  ids: string[],
  callerId: number,
  limit: number,
): Promise<(TDocumentItemRow & TRowAs<"entities", { of: "id" }>)[]> {
  const { rows } = await pool().query<TDocumentItemRow & TRowAs<"entities", { of: "id" }>>(
    `SELECT src.id AS of, r.* FROM unnest($1::int8[]) AS src(id)
     CROSS JOIN LATERAL (
       SELECT ${DOCUMENT_ITEM_COLUMNS} FROM mentions m JOIN ${DOCUMENT_ITEM_FROM} ON d.id = m.document_id
       WHERE m.entity_id = src.id AND ${commentVisibleText("$2")}
       ORDER BY m.published_at DESC, m.document_id DESC LIMIT $3
     ) r`,
    [ids, callerId, limit],
  );
  return rows;
}

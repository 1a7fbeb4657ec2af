import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TEntityItemRow } from "../entity-item";

/** An active entity's item row, or undefined (unknown, requested, rejected, merged, blocked). */
export async function findActiveEntityRow(id: string): Promise<TEntityItemRow | undefined> {
  const { rows } = await pool().query<TEntityItemRow>(
    `SELECT id, type, name, slug, updated_at FROM entities WHERE id = $1::int8 AND status = 'active'`,
    [id],
  );
  return rows[0];
}

/** The survivor a merged-away entity was merged into, or undefined (not a merged entity). */
export async function findMergedInto(id: string): Promise<string | undefined> {
  const { rows } = await pool().query<TRow<"entities", "merged_into">>(
    `SELECT merged_into::text FROM entities WHERE id = $1::int8 AND status = 'merged'`,
    [id],
  );
  return rows[0]?.merged_into ?? undefined;
}

/** The item rows of the active entities among these ids, in no particular order. */
export async function findActiveEntityRows(ids: string[]): Promise<TEntityItemRow[]> {
  const { rows } = await pool().query<TEntityItemRow>(
    `SELECT id, type, name, slug, updated_at FROM entities WHERE id = ANY($1::int8[]) AND status = 'active'`,
    [ids],
  );
  return rows;
}

export type TEntityImageRow = TRow<
  "entity_images",
  | "entity_id"
  | "image_key"
  | "image_src"
  | "external_url"
  | "source_url"
  | "width"
  | "height"
  | "description"
  | "type"
  | "provider"
  | "creation_date"
  | "updated_at"
>;

/** The images of these entities, per entity in their set order. */
export async function findEntityImageRows(ids: string[]): Promise<TEntityImageRow[]> {
  const { rows } = await pool().query<TEntityImageRow>(
    `SELECT entity_id, image_key, image_src, external_url, source_url, width, height, description, type, provider,
       creation_date, updated_at
     FROM entity_images WHERE entity_id = ANY($1::int8[]) ORDER BY entity_id, position, id`,
    [ids],
  );
  return rows;
}

/**
 * One page of the active entities with a stored property `name` (case-insensitive) whose value equals
 * `value` (text case-insensitively, or the number when given), most mentioned first; each row carries the
 * count of all (`total`).
 */
export async function findEntitiesWithProperty(input: {
  name: string;
  value: string;
  numeric: number | null;
  pageSize: number;
  pageNumber: number;
}): Promise<(TEntityItemRow & { total: string })[]> {
  const { rows } = await pool().query<TEntityItemRow & { total: string }>(
    `SELECT e.id, e.type, e.name, e.slug, e.updated_at, count(*) OVER () AS total FROM entities e
     WHERE e.status = 'active' AND EXISTS (
       SELECT 1 FROM entity_properties p WHERE p.entity_id = e.id AND p.name_key = lower($1)
         AND (lower(p.text_value) = lower($2) OR ($3::float8 IS NOT NULL AND p.numeric_value = $3::float8)))
     ORDER BY e.doc_count DESC, e.id LIMIT $4 OFFSET $5`,
    [input.name, input.value, input.numeric, input.pageSize, input.pageSize * input.pageNumber],
  );
  return rows;
}

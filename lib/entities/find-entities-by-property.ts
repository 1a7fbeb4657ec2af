import "server-only";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import { toEntityItem, type TEntityItemRow } from "./entity-item";

/**
 * /entities/property: entities with a stored property `name` (case-insensitive) whose value equals
 * `value`: text case-insensitively; when `value` is a number, also a numeric property of that value
 * (`7`, `7.0` and `7e0` all match 7). Most mentioned first.
 */
export async function findEntitiesByProperty(input: {
  name: string;
  value: string;
  pageSize: number;
  pageNumber: number;
}) {
  const value = input.value.trim();
  const numeric =
    /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value)) ? Number(value) : null;
  const { rows } = await pool().query<TEntityItemRow & { total: string }>(
    `SELECT e.id, e.type, e.name, e.slug, e.updated_at, count(*) OVER () AS total FROM entities e
     WHERE e.status = 'active' AND EXISTS (
       SELECT 1 FROM entity_properties p WHERE p.entity_id = e.id AND p.name_key = lower($1)
         AND (lower(p.text_value) = lower($2) OR ($3::float8 IS NOT NULL AND p.numeric_value = $3::float8)))
     ORDER BY e.doc_count DESC, e.id LIMIT $4 OFFSET $5`,
    [input.name.trim(), value, numeric, input.pageSize, input.pageSize * input.pageNumber],
  );
  return {
    TotalCount: rows[0] ? Number(rows[0].total) : 0,
    Description: `${input.name}=${input.value}`,
    Items: rows.map(toEntityItem),
    LastUpdated: now(),
  };
}

import "server-only";
import { findEntitiesWithProperty } from "./data/entity-lookups";
import { toEntitySummary, type TEntitySummary } from "./entity-summary";

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
}): Promise<{ total: number; items: TEntitySummary[] }> {
  const value = input.value.trim();
  const numeric =
    /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value)) ? Number(value) : null;
  const rows = await findEntitiesWithProperty({
    name: input.name.trim(),
    value,
    numeric,
    pageSize: input.pageSize,
    pageNumber: input.pageNumber,
  });
  return { total: rows[0] ? Number(rows[0].total) : 0, items: rows.map(toEntitySummary) };
}

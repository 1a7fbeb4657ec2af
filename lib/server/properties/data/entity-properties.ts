import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";

type TEntityPropertyRow = TRow<"entity_properties", "name" | "text_value" | "numeric_value" | "updated_at">;

export type TEntityProperty = { name: string; value: string | number; updatedAt: Date };

/** The entity's properties (only the one named, ignoring case, when a name is given), by name. */
export async function findEntityProperties(
  entityId: string,
  name: string | undefined,
  q: TQueryable = pool(),
): Promise<TEntityProperty[]> {
  const { rows } = await q.query<TEntityPropertyRow>(
    `SELECT name, text_value, numeric_value, updated_at FROM entity_properties
       WHERE entity_id = $1::int8 AND ($2::text IS NULL OR name_key = lower($2)) ORDER BY name_key, id`,
    [entityId, name ?? null],
  );
  return rows.map((r) => ({ name: r.name, value: r.numeric_value ?? r.text_value ?? "", updatedAt: r.updated_at }));
}

/** Locks the entity's row for the rest of the transaction. */
export async function lockEntityForUpdate(q: TQueryable, entityId: string): Promise<void> {
  await q.query(`SELECT id FROM entities WHERE id = $1::int8 FOR UPDATE`, [entityId]);
}

/** Deletes the entity's property of this name (ignoring case); how many rows went. */
export async function deleteEntityProperty(entityId: string, name: string, q: TQueryable = pool()): Promise<number> {
  const removed = await q.query(`DELETE FROM entity_properties WHERE entity_id = $1::int8 AND name_key = lower($2)`, [
    entityId,
    name,
  ]);
  return removed.rowCount ?? 0;
}

export async function insertEntityProperty(
  q: TQueryable,
  entityId: string,
  name: string,
  value: string | number,
): Promise<void> {
  await q.query(
    `INSERT INTO entity_properties (entity_id, name, name_key, text_value, numeric_value)
         VALUES ($1::int8, $2, lower($2), $3, $4)`,
    [entityId, name, typeof value === "string" ? value : null, typeof value === "number" ? value : null],
  );
}

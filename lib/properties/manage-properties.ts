import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import type { TPropertyTarget } from "./property-target";

// Properties of documents live in documents.properties (jsonb, read by /search/documents/property);
// properties of entities are rows of entity_properties (read by /entities/property and the Metadata
// extra of /entity). One value per name; names match ignoring case, the spelling last written is kept.

export type TPropertyValue = string | number | boolean | (string | number)[];
export type TPropertyRecord = { ItemRef: string; Name: string; Value: TPropertyValue; LastUpdated: Date };

type TEntityRow = { name: string; text_value: string | null; numeric_value: number | null; updated_at: Date };

export async function listProperties(target: TPropertyTarget, name?: string): Promise<TPropertyRecord[]> {
  if (target.kind === "entity") {
    const { rows } = await pool().query<TEntityRow>(
      `SELECT name, text_value, numeric_value, updated_at FROM entity_properties
       WHERE entity_id = $1::int8 AND ($2::text IS NULL OR name_key = lower($2)) ORDER BY name_key, id`,
      [target.id, name ?? null],
    );
    return rows.map((r) => ({
      ItemRef: target.itemRef,
      Name: r.name,
      Value: r.numeric_value ?? r.text_value ?? "",
      LastUpdated: r.updated_at,
    }));
  }
  const { rows } = await pool().query<{ key: string; value: TPropertyValue; updated_at: Date }>(
    `SELECT p.key, p.value, d.updated_at FROM documents d, jsonb_each(d.properties) p
     WHERE d.id = $1::int8 AND ($2::text IS NULL OR lower(p.key) = lower($2)) ORDER BY lower(p.key)`,
    [target.id, name ?? null],
  );
  return rows.map((r) => ({ ItemRef: target.itemRef, Name: r.key, Value: r.value, LastUpdated: r.updated_at }));
}

/**
 * Writes one property. mode "add" refuses a name that already has a value (409 PROPERTY_EXISTS);
 * "set" creates or replaces it.
 */
export async function writeProperty(
  target: TPropertyTarget,
  name: string,
  value: TPropertyValue,
  mode: "add" | "set",
): Promise<TPropertyRecord> {
  if (target.kind === "entity" && (Array.isArray(value) || typeof value === "boolean")) {
    throw new DomainError("INVALID_BODY", "Value: an entity property is a text or a number");
  }
  await withTransaction(async (client) => {
    if (target.kind === "entity") {
      await client.query(`SELECT id FROM entities WHERE id = $1::int8 FOR UPDATE`, [target.id]);
      const removed = await client.query(
        `DELETE FROM entity_properties WHERE entity_id = $1::int8 AND name_key = lower($2)`,
        [target.id, name],
      );
      if (mode === "add" && (removed.rowCount ?? 0) > 0) throw exists(name, target);
      await client.query(
        `INSERT INTO entity_properties (entity_id, name, name_key, text_value, numeric_value)
         VALUES ($1::int8, $2, lower($2), $3, $4)`,
        [target.id, name, typeof value === "string" ? value : null, typeof value === "number" ? value : null],
      );
      return;
    }
    const { rows } = await client.query<{ keys: string[] }>(
      `SELECT ARRAY(SELECT k FROM jsonb_object_keys(properties) k WHERE lower(k) = lower($2)) AS keys
       FROM documents WHERE id = $1::int8 FOR UPDATE`,
      [target.id, name],
    );
    const existing = rows[0]?.keys ?? [];
    if (mode === "add" && existing.length > 0) throw exists(name, target);
    await client.query(
      `UPDATE documents SET properties = (properties - $2::text[]) || jsonb_build_object($3::text, $4::jsonb),
         updated_at = now() WHERE id = $1::int8`,
      [target.id, existing, name, JSON.stringify(value)],
    );
  });
  return (await listProperties(target, name))[0]!;
}

export async function deleteProperty(target: TPropertyTarget, name: string): Promise<void> {
  const result =
    target.kind === "entity"
      ? await pool().query(`DELETE FROM entity_properties WHERE entity_id = $1::int8 AND name_key = lower($2)`, [
          target.id,
          name,
        ])
      : await pool().query(
          `UPDATE documents SET properties = properties - ARRAY(
             SELECT k FROM jsonb_object_keys(properties) k WHERE lower(k) = lower($2)), updated_at = now()
           WHERE id = $1::int8 AND EXISTS (SELECT 1 FROM jsonb_object_keys(properties) k WHERE lower(k) = lower($2))`,
          [target.id, name],
        );
  if ((result.rowCount ?? 0) === 0) {
    throw new DomainError("PROPERTY_NOT_FOUND", `${target.itemRef} has no property ${name}`);
  }
}

function exists(name: string, target: TPropertyTarget): DomainError {
  return new DomainError("PROPERTY_EXISTS", `${target.itemRef} already has a property ${name}; use PUT to replace it`);
}

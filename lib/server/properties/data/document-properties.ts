import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";

/** A value of documents.properties (jsonb). */
export type TDocumentPropertyValue = string | number | boolean | (string | number)[];

export type TDocumentProperty = { name: string; value: TDocumentPropertyValue; updatedAt: Date };

/** The document's properties (only the one named, ignoring case, when a name is given), by name. */
export async function findDocumentProperties(
  documentId: string,
  name: string | undefined,
  q: TQueryable = pool(),
): Promise<TDocumentProperty[]> {
  const { rows } = await q.query<TRow<"documents", "updated_at"> & { key: string; value: TDocumentPropertyValue }>(
    `SELECT p.key, p.value, d.updated_at FROM documents d, jsonb_each(d.properties) p
     WHERE d.id = $1::int8 AND ($2::text IS NULL OR lower(p.key) = lower($2)) ORDER BY lower(p.key)`,
    [documentId, name ?? null],
  );
  return rows.map((r) => ({ name: r.key, value: r.value, updatedAt: r.updated_at }));
}

/** Locks the document's row and returns the spellings of its property names equal to `name` ignoring case. */
export async function lockDocumentPropertyKeys(q: TQueryable, documentId: string, name: string): Promise<string[]> {
  const { rows } = await q.query<{ keys: string[] }>(
    `SELECT ARRAY(SELECT k FROM jsonb_object_keys(properties) k WHERE lower(k) = lower($2)) AS keys
       FROM documents WHERE id = $1::int8 FOR UPDATE`,
    [documentId, name],
  );
  return rows[0]?.keys ?? [];
}

/** Removes the given property keys of the document and sets `name` to `value`. */
export async function replaceDocumentProperty(
  q: TQueryable,
  documentId: string,
  removedKeys: string[],
  name: string,
  value: TDocumentPropertyValue,
): Promise<void> {
  await q.query(
    `UPDATE documents SET properties = (properties - $2::text[]) || jsonb_build_object($3::text, $4::jsonb),
         updated_at = now() WHERE id = $1::int8`,
    [documentId, removedKeys, name, JSON.stringify(value)],
  );
}

/** Removes the document's property of this name (ignoring case); how many documents changed (0 or 1). */
export async function deleteDocumentProperty(
  documentId: string,
  name: string,
  q: TQueryable = pool(),
): Promise<number> {
  const result = await q.query(
    `UPDATE documents SET properties = properties - ARRAY(
             SELECT k FROM jsonb_object_keys(properties) k WHERE lower(k) = lower($2)), updated_at = now()
           WHERE id = $1::int8 AND EXISTS (SELECT 1 FROM jsonb_object_keys(properties) k WHERE lower(k) = lower($2))`,
    [documentId, name],
  );
  return result.rowCount ?? 0;
}

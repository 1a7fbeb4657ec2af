import "server-only";
import { commentVisibleText } from "@/lib/users/user-groups";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItemRow,
} from "@/lib/documents/document-item";
import { toEntityItem, type TEntityItemRow } from "./entity-item";
import { textField, type TTextField } from "./metadata-fields";

/** Co-occurrence is counted over an entity's most recent documents only: bounded work for popular entities. */
export const COOCCURRENCE_WINDOW = 500;
const RELATED_ENTITIES = 5;
const RECENT_DOCUMENTS = 3;

type TBase = {
  id: string;
  type: string;
  doc_count: number;
  latitude: number | null;
  longitude: number | null;
  country_code: string | null;
  population: string | null;
  metadata: Record<string, unknown>;
  updated_at: Date;
  aliases: string[] | null;
  first_seen: Date | null;
  last_seen: Date | null;
};
type TProperty = { entity_id: string; name: string; text_value: string | null; numeric_value: number | null };
type TItemField = { Key: string; Value: unknown };

export type TEntityMetadata = { TextFields: TTextField[]; ItemFields: TItemField[]; LastUpdated: Date };

/**
 * The Metadata extra of entities (spec "Entity Extras shapes"), for many entities at once.
 * TextFields: Type, Aliases, DocumentCount, FirstSeen, LastSeen, for places Latitude, Longitude,
 * CountryCode and Population, facts found by the NLP stage (e.g. Role), then stored properties.
 * ItemFields: RelatedEntity (the entities most often mentioned in the same documents, among the
 * entity's latest COOCCURRENCE_WINDOW documents) and RecentDocument (its newest documents).
 */
export async function entityMetadata(
  ids: string[],
  input: { callerId: number; origin: string },
): Promise<Map<string, TEntityMetadata>> {
  const result = new Map<string, TEntityMetadata>();
  if (ids.length === 0) return result;
  const [base, properties, related, recent] = await Promise.all([
    baseRows(ids),
    pool().query<TProperty>(
      `SELECT entity_id, name, text_value, numeric_value FROM entity_properties
       WHERE entity_id = ANY($1::int8[]) ORDER BY entity_id, name_key, id`,
      [ids],
    ),
    relatedEntities(ids),
    recentDocuments(ids, input.callerId),
  ]);
  for (const row of base) {
    const fields: TTextField[] = [textField("Type", row.type)];
    const aliases = (row.aliases ?? []).sort((a, b) => a.localeCompare(b));
    if (aliases.length) fields.push(textField("Aliases", aliases.join(", ")));
    fields.push(textField("DocumentCount", row.doc_count));
    if (row.first_seen) fields.push(textField("FirstSeen", row.first_seen));
    if (row.last_seen) fields.push(textField("LastSeen", row.last_seen));
    if (row.latitude !== null && row.longitude !== null) {
      fields.push(textField("Latitude", row.latitude), textField("Longitude", row.longitude));
    }
    if (row.country_code) fields.push(textField("CountryCode", row.country_code));
    if (row.population) fields.push(textField("Population", Number(row.population)));
    for (const [key, value] of Object.entries(row.metadata ?? {})) {
      if (key === "CountryCode" && row.country_code) continue;
      if (typeof value === "string" || typeof value === "number") fields.push(textField(key, value));
    }
    for (const p of properties.rows.filter((p) => p.entity_id === row.id)) {
      fields.push(textField(p.name, p.numeric_value ?? p.text_value ?? ""));
    }
    const items: TItemField[] = [
      ...(related.get(row.id) ?? []).map((item) => ({ Key: "RelatedEntity", Value: item })),
      ...(recent.get(row.id) ?? []).map((doc) => ({
        Key: "RecentDocument",
        Value: toDocumentItem(doc, input.origin),
      })),
    ];
    result.set(row.id, { TextFields: fields, ItemFields: items, LastUpdated: now() });
  }
  return result;
}

async function baseRows(ids: string[]): Promise<TBase[]> {
  const { rows } = await pool().query<TBase>(
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

async function relatedEntities(ids: string[]): Promise<Map<string, ReturnType<typeof toEntityItem>[]>> {
  const { rows } = await pool().query<TEntityItemRow & { of: string }>(
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
    [ids, COOCCURRENCE_WINDOW, RELATED_ENTITIES],
  );
  const byEntity = new Map<string, ReturnType<typeof toEntityItem>[]>();
  for (const row of rows) byEntity.set(row.of, [...(byEntity.get(row.of) ?? []), toEntityItem(row)]);
  return byEntity;
}

async function recentDocuments(ids: string[], callerId: number): Promise<Map<string, TDocumentItemRow[]>> {
  const { rows } = await pool().query<TDocumentItemRow & { of: string }>(
    `SELECT src.id AS of, r.* FROM unnest($1::int8[]) AS src(id)
     CROSS JOIN LATERAL (
       SELECT ${DOCUMENT_ITEM_COLUMNS} FROM mentions m JOIN ${DOCUMENT_ITEM_FROM} ON d.id = m.document_id
       WHERE m.entity_id = src.id AND ${commentVisibleText("$2")}
       ORDER BY m.published_at DESC, m.document_id DESC LIMIT $3
     ) r`,
    [ids, callerId, RECENT_DOCUMENTS],
  );
  const byEntity = new Map<string, TDocumentItemRow[]>();
  for (const row of rows) byEntity.set(row.of, [...(byEntity.get(row.of) ?? []), row]);
  return byEntity;
}

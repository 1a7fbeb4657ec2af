import "server-only";
import { now } from "@/lib/server/db/clock";
import { toDocumentItem, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import {
  findCooccurringEntityRows,
  findEntityProperties,
  findMetadataBaseRows,
  findRecentDocumentRows,
} from "./data/entity-metadata";
import { toEntityItem } from "./entity-item";
import { textField, type TTextField } from "./metadata-fields";

/** Co-occurrence is counted over an entity's most recent documents only: bounded work for popular entities. */
export const COOCCURRENCE_WINDOW = 500;
const RELATED_ENTITIES = 5;
const RECENT_DOCUMENTS = 3;

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
    findMetadataBaseRows(ids),
    findEntityProperties(ids),
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
    for (const p of properties.filter((p) => p.entity_id === row.id)) {
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

async function relatedEntities(ids: string[]): Promise<Map<string, ReturnType<typeof toEntityItem>[]>> {
  const rows = await findCooccurringEntityRows(ids, COOCCURRENCE_WINDOW, RELATED_ENTITIES);
  const byEntity = new Map<string, ReturnType<typeof toEntityItem>[]>();
  for (const row of rows) byEntity.set(row.of, [...(byEntity.get(row.of) ?? []), toEntityItem(row)]);
  return byEntity;
}

async function recentDocuments(ids: string[], callerId: number): Promise<Map<string, TDocumentItemRow[]>> {
  const rows = await findRecentDocumentRows(ids, callerId, RECENT_DOCUMENTS);
  const byEntity = new Map<string, TDocumentItemRow[]>();
  for (const row of rows) byEntity.set(row.of, [...(byEntity.get(row.of) ?? []), row]);
  return byEntity;
}

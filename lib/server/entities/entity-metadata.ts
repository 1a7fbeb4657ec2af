import "server-only";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import {
  findCooccurringEntityRows,
  findEntityProperties,
  findMetadataBaseRows,
  findRecentDocumentRows,
} from "./data/entity-metadata";
import { toEntitySummary, type TEntitySummary } from "./entity-summary";
import { textField, type TTextField } from "./metadata-fields";

/** Co-occurrence is counted over an entity's most recent documents only: bounded work for popular entities. */
export const COOCCURRENCE_WINDOW = 500;
const RELATED_ENTITIES = 5;
const RECENT_DOCUMENTS = 3;

/** An entity's Metadata: its text fields, the entities most often beside it and its newest documents. */
export type TEntityMetadata = {
  textFields: TTextField[];
  relatedEntities: TEntitySummary[];
  recentDocuments: TDocumentSummary[];
};

/**
 * The Metadata extra of entities (spec "Entity Extras shapes"), for many entities at once.
 * Text fields: Type, Aliases, DocumentCount, FirstSeen, LastSeen, for places Latitude, Longitude,
 * CountryCode and Population, facts found by the NLP stage (e.g. Role), then stored properties.
 * Related entities (the entities most often mentioned in the same documents, among the entity's latest
 * COOCCURRENCE_WINDOW documents) and recent documents (its newest documents): the spec's ItemFields.
 */
export async function entityMetadata(
  ids: string[],
  input: { callerId: number },
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
    result.set(row.id, {
      textFields: fields,
      relatedEntities: related.get(row.id) ?? [],
      recentDocuments: recent.get(row.id) ?? [],
    });
  }
  return result;
}

async function relatedEntities(ids: string[]): Promise<Map<string, TEntitySummary[]>> {
  const rows = await findCooccurringEntityRows(ids, COOCCURRENCE_WINDOW, RELATED_ENTITIES);
  const byEntity = new Map<string, TEntitySummary[]>();
  for (const row of rows) byEntity.set(row.of, [...(byEntity.get(row.of) ?? []), toEntitySummary(row)]);
  return byEntity;
}

async function recentDocuments(ids: string[], callerId: number): Promise<Map<string, TDocumentSummary[]>> {
  const rows = await findRecentDocumentRows(ids, callerId, RECENT_DOCUMENTS);
  const byEntity = new Map<string, TDocumentSummary[]>();
  for (const row of rows) byEntity.set(row.of, [...(byEntity.get(row.of) ?? []), toDocumentSummary(row)]);
  return byEntity;
}

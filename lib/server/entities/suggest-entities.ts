import "server-only";
import { findSuggestionRows } from "./data/entity-search";
import { nameKey } from "./entity-keys";
import { toEntitySummary, type TEntitySummary } from "./entity-summary";

/** A suggested entity with the number of documents that mention it. */
export type TEntitySuggestion = TEntitySummary & { documentCount: number };

/**
 * Suggestions as a user types: entities whose name or an alias starts with the text (most
 * mentioned first), then close spellings by trigram similarity (pg_trgm index).
 */
export async function suggestEntities(
  text: string,
  types: string[] | undefined,
  size: number,
): Promise<TEntitySuggestion[]> {
  const key = nameKey(text);
  if (!key) return [];
  const rows = await findSuggestionRows(key, types);
  return rows
    .sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.doc_count - a.doc_count || b.sim - a.sim)
    .slice(0, size)
    .map((row) => ({ ...toEntitySummary(row), documentCount: row.doc_count }));
}

import "server-only";
import { countForegroundEntitiesInSql, listForegroundDocuments } from "./data/foreground-counts";
import type { TForeground } from "./foreground";
import { mentionIndex, type TEntityCounts } from "./mention-index";

/**
 * How the foreground's entities are counted: `index` (default) lists the foreground documents in SQL
 * and counts their entities in the in-memory mention index (mention-index.ts); `sql` aggregates the
 * mentions in PostgreSQL (also the fallback when the index is too large to keep). Both give the same
 * counts.
 */
export const COUNTINGS = ["index", "sql"] as const;
export type TCounting = (typeof COUNTINGS)[number];

export type TForegroundCounts = {
  /** The number of foreground documents (f). */
  foreground: number;
  counts: TEntityCounts;
  /** With `listDocuments` (or when counted in the index): the foreground document ids. */
  documentIds?: number[];
  counting: TCounting;
};

export async function countForeground(
  foreground: TForeground,
  options: { counting?: TCounting; listDocuments: boolean },
): Promise<TForegroundCounts> {
  if (options.counting !== "sql") {
    const documentIds = await listForegroundDocuments(foreground.ids);
    const index = await mentionIndex(documentIds);
    if (index) {
      return {
        foreground: documentIds.length,
        counts: index.countEntities(documentIds),
        documentIds,
        counting: "index",
      };
    }
  }
  return countInSql(foreground, options.listDocuments);
}

/** Every mention of the foreground documents aggregated in PostgreSQL. */
async function countInSql(foreground: TForeground, listDocuments: boolean): Promise<TForegroundCounts> {
  // The whole corpus is better filtered again than listed.
  const list = listDocuments && !foreground.wholeCorpus;
  const counted = await countForegroundEntitiesInSql(foreground.ids, foreground.wholeCorpus, list);
  return { ...counted, counting: "sql" };
}

import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import { now } from "@/lib/db/clock";
import { db } from "@/lib/db/client";
import { backgroundFrequencies } from "./background-frequencies";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { rankCounted, type TCountedRow } from "./rank-counted";
import { relevanceOf } from "./score-entities";

/** Row types of /documents/categories: the spec's Keyword / category rows. */
export const CATEGORY_TYPES = ["Category", "Keyword"] as const;
export type TCategoryType = (typeof CATEGORY_TYPES)[number];

export type TRelatedCategories = TForegroundInput & {
  /** Category (default) and/or Keyword. */
  types: TCategoryType[];
  entityTypeLimits?: number[];
  pageSize?: number;
};

/**
 * The categories (and, when asked, keywords) of the query's documents as {Description, Type,
 * LastUpdated} rows, most significant first (signed G² against the corpus, as related entities),
 * with Extras.Relevance.
 */
export async function findRelatedCategories(input: TRelatedCategories) {
  const { ids, wholeCorpus } = await foregroundOf(input);
  const [rows, background] = await Promise.all([
    db().$queryRaw<TCountedRow[]>`
      WITH f AS MATERIALIZED (${ids})
      SELECT t.kind || '|' || t.term AS id, t.kind AS type, t.term AS name, count(*)::int AS a
      FROM document_terms t JOIN f ON f.id = t.document_id
      WHERE t.kind = ANY(${input.types}::text[])
      GROUP BY t.kind, t.term
      UNION ALL SELECT '', '', '', count(*)::int FROM f`,
    backgroundFrequencies("terms"),
  ]);
  const kept = rankCounted(rows, background, wholeCorpus, input);
  return {
    Items: kept.map((s) => ({
      Description: s.name,
      Type: s.type,
      Extras: { Relevance: relevanceOf(s) },
      LastUpdated: MIN_DATE,
    })),
    LastUpdated: now(),
  };
}

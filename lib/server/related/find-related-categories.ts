import "server-only";
import { backgroundFrequencies } from "./background-frequencies";
import { countTermsIn } from "./data/foreground-counts";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { rankCounted } from "./rank-counted";
import { relevanceOf, type TRelevance } from "./score-entities";

/** Row types of /documents/categories: the spec's Keyword / category rows. */
export const CATEGORY_TYPES = ["Category", "Keyword"] as const;
export type TCategoryType = (typeof CATEGORY_TYPES)[number];

export type TRelatedCategories = TForegroundInput & {
  /** Category (default) and/or Keyword. */
  types: TCategoryType[];
  entityTypeLimits?: number[];
  pageSize?: number;
};

/** A category or keyword of the query's documents with its relevance. */
export type TRelatedCategory = { name: string; type: string; relevance: TRelevance };

/**
 * The categories (and, when asked, keywords) of the query's documents, most significant first (signed
 * G² against the corpus, as related entities), with their relevance.
 */
export async function findRelatedCategories(input: TRelatedCategories): Promise<TRelatedCategory[]> {
  const { ids, wholeCorpus } = await foregroundOf(input);
  const [rows, background] = await Promise.all([countTermsIn(ids, input.types), backgroundFrequencies("terms")]);
  const kept = rankCounted(rows, background, wholeCorpus, input);
  return kept.map((s) => ({ name: s.name, type: s.type, relevance: relevanceOf(s) }));
}

import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import { now } from "@/lib/server/db/clock";
import { backgroundFrequencies } from "./background-frequencies";
import { countTermsIn } from "./data/foreground-counts";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { rankCounted } from "./rank-counted";
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
  const [rows, background] = await Promise.all([countTermsIn(ids, input.types), backgroundFrequencies("terms")]);
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

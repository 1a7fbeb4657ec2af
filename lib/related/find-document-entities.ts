import "server-only";
import { now } from "@/lib/db/clock";
import type { TForegroundInput } from "./foreground";
import { scoreEntities, scoredEntityItems } from "./score-entities";
import { limitPerType } from "./significance";

export const DOCUMENT_ENTITY_SORTS = ["relevance", "count"] as const;

export type TDocumentEntities = TForegroundInput & {
  types?: string[];
  entityTypeLimits?: number[];
  sortBy: (typeof DOCUMENT_ENTITY_SORTS)[number];
  pageSize: number;
  pageNumber: number;
};

/**
 * The entities in the documents matching the query, the query's own entities included: by
 * significance against the corpus (relevance, default) or by the number of matching documents that
 * mention them (count). entityTypeLimits cap each type before paging.
 */
export async function findDocumentEntities(input: TDocumentEntities) {
  const { ranked } = await scoreEntities({ ...input, excludeQueryEntities: false });
  const kept = limitPerType(ranked, input.types, input.entityTypeLimits);
  const page = kept.slice(input.pageSize * input.pageNumber, input.pageSize * (input.pageNumber + 1));
  return {
    TotalCount: kept.length,
    Description: input.q?.trim() || "All documents",
    Items: await scoredEntityItems(page),
    LastUpdated: now(),
  };
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { findMentionWeights } from "./data/foreground-counts";
import type { TForegroundInput } from "./foreground";
import { scoreEntities, scoredEntities, type TScoredEntity } from "./score-entities";
import { limitPerType, type TScored } from "./significance";

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
export async function findDocumentEntities(
  input: TDocumentEntities,
): Promise<{ total: number; items: TScoredEntity[] }> {
  const scores = await scoreEntities({ ...input, excludeQueryEntities: false, withDocumentIds: true });
  // One document: every entity is in 1 of 1 documents, and significance alone would put the corpus's
  // rarest names first. A document's own entities come most salient first (salienceOrder).
  const ranked =
    scores.foreground === 1 && scores.documents
      ? await salienceOrder(scores.ranked, scores.documents.ids)
      : scores.ranked;
  const kept = limitPerType(ranked, input.types, input.entityTypeLimits);
  const page = kept.slice(input.pageSize * input.pageNumber, input.pageSize * (input.pageNumber + 1));
  return { total: kept.length, items: await scoredEntities(page) };
}

/**
 * The entities of one document, most salient first: mentions in the document, then the recogniser's
 * salience, a mention in the title, the earliest first mention; the significance order breaks ties.
 */
async function salienceOrder(ranked: TScored[], documentIds: Prisma.Sql): Promise<TScored[]> {
  const rows = await findMentionWeights(documentIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const position = new Map(ranked.map((r, i) => [r.id, i]));
  const key = (id: string) => byId.get(id) ?? { n: 0, salience: 0, in_title: false, first: Number.MAX_SAFE_INTEGER };
  return [...ranked].sort((x, y) => {
    const a = key(x.id);
    const b = key(y.id);
    return (
      b.n - a.n ||
      b.salience - a.salience ||
      Number(b.in_title) - Number(a.in_title) ||
      a.first - b.first ||
      position.get(x.id)! - position.get(y.id)!
    );
  });
}

import "server-only";
import type { TCounting } from "./count-foreground";
import type { TForegroundInput } from "./foreground";
import { scoreEntities, scoredEntities, type TScoredEntity } from "./score-entities";
import { limitPerType } from "./significance";

export type TRelatedEntities = TForegroundInput & {
  types?: string[];
  entityTypeLimits?: number[];
  /** How many items; with entityTypeLimits and no pageSize, the sum of the limits. */
  pageSize?: number;
  /** In the mention index (default) or in SQL (count-foreground.ts). */
  counting?: TCounting;
};

export const RELATED_DEFAULT_SIZE = 20;

/**
 * The entities most significantly associated with the query's documents against the whole corpus
 * (signed G², lib/server/related/README.md), leaving out the entities the query names. Without a query the
 * foreground is the whole corpus and the order is by document count.
 */
export async function findRelatedEntities(input: TRelatedEntities): Promise<TScoredEntity[]> {
  const { ranked } = await scoreEntities({ ...input, excludeQueryEntities: true });
  const kept = limitPerType(ranked, input.types, input.entityTypeLimits);
  const size = input.pageSize ?? sumOf(input.entityTypeLimits) ?? RELATED_DEFAULT_SIZE;
  return scoredEntities(kept.slice(0, size));
}

export const sumOf = (limits?: number[]) => (limits ? limits.reduce((s, n) => s + n, 0) : undefined);

import "server-only";
import { backgroundFrequencies } from "./background-frequencies";
import { countGivenEntitiesIn } from "./data/foreground-counts";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { scoredEntities, type TScoredEntity } from "./score-entities";
import { rankBySignificance } from "./significance";

export type TEntityRelevance = TForegroundInput & { entityIds: bigint[] };

/**
 * How relevant given entities are to the query's documents: for each, the signed G² significance of
 * its foreground documents against the corpus (as /v1/infocus scores them), with the counts. Items
 * are ordered by score; an entity absent from the query's documents scores 0 in 0 documents. `documentCount`
 * is the number of the query's documents.
 */
export async function findEntityRelevance(
  input: TEntityRelevance,
): Promise<{ items: TScoredEntity[]; documentCount: number }> {
  const { ids, wholeCorpus } = await foregroundOf(input);
  const [rows, background] = await Promise.all([
    countGivenEntitiesIn(ids, input.entityIds),
    backgroundFrequencies("entities"),
  ]);
  const foreground = rows.find((r) => r.id === "")?.a ?? 0;
  const ranked = rankBySignificance(
    rows.filter((r) => r.id !== ""),
    foreground,
    background,
    wholeCorpus,
  );
  return { items: await scoredEntities(ranked), documentCount: foreground };
}

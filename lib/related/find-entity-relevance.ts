import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import { backgroundFrequencies } from "./background-frequencies";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { scoredEntityItems } from "./score-entities";
import { rankBySignificance } from "./significance";

export type TEntityRelevance = TForegroundInput & { entityIds: bigint[] };

/**
 * How relevant given entities are to the query's documents: for each, the signed G² significance of
 * its foreground documents against the corpus (as /v1/infocus scores them), with the counts. Items
 * are ordered by score; an entity absent from the query's documents scores 0 with DocumentCount 0.
 */
export async function findEntityRelevance(input: TEntityRelevance) {
  const { ids, wholeCorpus } = await foregroundOf(input);
  const [rows, background] = await Promise.all([
    db().$queryRaw<{ id: string; type: string; a: number }[]>`
      WITH f AS MATERIALIZED (${ids})
      SELECT e.id::text AS id, e.type, coalesce(g.a, 0)::int AS a FROM entities e
      LEFT JOIN (
        SELECT m.entity_id, count(*)::int AS a FROM mentions m
        WHERE m.entity_id = ANY(${input.entityIds}::int8[]) AND m.document_id IN (SELECT id FROM f)
        GROUP BY m.entity_id
      ) g ON g.entity_id = e.id
      WHERE e.id = ANY(${input.entityIds}::int8[])
      UNION ALL SELECT '', '', count(*)::int FROM f`,
    backgroundFrequencies("entities"),
  ]);
  const foreground = rows.find((r) => r.id === "")?.a ?? 0;
  const ranked = rankBySignificance(
    rows.filter((r) => r.id !== ""),
    foreground,
    background,
    wholeCorpus,
  );
  return { Items: await scoredEntityItems(ranked), DocumentCount: foreground, LastUpdated: now() };
}

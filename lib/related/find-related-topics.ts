import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import { now } from "@/lib/db/clock";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { backgroundFrequencies } from "./background-frequencies";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { rankCounted, type TCountedRow } from "./rank-counted";
import { relevanceOf } from "./score-entities";

/** Topic types the classifier assigns (lib/nlp/topics): subject categories and urgency. */
export const TOPIC_TYPES = ["Subject", "Urgency"] as const;

export type TRelatedTopics = TForegroundInput & { types?: string[]; entityTypeLimits?: number[]; pageSize?: number };

/**
 * The topics (7_ items) most significantly associated with the query's documents: the same signed
 * G² as related entities, over document_topics. Topics have no update time: LastUpdated is the
 * "does not apply" date.
 */
export async function findRelatedTopics(input: TRelatedTopics) {
  const { ids, wholeCorpus } = await foregroundOf(input);
  const typeFilter = input.types?.length ? Prisma.sql`WHERE t.type = ANY(${input.types}::text[])` : Prisma.empty;
  const [rows, background] = await Promise.all([
    db().$queryRaw<TCountedRow[]>`
      WITH f AS MATERIALIZED (${ids})
      SELECT g.topic_id::text AS id, t.type, t.name, g.a FROM (
        SELECT dt.topic_id, count(*)::int AS a FROM document_topics dt JOIN f ON f.id = dt.document_id GROUP BY dt.topic_id
      ) g JOIN topics t ON t.id = g.topic_id ${typeFilter}
      UNION ALL SELECT '', '', '', count(*)::int FROM f`,
    backgroundFrequencies("topics"),
  ]);
  const kept = rankCounted(rows, background, wholeCorpus, input);
  return {
    Items: kept.map((s) => ({
      Id: `7_${s.id}`,
      Description: s.name,
      Type: s.type,
      LocalizedType: s.type,
      Extras: { Relevance: relevanceOf(s) },
      LastUpdated: MIN_DATE,
    })),
    LastUpdated: now(),
  };
}

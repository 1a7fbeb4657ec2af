import "server-only";
import { MIN_DATE } from "@/lib/contract/wire";
import { now } from "@/lib/server/db/clock";
import { backgroundFrequencies } from "./background-frequencies";
import { countTopicsIn } from "./data/foreground-counts";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { rankCounted } from "./rank-counted";
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
  const [rows, background] = await Promise.all([countTopicsIn(ids, input.types), backgroundFrequencies("topics")]);
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

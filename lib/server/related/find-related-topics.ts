import "server-only";
import { backgroundFrequencies } from "./background-frequencies";
import { countTopicsIn } from "./data/foreground-counts";
import { foregroundOf, type TForegroundInput } from "./foreground";
import { rankCounted } from "./rank-counted";
import { relevanceOf, type TRelevance } from "./score-entities";

/** Topic types the classifier assigns (lib/nlp/topics): subject categories and urgency. */
export const TOPIC_TYPES = ["Subject", "Urgency"] as const;

export type TRelatedTopics = TForegroundInput & { types?: string[]; entityTypeLimits?: number[]; pageSize?: number };

/** A topic of the query's documents with its relevance; topics have no update time. */
export type TRelatedTopic = { id: string; name: string; type: string; relevance: TRelevance };

/**
 * The topics (7_ items) most significantly associated with the query's documents: the same signed
 * G² as related entities, over document_topics.
 */
export async function findRelatedTopics(input: TRelatedTopics): Promise<TRelatedTopic[]> {
  const { ids, wholeCorpus } = await foregroundOf(input);
  const [rows, background] = await Promise.all([countTopicsIn(ids, input.types), backgroundFrequencies("topics")]);
  const kept = rankCounted(rows, background, wholeCorpus, input);
  return kept.map((s) => ({ id: s.id, name: s.name, type: s.type, relevance: relevanceOf(s) }));
}

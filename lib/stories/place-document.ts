import "server-only";
import type { TDocFeatures } from "./document-features";
import { linkProbability, otherActors, STORY_MODEL, type TStoryModel } from "./link-documents";

const DAY_MS = 24 * 3600 * 1000;
/** A document is compared with the story members published within this distance of it… */
export const WINDOW_MS = 10 * DAY_MS;
/** …and with the story's most recent members only, so the story's centre cannot drift. */
export const CORE_SIZE = 8;
/** A story spans at most this long from its first report: later coverage is a new event. */
export const MAX_SPAN_MS = 14 * DAY_MS;

export type TStoryCore = {
  id: string;
  first: number;
  last: number;
  count: number;
  /** The most recent members, oldest first (at most CORE_SIZE). */
  core: TDocFeatures[];
};

/**
 * The mean link probability of the document with the story's core members near it in time, or
 * undefined when the story cannot take it (out of the window or the span). One close member is not
 * enough: the document has to link to the story's recent core as a whole.
 */
export function storyScore(doc: TDocFeatures, story: TStoryCore, model: TStoryModel = STORY_MODEL): number | undefined {
  if (doc.at - story.first > MAX_SPAN_MS || story.last - doc.at > MAX_SPAN_MS) return undefined;
  const near = story.core.filter((m) => Math.abs(m.at - doc.at) <= WINDOW_MS);
  if (near.length === 0) return undefined;
  const links = near.map((m) => linkProbability(doc, m, model));
  if (Math.max(...links) < model.minLink) return undefined;
  const score = links.reduce((sum, p) => sum + p, 0) / links.length;
  const core = {
    actors: new Set(near.flatMap((m) => [...m.actors])),
    prominent: new Set(near.flatMap((m) => [...m.prominent])),
  };
  const different = otherActors(doc, core);
  return different && score < model.otherActorsThreshold ? undefined : score;
}

/** The story the document joins: the best-scoring one at or above the model's threshold. */
export function placeDocument<T extends TStoryCore>(
  doc: TDocFeatures,
  stories: Iterable<T>,
  model: TStoryModel = STORY_MODEL,
): { story: T; score: number } | undefined {
  let best: { story: T; score: number } | undefined;
  for (const story of stories) {
    const score = storyScore(doc, story, model);
    if (score !== undefined && score >= model.threshold && (!best || score > best.score)) best = { story, score };
  }
  return best;
}

export function addMember(story: TStoryCore, doc: TDocFeatures): void {
  story.core.push(doc);
  story.core.sort((a, b) => a.at - b.at);
  if (story.core.length > CORE_SIZE) story.core.shift();
  story.first = Math.min(story.first, doc.at);
  story.last = Math.max(story.last, doc.at);
  story.count++;
}

/** Online clustering of documents in publication order, in memory: document id → story number. */
export function clusterOnline(docs: TDocFeatures[], model: TStoryModel = STORY_MODEL): Map<string, string> {
  const stories: TStoryCore[] = [];
  const result = new Map<string, string>();
  for (const doc of [...docs].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))) {
    let story = placeDocument(doc, stories, model)?.story;
    if (!story) stories.push((story = { id: String(stories.length), first: doc.at, last: doc.at, count: 0, core: [] }));
    addMember(story, doc);
    result.set(doc.id, story.id);
  }
  return result;
}

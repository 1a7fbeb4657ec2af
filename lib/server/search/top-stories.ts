import "server-only";
import { now } from "@/lib/server/db/clock";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { DomainError } from "@/lib/server/errors";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findStoryHeads, rankStories, type TStoryHeadRow } from "./data/stories";
import { storyExtras, type TStoryExtra, type TStoryExtras } from "./story-extras";

import { STORY_SELECTORS } from "@/lib/contract/widget-kinds";

export { STORY_SELECTORS };
export type TStorySelector = (typeof STORY_SELECTORS)[number];

export type TTopStoriesSearch = {
  q?: string;
  noStories: number;
  storySelector: TStorySelector;
  /** Fraction of the best story's best document relevance a story must reach (only with q). */
  minRelevance: number;
  minNoDocuments: number;
  fromDate?: Date;
  toDate?: Date;
  extras: TStoryExtra[];
  callerId: number;
};

/** A top story: its head document with the story's fields and the extras asked for. */
export type TTopStory = TDocumentSummary & {
  clusterId: string;
  /** All documents of the story. */
  storySize: number;
  firstReported: Date;
  extras?: TStoryExtras;
};

/** The top stories, the count of all ranked stories and what they were asked for. */
export type TTopStories = { total: number; description: string; items: TTopStory[] };

const DAY_MS = 86_400_000;

/**
 * Top stories: stories (document clusters) ranked by their documents in a time window that match q.
 * The window ends at toDate (default: the service clock) and starts at fromDate; without either, the
 * last 24 hours without q ("today's stories") and all time before the end with q.
 * Selectors: biggest = most matching documents in the window; fastestgrowing = matching documents in
 * the window's last 24 hours divided by (1 + the story's earlier daily rate in the window).
 * Each row is the story's head document with ClusterId, NoDocuments and FirstReported.
 */
export async function topStories(input: TTopStoriesSearch): Promise<TTopStories> {
  const end = input.toDate ?? now();
  const start = input.fromDate ?? (input.q?.trim() ? null : new Date(end.getTime() - DAY_MS));
  if (start && start > end) throw new DomainError("INVALID_PARAMETER", "parameter fromDate: must not be after toDate");
  const query = parseQuery(input.q);
  const compiled = await compileQuery(query);
  const recentFrom = new Date(end.getTime() - DAY_MS);
  const stories = await rankStories({
    compiled,
    hasQuery: Boolean(query),
    callerId: input.callerId,
    end,
    start,
    recentFrom,
    selector: input.storySelector,
    minRelevance: input.minRelevance,
    minNoDocuments: input.minNoDocuments,
    limit: input.noStories,
  });
  const ids = stories.map((s) => BigInt(s.story_id));
  const rows = ids.length ? await findStoryHeads(ids) : [];
  const byStory = new Map(rows.map((r) => [String(r.story_id), r]));
  const ordered = stories.map((s) => byStory.get(String(s.story_id))).filter((r): r is TStoryHeadRow => Boolean(r));
  const extras = await storyExtras(ordered, input.extras, compiled.textQuery, query);
  return {
    total: stories[0] ? Number(stories[0].total) : 0,
    description: input.q?.trim() || "Top stories",
    items: ordered.map((row) => {
      const found = extras.get(String(row.story_id));
      return {
        ...toDocumentSummary(row),
        clusterId: row.cluster_id,
        storySize: row.doc_count,
        firstReported: row.first_reported,
        ...(found ? { extras: found } : {}),
      };
    }),
  };
}

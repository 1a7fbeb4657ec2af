import "server-only";
import { withAdvisoryLock } from "@/lib/server/db/advisory-lock";
import { withTransaction } from "@/lib/server/db/pool";
import { log } from "@/lib/server/log";
import { findStoriesBetween, findStoryByClusterId, latestStoryReport, mergeStoriesInto } from "./data/stories";
import { findMembers, findMembersOfStoriesBegun } from "./data/story-documents";
import type { TDocFeatures } from "./document-features";
import { STORY_MODEL } from "./link-documents";
import { corpusFrequencies, loadDocumentFeatures, type TCorpusFrequencies } from "./load-document-features";
import { MAX_SPAN_MS, WINDOW_MS } from "./place-document";
import {
  MERGE_THRESHOLD,
  mergeStories,
  resolveMerges,
  type TSettledStories,
  type TStoryMerge,
} from "./recluster-stories";

/** One clustering or re-clustering run at a time across processes. */
export const STORY_LOCK_ID = 727_002;
/** Stories this many days before the newest report are looked at: a story's span plus the window. */
const LOOKBACK_MS = MAX_SPAN_MS + WINDOW_MS;

/** stories: the stories looked at, summed over the windows (a story may be in two). */
export type TReclusterResult = { stories: number; merges: { from: string; into: string; score: number }[] };

/**
 * The re-clustering pass over the stored stories (docs/decisions/0005-stories.md): the stories
 * reported in the last span + window before `until` (default: the newest story), or in every such
 * window from `from` on, are merged by
 * average linkage; a merged story's documents move to the survivor (the older, then larger story),
 * its row goes and its ClusterId is recorded in story_merges. One run at a time with clustering.
 */
export async function reclusterStoredStories(
  opts: { from?: Date; until?: Date; threshold?: number } = {},
): Promise<TReclusterResult> {
  return withAdvisoryLock(STORY_LOCK_ID, () => reclusterLocked(opts));
}

/** Windows overlap by a story's span, so two stories that may merge are always in one window together. */
const STEP_MS = LOOKBACK_MS - MAX_SPAN_MS;

/**
 * The pass, for a caller that holds STORY_LOCK_ID: over the LOOKBACK before `until`, or, with `from`
 * (an import of older documents), over every window from there to `until`.
 */
export async function reclusterLocked(opts: {
  from?: Date;
  until?: Date;
  threshold?: number;
}): Promise<TReclusterResult> {
  const until = opts.until ?? (await latestStoryReport());
  if (!until) return { stories: 0, merges: [] };
  const total: TReclusterResult = { stories: 0, merges: [] };
  const first = Math.min(opts.from?.getTime() ?? Infinity, until.getTime() - LOOKBACK_MS);
  // Windows overlap: pairs of stories one window left apart, unchanged, are not scored again.
  const settled: TSettled = { stories: new Map(), features: new Map() };
  // Counted once here; the windows take these frequencies while they are young.
  await corpusFrequencies();
  for (let end = first + LOOKBACK_MS; ; end += STEP_MS) {
    const windowEnd = Math.min(end, until.getTime());
    // The documents the next window adds are read while this one is merged.
    const ahead = settled.ahead;
    settled.ahead = end >= until.getTime() ? undefined : readAhead(windowEnd, Math.min(end + STEP_MS, until.getTime()));
    settled.ahead?.catch(() => {}); // awaited by the next window, which reads the features itself on a failure
    const window = await reclusterWindow(new Date(windowEnd), opts.threshold, settled, ahead);
    total.stories += window.stories;
    total.merges.push(...window.merges);
    if (end >= until.getTime()) return total;
  }
}

/**
 * What the previous window left, with the frequencies its features were weighted by and the features
 * of its documents (the same figures for the same document and frequencies).
 */
type TSettled = {
  stories: TSettledStories;
  frequencies?: TCorpusFrequencies;
  features: Map<string, TDocFeatures>;
  /** The features read ahead for the next window. */
  ahead?: Promise<TReadAhead>;
};

type TReadAhead = { frequencies: TCorpusFrequencies; features: Map<string, TDocFeatures> };

/**
 * The features of the documents a window ending at `until` holds and the window ending at `after`
 * does not: the members of the stories that begin between the two ends (a story that begins earlier
 * is in the earlier window, and merges there only join stories of that window).
 */
async function readAhead(after: number, until: number): Promise<TReadAhead> {
  const frequencies = await corpusFrequencies({ recount: false });
  const docs = await findMembersOfStoriesBegun(new Date(after), new Date(until));
  return { frequencies, features: await loadDocumentFeatures(docs, frequencies) };
}

async function reclusterWindow(
  until: Date,
  threshold: number | undefined,
  settled: TSettled,
  ahead: Promise<TReadAhead> | undefined,
): Promise<TReclusterResult> {
  const stories = await findStoriesBetween(new Date(until.getTime() - LOOKBACK_MS), until);
  if (stories.length < 2) return { stories: stories.length, merges: [] };
  const members = await findMembers(stories.map((s) => s.id));
  const frequencies = await corpusFrequencies({ recount: false });
  // Features weighted otherwise (the corpus grew meanwhile) give other links: nothing is settled.
  if (settled.frequencies !== frequencies) {
    settled.stories.clear();
    settled.features.clear();
  }
  settled.frequencies = frequencies;
  // Windows overlap: the documents the previous window loaded or read ahead are not read again.
  // Reading ahead only saves time: when it failed (a connection not had within the pool's timeout while the
  // previous window merged on this thread, seen at 520,000 documents in the scale benchmark), this window
  // reads what it needs itself, and a database that is really away fails those reads.
  const read = await ahead?.catch((error: unknown) => {
    log().warn({ err: error }, "story features read ahead failed; the window reads them itself");
    return undefined;
  });
  const readAheadFeatures = read?.frequencies === frequencies ? read.features : new Map<string, TDocFeatures>();
  const features = new Map<string, TDocFeatures>();
  const missing: { id: string; publishedAt: Date }[] = [];
  for (const m of members) {
    const known = settled.features.get(m.id) ?? readAheadFeatures.get(m.id);
    if (known && known.at === m.publishedAt.getTime()) features.set(m.id, known);
    else missing.push({ id: m.id, publishedAt: m.publishedAt });
  }
  if (missing.length > 0) for (const [id, f] of await loadDocumentFeatures(missing, frequencies)) features.set(id, f);
  settled.features = features;
  const byStory = new Map(stories.map((s) => [s.id, { id: s.id, members: [] as ReturnType<typeof features.get>[] }]));
  for (const m of members) byStory.get(m.storyId)?.members.push(features.get(m.id));
  const merges = mergeStories(
    [...byStory.values()].map((s) => ({ id: s.id, members: s.members.filter((m) => m !== undefined) })),
    STORY_MODEL,
    threshold ?? MERGE_THRESHOLD,
    settled.stories,
  );
  if (merges.length > 0) await saveMerges(merges);
  const clusterOf = new Map(stories.map((s) => [s.id, s.clusterId]));
  return {
    stories: stories.length,
    merges: merges.map((m) => ({ from: clusterOf.get(m.from)!, into: clusterOf.get(m.into)!, score: m.score })),
  };
}

/** The window's merges, in one transaction of a few statements (the same rows as one by one). */
async function saveMerges(merges: TStoryMerge[]): Promise<void> {
  const into = resolveMerges(merges);
  await withTransaction((client) =>
    mergeStoriesInto(client, {
      from: merges.map((m) => m.from),
      into: merges.map((m) => into.get(m.from)!),
      score: merges.map((m) => m.score),
    }),
  );
}

/** The story a ClusterId names now: itself, or the story it was merged into; undefined if unknown. */
export async function resolveClusterId(clusterId: string): Promise<{ id: string; clusterId: string } | undefined> {
  return findStoryByClusterId(clusterId);
}

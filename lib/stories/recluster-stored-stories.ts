import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import type { TDocFeatures } from "./document-features";
import { STORY_MODEL } from "./link-documents";
import { corpusFrequencies, loadDocumentFeatures, type TCorpusFrequencies } from "./load-document-features";
import { MAX_SPAN_MS, WINDOW_MS } from "./place-document";
import { MERGE_THRESHOLD, mergeStories, type TSettledStories, type TStoryMerge } from "./recluster-stories";

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
  const lock = await pool().connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [STORY_LOCK_ID]);
    return await reclusterLocked(opts);
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [STORY_LOCK_ID]).catch(() => {});
    lock.release();
  }
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
  const until =
    opts.until ??
    (await pool().query<{ last: Date | null }>("SELECT max(last_reported) AS last FROM stories")).rows[0]?.last;
  if (!until) return { stories: 0, merges: [] };
  const total: TReclusterResult = { stories: 0, merges: [] };
  const first = Math.min(opts.from?.getTime() ?? Infinity, until.getTime() - LOOKBACK_MS);
  // Windows overlap: pairs of stories one window left apart, unchanged, are not scored again.
  const settled: TSettled = { stories: new Map(), features: new Map() };
  for (let end = first + LOOKBACK_MS; ; end += STEP_MS) {
    const window = await reclusterWindow(new Date(Math.min(end, until.getTime())), opts.threshold, settled);
    total.stories += window.stories;
    total.merges.push(...window.merges);
    if (end >= until.getTime()) return total;
  }
}

/**
 * What the previous window left, with the frequencies its features were weighted by and the features
 * of its documents (the same figures for the same document and frequencies).
 */
type TSettled = { stories: TSettledStories; frequencies?: TCorpusFrequencies; features: Map<string, TDocFeatures> };

async function reclusterWindow(
  until: Date,
  threshold: number | undefined,
  settled: TSettled,
): Promise<TReclusterResult> {
  const { rows: stories } = await pool().query<{ id: string; cluster_id: string }>(
    "SELECT id, cluster_id FROM stories WHERE last_reported >= $1 AND first_reported <= $2",
    [new Date(until.getTime() - LOOKBACK_MS), until],
  );
  if (stories.length < 2) return { stories: stories.length, merges: [] };
  const { rows: members } = await pool().query<{ id: string; story_id: string; published_at: Date }>(
    "SELECT id, story_id, published_at FROM documents WHERE story_id = ANY($1::int8[])",
    [stories.map((s) => s.id)],
  );
  const frequencies = await corpusFrequencies();
  // Features weighted otherwise (the corpus grew meanwhile) give other links: nothing is settled.
  if (settled.frequencies !== frequencies) {
    settled.stories.clear();
    settled.features.clear();
  }
  settled.frequencies = frequencies;
  // Windows overlap: the documents the previous window loaded are not read again.
  const features = new Map<string, TDocFeatures>();
  const missing: { id: string; publishedAt: Date }[] = [];
  for (const m of members) {
    const known = settled.features.get(m.id);
    if (known && known.at === m.published_at.getTime()) features.set(m.id, known);
    else missing.push({ id: m.id, publishedAt: m.published_at });
  }
  if (missing.length > 0) for (const [id, f] of await loadDocumentFeatures(missing, frequencies)) features.set(id, f);
  settled.features = features;
  const byStory = new Map(stories.map((s) => [s.id, { id: s.id, members: [] as ReturnType<typeof features.get>[] }]));
  for (const m of members) byStory.get(m.story_id)?.members.push(features.get(m.id));
  const merges = mergeStories(
    [...byStory.values()].map((s) => ({ id: s.id, members: s.members.filter((m) => m !== undefined) })),
    STORY_MODEL,
    threshold ?? MERGE_THRESHOLD,
    settled.stories,
  );
  if (merges.length > 0) await saveMerges(merges);
  const clusterOf = new Map(stories.map((s) => [s.id, s.cluster_id]));
  return {
    stories: stories.length,
    merges: merges.map((m) => ({ from: clusterOf.get(m.from)!, into: clusterOf.get(m.into)!, score: m.score })),
  };
}

async function saveMerges(merges: TStoryMerge[]): Promise<void> {
  await withTransaction(async (client) => {
    for (const m of merges) {
      await client.query("UPDATE documents SET story_id = $2 WHERE story_id = $1", [m.from, m.into]);
      await client.query("UPDATE story_merges SET into_story_id = $2 WHERE into_story_id = $1", [m.from, m.into]);
      await client.query(
        `INSERT INTO story_merges (cluster_id, into_story_id, score)
         SELECT cluster_id, $2, $3 FROM stories WHERE id = $1`,
        [m.from, m.into, m.score],
      );
      await client.query(
        `UPDATE stories s SET first_reported = least(s.first_reported, g.first_reported),
           last_reported = greatest(s.last_reported, g.last_reported), updated_at = now(),
           doc_count = (SELECT count(*) FROM documents d WHERE d.story_id = s.id)
         FROM stories g WHERE s.id = $2 AND g.id = $1`,
        [m.from, m.into],
      );
      await client.query("DELETE FROM stories WHERE id = $1", [m.from]);
    }
  });
}

/** The story a ClusterId names now: itself, or the story it was merged into; undefined if unknown. */
export async function resolveClusterId(clusterId: string): Promise<{ id: string; clusterId: string } | undefined> {
  const { rows } = await pool().query<{ id: string; cluster_id: string }>(
    `SELECT id, cluster_id FROM stories WHERE cluster_id = $1
     UNION ALL
     SELECT s.id, s.cluster_id FROM story_merges m JOIN stories s ON s.id = m.into_story_id WHERE m.cluster_id = $1
     LIMIT 1`,
    [clusterId],
  );
  return rows[0] ? { id: rows[0].id, clusterId: rows[0].cluster_id } : undefined;
}

import "server-only";
import { withAdvisoryLock } from "@/lib/server/db/advisory-lock";
import { findActiveStories } from "./data/stories";
import { findDocumentsWithoutStory, findRecentMembers } from "./data/story-documents";
import { STORY_MODEL, type TStoryModel } from "./link-documents";
import { corpusFrequencies, loadDocumentFeatures, type TCorpusFrequencies } from "./load-document-features";
import { reclusterLocked, STORY_LOCK_ID } from "./recluster-stored-stories";
import { ActiveStories, CORE_SIZE, MAX_SPAN_MS, placeDocument, WINDOW_MS } from "./place-document";
import { ChunkSaver, chunkToSave, type TAssignment, type TPlacedStory } from "./save-assignments";

// Online clustering (DECISIONS 20, docs/decisions/0005-stories.md): documents are taken in
// publication order and each joins the story whose recent core it links to best, by a model learned
// on pairs of documents (title, body, people, organisations, places, time apart, different main
// actors), or starts a story of its own. STORY_THRESHOLD overrides the learned joining threshold.
const MODEL: TStoryModel = {
  ...STORY_MODEL,
  threshold: Number(process.env.STORY_THRESHOLD || STORY_MODEL.threshold),
};
const CHUNK = 1000;
/** Placement lets pending database work go on after this many documents. */
const YIELD_EVERY = 25;

type TStory = TPlacedStory;

const LOCK_ID = STORY_LOCK_ID;
/** The re-clustering pass follows a clustering run that placed this many documents… */
const RECLUSTER_AFTER_DOCUMENTS = 100;
/** …or any clustering run this long after the last pass of this process. */
const RECLUSTER_INTERVAL_MS = 10 * 60_000;
let lastPass = Date.now();

/**
 * Assigns every document without a story, oldest first; then, after an import (many documents) or
 * now and then, the re-clustering pass (recluster-stored-stories.ts). One run at a time across processes.
 */
export async function clusterPendingDocuments(): Promise<{ assigned: number; created: number; merged: number }> {
  return withAdvisoryLock(LOCK_ID, async () => {
    const totals = await clusterLocked();
    let merged = 0;
    const due = totals.assigned >= RECLUSTER_AFTER_DOCUMENTS || Date.now() - lastPass >= RECLUSTER_INTERVAL_MS;
    if (totals.assigned > 0 && due) {
      lastPass = Date.now();
      merged = (await reclusterLocked({ from: totals.earliest })).merges.length;
    }
    return { assigned: totals.assigned, created: totals.created, merged };
  });
}

async function clusterLocked(): Promise<{ assigned: number; created: number; earliest?: Date }> {
  const totals: { assigned: number; created: number; earliest?: Date } = { assigned: 0, created: 0 };
  const active = new ActiveStories<TStory>();
  let pending = await pendingAfter(undefined);
  if (pending.length === 0) return totals;
  totals.earliest = pending[0]!.publishedAt;
  const frequencies = await corpusFrequencies();
  const since = new Date(pending[0]!.publishedAt.getTime() - WINDOW_MS);
  for (const story of await loadStories(since, frequencies)) active.add(story.id, story);
  let features = await loadDocumentFeatures(pending, frequencies);
  // A chunk is saved while the next one is placed (the database works on the other core).
  const saver = new ChunkSaver();
  for (;;) {
    // The next chunk (the documents after this one, in the same order): its features are read while
    // this chunk is placed.
    const next = await pendingAfter(pending.at(-1)!.id);
    const nextFeatures = next.length > 0 ? loadDocumentFeatures(next, frequencies) : undefined;
    nextFeatures?.catch(() => {}); // awaited below; a failure is thrown there
    await new Promise((resolve) => setImmediate(resolve)); // the queries go out before placing
    const assignments: TAssignment[] = [];
    for (const [i, doc] of pending.entries()) {
      // Now and then the saving of the previous chunk is let on to its next statement.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
      const feature = features.get(doc.id)!;
      const at = doc.publishedAt.getTime();
      const joined = placeDocument(
        feature,
        active.candidates(feature),
        MODEL,
        active.nearCoreDots(feature, MODEL),
      )?.story;
      const story: TStory = joined ?? { id: "", first: at, last: at, count: 0, core: [], dirty: true };
      if (!joined) active.add(`new:${doc.id}`, story);
      active.addMember(story, feature);
      story.dirty = true;
      assignments.push({ doc, story, isNew: !joined });
    }
    await saver.save(chunkToSave(assignments));
    totals.assigned += assignments.length;
    totals.created += assignments.filter((a) => a.isNew).length;
    // Forget stories that can no longer take documents of the following chunk.
    active.forgetBefore(pending.at(-1)!.publishedAt.getTime() - WINDOW_MS);
    if (nextFeatures) {
      [pending, features] = [next, await nextFeatures];
      continue;
    }
    // Documents stored meanwhile with an earlier publication time are placed now.
    await saver.flush();
    pending = await pendingAfter(undefined);
    if (pending.length === 0) return totals;
    features = await loadDocumentFeatures(pending, frequencies);
  }
}

/** Documents without a story, oldest first, after the given one in that order (or from the first). */
const pendingAfter = (after: string | undefined) => findDocumentsWithoutStory(after, CHUNK);

/** Stories active since the given time, each with its most recent CORE_SIZE members. */
async function loadStories(since: Date, frequencies: TCorpusFrequencies): Promise<TStory[]> {
  const rows = await findActiveStories(since, new Date(since.getTime() - MAX_SPAN_MS));
  if (rows.length === 0) return [];
  const members = await findRecentMembers(
    rows.map((r) => r.id),
    CORE_SIZE,
  );
  const features = await loadDocumentFeatures(
    members.map((m) => ({ id: m.id, publishedAt: m.publishedAt })),
    frequencies,
  );
  const stories = new Map<string, TStory>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        first: r.firstReported.getTime(),
        last: r.lastReported.getTime(),
        count: r.docCount,
        core: [],
        dirty: false,
      },
    ]),
  );
  for (const m of members) stories.get(m.storyId)?.core.push(features.get(m.id)!);
  for (const story of stories.values()) story.core.sort((a, b) => a.at - b.at);
  return [...stories.values()];
}

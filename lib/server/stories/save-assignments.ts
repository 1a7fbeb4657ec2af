import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { assignDocuments, insertStories, updateStoryFigures } from "./data/stories";
import type { TPendingDocument } from "./data/story-documents";
import { normalize, topFeatures, type TDocFeatures, type TVector } from "./document-features";
import type { TStoryCore } from "./place-document";

const CENTROID_SIZE = 60;

/** A story being placed into: `dirty` while figures not yet taken for saving have changed. */
export type TPlacedStory = TStoryCore & { dirty: boolean };

export type TAssignment = { doc: TPendingDocument; story: TPlacedStory; isNew: boolean };

/** One chunk's assignments with its stories' figures as they were when the chunk was placed. */
export type TChunkToSave = {
  assignments: TAssignment[];
  figures: { story: TPlacedStory; centroid: string; first: Date; last: Date }[];
};

/**
 * Takes the figures of the chunk's stories now (placement of the next chunk changes them), so that the
 * chunk can be saved while the next one is placed.
 */
export function chunkToSave(assignments: TAssignment[]): TChunkToSave {
  const stories = [...new Map(assignments.map((a) => [a.story, a.story])).values()].filter((s) => s.dirty);
  const figures = stories.map((story) => ({
    story,
    centroid: JSON.stringify(centroid(story.core)),
    first: new Date(story.first),
    last: new Date(story.last),
  }));
  for (const s of stories) s.dirty = false;
  return { assignments, figures };
}

/**
 * Saves a chunk: its new stories, the documents' story ids, the stories' figures. A story made by an
 * earlier chunk must have been saved (its id is read now).
 */
export async function saveChunk({ assignments, figures }: TChunkToSave): Promise<void> {
  await withTransaction(async (client) => {
    // New stories in one statement, numbered in the order of their first documents (as one by one).
    const fresh = assignments.filter((x) => x.isNew && x.story.id === "");
    const idOf = await insertStories(
      client,
      fresh.map((a) => ({ title: a.doc.title, headDocumentId: a.doc.id, at: a.doc.publishedAt })),
    );
    for (const a of fresh) a.story.id = idOf.get(a.doc.id)!;
    await assignDocuments(
      client,
      assignments.map((a) => a.doc.id),
      assignments.map((a) => a.story.id),
    );
    await updateStoryFigures(
      client,
      figures.map((f) => ({ id: f.story.id, centroid: f.centroid, first: f.first, last: f.last })),
    );
  });
}

/**
 * Saves chunks one after the other while the caller goes on placing: at most one chunk is being
 * saved; `save` waits for it, then starts the next; `flush` waits for the last. A failed save is thrown
 * by the next `save` or `flush`.
 */
export class ChunkSaver {
  private saving: Promise<void> | undefined;

  async save(chunk: TChunkToSave): Promise<void> {
    await this.flush();
    const saving = saveChunk(chunk);
    saving.catch(() => {}); // awaited by the next save or flush
    this.saving = saving;
  }

  async flush(): Promise<void> {
    const saving = this.saving;
    this.saving = undefined;
    await saving;
  }
}

/** What the story is about, for inspection: the strongest terms of its core. */
function centroid(core: TDocFeatures[]): Record<string, number> {
  const sum: TVector = new Map();
  for (const doc of core) for (const [k, v] of doc.body) sum.set(k, (sum.get(k) ?? 0) + v);
  return Object.fromEntries(
    [...normalize(topFeatures(sum, CENTROID_SIZE))].map(([k, v]) => [k, Math.round(v * 1e4) / 1e4]),
  );
}

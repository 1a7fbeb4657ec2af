import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import { pool } from "@/lib/server/db/pool";
import type { TNotNull, TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";

export type TStoryRow = { id: string; docCount: number; firstReported: Date; lastReported: Date };
export type TNewStory = { title: string; headDocumentId: string; at: Date };
export type TStoryFigures = { id: string; centroid: string; first: Date; last: Date };

/** Stories still reported at `lastFrom` that began at `firstFrom` or later. */
export async function findActiveStories(lastFrom: Date, firstFrom: Date): Promise<TStoryRow[]> {
  const { rows } = await pool().query<TRow<"stories", "id" | "doc_count" | "first_reported" | "last_reported">>(
    "SELECT id, doc_count, first_reported, last_reported FROM stories WHERE last_reported >= $1 AND first_reported >= $2",
    [lastFrom, firstFrom],
  );
  return rows.map((r) => ({
    id: r.id,
    docCount: r.doc_count,
    firstReported: r.first_reported,
    lastReported: r.last_reported,
  }));
}

/** Stories whose span overlaps [from, until], with their ClusterIds. */
export async function findStoriesBetween(from: Date, until: Date): Promise<{ id: string; clusterId: string }[]> {
  const { rows } = await pool().query<TRow<"stories", "id" | "cluster_id">>(
    "SELECT id, cluster_id FROM stories WHERE last_reported >= $1 AND first_reported <= $2",
    [from, until],
  );
  return rows.map((r) => ({ id: r.id, clusterId: r.cluster_id }));
}

/** When the newest story was last reported (undefined without stories). */
export async function latestStoryReport(): Promise<Date | undefined> {
  const { rows } = await pool().query<TNullable<TRowAs<"stories", { last: "last_reported" }>>>(
    "SELECT max(last_reported) AS last FROM stories",
  );
  return rows[0]?.last ?? undefined;
}

/**
 * New stories in one statement, numbered in the order given (as one by one), each with a fresh
 * ClusterId; returns the new story's id by its head document's id.
 */
export async function insertStories(q: TQueryable, stories: TNewStory[]): Promise<Map<string, string>> {
  const { rows } = await q.query<TRow<"stories", "id"> & TNotNull<TRowAs<"stories", { head: "head_document_id" }>>>(
    `INSERT INTO stories (cluster_id, title, head_document_id, first_reported, last_reported, doc_count)
     SELECT gen_random_uuid()::text, u.title, u.head, u.at, u.at, 0
     FROM unnest($1::text[], $2::int8[], $3::timestamptz[]) WITH ORDINALITY AS u(title, head, at, n)
     ORDER BY u.n RETURNING id, head_document_id AS head`,
    unnestColumns(stories, ["title", "headDocumentId", "at"]),
  );
  return new Map(rows.map((r) => [r.head, r.id]));
}

/** Puts each document into its story. */
export async function assignDocuments(q: TQueryable, documentIds: string[], storyIds: string[]): Promise<void> {
  await q.query(
    "UPDATE documents d SET story_id = a.story FROM unnest($1::int8[], $2::int8[]) AS a(doc, story) WHERE d.id = a.doc",
    [documentIds, storyIds],
  );
}

/** A story's centroid and span, and its document count as stored. */
export async function updateStoryFigures(q: TQueryable, stories: TStoryFigures[]): Promise<void> {
  await q.query(
    `UPDATE stories s SET centroid = u.centroid, first_reported = u.first, last_reported = u.last, updated_at = now(),
       doc_count = (SELECT count(*) FROM documents d WHERE d.story_id = s.id)
     FROM unnest($1::int8[], $2::jsonb[], $3::timestamptz[], $4::timestamptz[]) AS u(id, centroid, first, last)
     WHERE s.id = u.id`,
    unnestColumns(stories, ["id", "centroid", "first", "last"]),
  );
}

/**
 * Applies merges in one go: each story `from[i]` into `into[i]`, the story it ends in after all of
 * them (a story merged into one merged later goes to the last). The merged stories' documents move,
 * earlier merges into them follow, their ClusterIds are recorded in story_merges with their scores,
 * the survivors' spans and counts are updated and the merged stories' rows go: the same rows as
 * merging them one by one in order.
 */
export async function mergeStoriesInto(
  q: TQueryable,
  merges: { from: string[]; into: string[]; score: number[] },
): Promise<void> {
  const { from, into, score } = merges;
  const pairs = "unnest($1::int8[], $2::int8[]) AS m(from_id, into_id)";
  await q.query(`UPDATE documents d SET story_id = m.into_id FROM ${pairs} WHERE d.story_id = m.from_id`, [from, into]);
  await q.query(`UPDATE story_merges s SET into_story_id = m.into_id FROM ${pairs} WHERE s.into_story_id = m.from_id`, [
    from,
    into,
  ]);
  await q.query(
    `INSERT INTO story_merges (cluster_id, into_story_id, score)
     SELECT s.cluster_id, m.into_id, m.score
     FROM unnest($1::int8[], $2::int8[], $3::float8[]) WITH ORDINALITY AS m(from_id, into_id, score, n)
     JOIN stories s ON s.id = m.from_id ORDER BY m.n`,
    [from, into, score],
  );
  await q.query(
    `UPDATE stories s SET first_reported = least(s.first_reported, g.first_reported),
       last_reported = greatest(s.last_reported, g.last_reported), updated_at = now(),
       doc_count = (SELECT count(*) FROM documents d WHERE d.story_id = s.id)
     FROM (SELECT m.into_id, min(f.first_reported) AS first_reported, max(f.last_reported) AS last_reported
           FROM ${pairs} JOIN stories f ON f.id = m.from_id GROUP BY m.into_id) g
     WHERE s.id = g.into_id`,
    [from, into],
  );
  await q.query("DELETE FROM stories WHERE id = ANY($1::int8[])", [from]);
}

/** The story a ClusterId names now: itself, or the story it was merged into. */
export async function findStoryByClusterId(clusterId: string): Promise<{ id: string; clusterId: string } | undefined> {
  const { rows } = await pool().query<TRow<"stories", "id" | "cluster_id">>(
    `SELECT id, cluster_id FROM stories WHERE cluster_id = $1
     UNION ALL
     SELECT s.id, s.cluster_id FROM story_merges m JOIN stories s ON s.id = m.into_story_id WHERE m.cluster_id = $1
     LIMIT 1`,
    [clusterId],
  );
  return rows[0] ? { id: rows[0].id, clusterId: rows[0].cluster_id } : undefined;
}

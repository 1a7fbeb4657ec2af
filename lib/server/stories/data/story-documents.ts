import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TNotNull, TRow } from "@/lib/server/db/table-rows";

export type TPendingDocument = { id: string; title: string; publishedAt: Date };
export type TStoryMember = { id: string; storyId: string; publishedAt: Date };

/** A document of a story (the statements keep only documents with one). */
type TMemberRow = TRow<"documents", "id" | "published_at"> & TNotNull<TRow<"documents", "story_id">>;

/** Documents without a story, oldest first, after the given one in that order (or from the first). */
export async function findDocumentsWithoutStory(after: string | undefined, limit: number): Promise<TPendingDocument[]> {
  const { rows } = await pool().query<TRow<"documents", "id" | "title" | "published_at">>(
    `SELECT id, title, published_at FROM documents
     WHERE story_id IS NULL AND parent_document_id IS NULL
       AND ($2::int8 IS NULL OR (published_at, id) > (SELECT published_at, id FROM documents WHERE id = $2))
     ORDER BY published_at, id LIMIT $1`,
    [limit, after ?? null],
  );
  return rows.map((r) => ({ id: r.id, title: r.title, publishedAt: r.published_at }));
}

/** The most recent `perStory` members of each story. */
export async function findRecentMembers(storyIds: string[], perStory: number): Promise<TStoryMember[]> {
  const { rows } = await pool().query<TMemberRow>(
    `SELECT id, story_id, published_at FROM (
       SELECT id, story_id, published_at, row_number() OVER (PARTITION BY story_id ORDER BY published_at DESC, id DESC) AS r
       FROM documents WHERE story_id = ANY($1::int8[])) m
     WHERE r <= $2`,
    [storyIds, perStory],
  );
  return rows.map(toMember);
}

/** Every member of the given stories. */
export async function findMembers(storyIds: string[]): Promise<TStoryMember[]> {
  const { rows } = await pool().query<TMemberRow>(
    "SELECT id, story_id, published_at FROM documents WHERE story_id = ANY($1::int8[])",
    [storyIds],
  );
  return rows.map(toMember);
}

/** The documents of the stories first reported after `after`, up to `until`. */
export async function findMembersOfStoriesBegun(
  after: Date,
  until: Date,
): Promise<{ id: string; publishedAt: Date }[]> {
  const { rows } = await pool().query<TRow<"documents", "id" | "published_at">>(
    `SELECT d.id, d.published_at FROM stories s JOIN documents d ON d.story_id = s.id
     WHERE s.first_reported > $1 AND s.first_reported <= $2`,
    [after, until],
  );
  return rows.map((r) => ({ id: r.id, publishedAt: r.published_at }));
}

function toMember(r: TMemberRow): TStoryMember {
  return { id: r.id, storyId: r.story_id, publishedAt: r.published_at };
}

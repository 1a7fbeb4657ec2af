import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TRowAs } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import type { TEntityItemRow } from "@/lib/server/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TCompiledQuery } from "@/lib/server/query-language";
import { commentVisibleSql } from "@/lib/server/users/user-groups";

/** A ranked story: its matching documents in the window, the recent ones, the best relevance, growth. */
/** `growth` is numeric (pg gives it as text; only the ORDER BY uses it); `total` a bigint count, as text. */
export type TRankedStoryRow = TRowAs<"stories", { story_id: "id" }> & {
  n: number;
  recent: number;
  best: number;
  growth: string;
  total: string;
};
/** A story's head document with the story's fields. */
export type TStoryHeadRow = TDocumentItemRow &
  TRowAs<
    "stories",
    { story_id: "id"; cluster_id: "cluster_id"; doc_count: "doc_count"; first_reported: "first_reported" }
  >;
export type TStoryEntityRow = TEntityItemRow & TRowAs<"stories", { story_id: "id" }>;

export type TStoryRanking = {
  compiled: TCompiledQuery;
  /** Whether the search has a query (only then is the relevance threshold applied). */
  hasQuery: boolean;
  callerId: number;
  end: Date;
  start: Date | null;
  /** Where the window's last 24 hours begin. */
  recentFrom: Date;
  selector: "biggest" | "fastestgrowing";
  minRelevance: number;
  minNoDocuments: number;
  limit: number;
};

/**
 * Stories ranked by their visible documents in the window [start, end] that match the compiled query:
 * biggest = most matching documents; fastestgrowing = matching documents since recentFrom divided by
 * (1 + the story's earlier daily rate in the window). Each row carries the count of all ranked stories.
 */
export async function rankStories(ranking: TStoryRanking): Promise<TRankedStoryRow[]> {
  const { compiled, recentFrom, end, start } = ranking;
  const visible = Prisma.sql`AND ${commentVisibleSql(ranking.callerId)}`;
  const relFilter = ranking.hasQuery ? Prisma.sql`AND g.best >= ${ranking.minRelevance} * g.top` : Prisma.empty;
  const order =
    ranking.selector === "fastestgrowing"
      ? Prisma.sql`g.growth DESC, g.recent DESC, g.n DESC`
      : Prisma.sql`g.n DESC, g.best DESC`;
  return sqlRows<TRankedStoryRow>(Prisma.sql`
    SELECT g.story_id, g.n, g.recent, g.best, g.growth, count(*) OVER () AS total FROM (
      SELECT s.*, max(s.best) OVER () AS top,
        s.recent / (1 + (s.n - s.recent) / greatest(1, extract(epoch FROM (${recentFrom}::timestamptz - s.first_at)) / 86400)) AS growth
      FROM (
        SELECT d.story_id, count(*)::int AS n, max(${compiled.rank})::float8 AS best, min(d.published_at) AS first_at,
          (count(*) FILTER (WHERE d.published_at > ${recentFrom}))::int AS recent
        FROM documents d
        WHERE d.story_id IS NOT NULL AND ${compiled.where} ${visible}
          AND d.published_at <= ${end} AND (${start}::timestamptz IS NULL OR d.published_at >= ${start}::timestamptz)
        GROUP BY d.story_id
      ) s
    ) g
    WHERE g.n >= ${ranking.minNoDocuments} ${relFilter}
    ORDER BY ${order}, g.story_id DESC
    LIMIT ${ranking.limit}`);
}

/** The head document of each story (its earliest document when no head is set), in no particular order. */
export async function findStoryHeads(ids: bigint[]): Promise<TStoryHeadRow[]> {
  return sqlRows<TStoryHeadRow>(Prisma.sql`
        SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, s.id AS story_id, s.cluster_id, s.doc_count, s.first_reported
        FROM stories s
        JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = coalesce(s.head_document_id,
          (SELECT h.id FROM documents h WHERE h.story_id = s.id ORDER BY h.published_at, h.id LIMIT 1))
        WHERE s.id = ANY(${ids}::int8[])`);
}

/**
 * The active entities of each story with the highest summed salience over its documents, at most `perStory`
 * each, by story then rank.
 */
export async function findStoryEntities(storyIds: bigint[], perStory: number): Promise<TStoryEntityRow[]> {
  return sqlRows<TStoryEntityRow>(Prisma.sql`
      SELECT r.story_id::text AS story_id, e.id, e.type, e.name, e.slug, e.updated_at FROM (
        SELECT d.story_id, m.entity_id, row_number() OVER (PARTITION BY d.story_id ORDER BY sum(m.salience) DESC, m.entity_id) AS n
        FROM documents d JOIN mentions m ON m.document_id = d.id
        WHERE d.story_id = ANY(${storyIds}::int8[])
        GROUP BY d.story_id, m.entity_id
      ) r JOIN entities e ON e.id = r.entity_id
      WHERE r.n <= ${perStory} AND e.status = 'active'
      ORDER BY r.story_id, r.n`);
}

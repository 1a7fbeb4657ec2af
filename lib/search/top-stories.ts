import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItemRow,
} from "@/lib/documents/document-item";
import { DomainError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, parseQuery } from "@/lib/query";
import { storyExtras, type TStoryExtra } from "./story-extras";
import { commentVisibleSql } from "@/lib/users/user-groups";

import { STORY_SELECTORS } from "@/lib/contract/widget-kinds";

export { STORY_SELECTORS };
export type TStorySelector = (typeof STORY_SELECTORS)[number];

export type TTopStories = {
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
  origin: string;
};

type TStoryRow = { story_id: string; n: number; recent: number; best: number; growth: number; total: number };
type TItemRow = TDocumentItemRow & { story_id: string; cluster_id: string; doc_count: number; first_reported: Date };

const DAY_MS = 86_400_000;

/**
 * Top stories: stories (document clusters) ranked by their documents in a time window that match q.
 * The window ends at toDate (default: the service clock) and starts at fromDate; without either, the
 * last 24 hours without q ("today's stories") and all time before the end with q.
 * Selectors: biggest = most matching documents in the window; fastestgrowing = matching documents in
 * the window's last 24 hours divided by (1 + the story's earlier daily rate in the window).
 * Each row is the story's head document with ClusterId, NoDocuments and FirstReported.
 */
export async function topStories(input: TTopStories) {
  const end = input.toDate ?? now();
  const start = input.fromDate ?? (input.q?.trim() ? null : new Date(end.getTime() - DAY_MS));
  if (start && start > end) throw new DomainError("INVALID_PARAMETER", "parameter fromDate: must not be after toDate");
  const query = parseQuery(input.q);
  const compiled = await compileQuery(query);
  const recentFrom = new Date(end.getTime() - DAY_MS);
  const visible = Prisma.sql`AND ${commentVisibleSql(input.callerId)}`;
  const relFilter = query ? Prisma.sql`AND g.best >= ${input.minRelevance} * g.top` : Prisma.empty;
  const order =
    input.storySelector === "fastestgrowing"
      ? Prisma.sql`g.growth DESC, g.recent DESC, g.n DESC`
      : Prisma.sql`g.n DESC, g.best DESC`;
  const stories = await db().$queryRaw<TStoryRow[]>`
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
    WHERE g.n >= ${input.minNoDocuments} ${relFilter}
    ORDER BY ${order}, g.story_id DESC
    LIMIT ${input.noStories}`;
  const ids = stories.map((s) => BigInt(s.story_id));
  const rows = ids.length
    ? await db().$queryRaw<TItemRow[]>`
        SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, s.id AS story_id, s.cluster_id, s.doc_count, s.first_reported
        FROM stories s
        JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = coalesce(s.head_document_id,
          (SELECT h.id FROM documents h WHERE h.story_id = s.id ORDER BY h.published_at, h.id LIMIT 1))
        WHERE s.id = ANY(${ids}::int8[])`
    : [];
  const byStory = new Map(rows.map((r) => [String(r.story_id), r]));
  const ordered = stories.map((s) => byStory.get(String(s.story_id))).filter((r): r is TItemRow => Boolean(r));
  const extras = await storyExtras(ordered, input.extras, compiled.textQuery, query);
  return {
    TotalCount: stories[0] ? Number(stories[0].total) : 0,
    Description: input.q?.trim() || "Top stories",
    Items: ordered.map((row) => ({
      ...toDocumentItem(row, input.origin),
      ClusterId: row.cluster_id,
      NoDocuments: row.doc_count,
      FirstReported: row.first_reported,
      ...(extras.get(String(row.story_id)) ? { Extras: extras.get(String(row.story_id)) } : {}),
    })),
    LastUpdated: now(),
  };
}

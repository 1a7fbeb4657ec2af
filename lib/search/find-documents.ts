import "server-only";
import { now } from "@/lib/db/clock";
import { sqlRows } from "@/lib/db/sql-rows";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItemRow,
} from "@/lib/documents/document-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, parseQuery, type TCompileOptions } from "@/lib/query";
import { documentTypesOf } from "./document-types";
import { documentExtras, type TDocumentExtra } from "./document-extras";
import { commentVisibleSql } from "@/lib/users/user-groups";

export const DOCUMENT_SORTS = ["relevance", "publicationdate", "firstreported", "nodocuments"] as const;
export type TDocumentSort = (typeof DOCUMENT_SORTS)[number];

export type TDocumentSearch = {
  q?: string;
  types?: string[];
  pageSize: number;
  pageNumber: number;
  sortBy: TDocumentSort;
  sortDirection: "asc" | "desc";
  /** Keep documents whose relevance is at least this fraction of the best match's. */
  rel?: number;
  extras: TDocumentExtra[];
  callerId: number;
  origin: string;
  compileOptions?: TCompileOptions;
};

type TRow = TDocumentItemRow & {
  rank: number;
  total: number;
  cluster_id: string | null;
  first_reported: Date | null;
  story_size: number | null;
};

const SORT_COLUMN: Record<TDocumentSort, string> = {
  relevance: "rank",
  publicationdate: "published_at",
  firstreported: "first_reported",
  nodocuments: "story_size",
};

/**
 * Document search: the query language compiled to SQL over the full-text index and the recognised
 * entities, with type filters, sorting, a relevance threshold relative to the best match, paging,
 * and story fields (ClusterId, FirstReported, NoDocuments) on every row.
 */
export async function findDocuments(search: TDocumentSearch) {
  const query = parseQuery(search.q);
  const compiled = await compileQuery(query, search.compileOptions);
  const types = documentTypesOf(search.types);
  const typeFilter = types ? Prisma.sql`AND d.type IN (${Prisma.join(types)})` : Prisma.empty;
  // Comments are visible to their author's group (department), lib/users/user-groups.ts.
  const visible = Prisma.sql`AND ${commentVisibleSql(search.callerId)}`;
  // Ranking every match is the costly part of broad searches: only when relevance is asked for.
  const ranked = search.sortBy === "relevance" || search.rel !== undefined;
  const rank = ranked ? compiled.rank : Prisma.sql`1.0`;
  const relFilter = search.rel ? Prisma.sql`WHERE m.rank >= ${search.rel} * m.best` : Prisma.empty;
  const column = Prisma.raw(SORT_COLUMN[search.sortBy]);
  const direction = search.sortDirection === "asc" ? Prisma.sql`ASC NULLS FIRST` : Prisma.sql`DESC NULLS LAST`;
  // Ties: newest first, except that documents published at the same time follow the date direction by
  // id, exactly as the listing without a query walks the publication-date index (pageByDate).
  const byDate = search.sortBy === "publicationdate";
  const tieBreak = (alias: string) =>
    byDate
      ? Prisma.raw(`${alias}.id ${search.sortDirection === "asc" ? "ASC" : "DESC"}`)
      : Prisma.raw(`${alias}.published_at DESC, ${alias}.id DESC`);
  // MATERIALIZED: the matches are found first (GIN index), then sorted. Stories are joined for the
  // page only, unless the sort itself is by a story field.
  const storySort = search.sortBy === "firstreported" || search.sortBy === "nodocuments";
  const sortStories = storySort ? Prisma.sql`LEFT JOIN stories s ON s.id = m.story_id` : Prisma.empty;
  const storyColumns = storySort
    ? Prisma.sql`, s.first_reported, s.doc_count AS story_size`
    : Prisma.sql`, NULL::timestamptz AS first_reported, NULL::int AS story_size`;
  const kept = Prisma.sql`
    WITH matched AS MATERIALIZED (
      SELECT d.id, d.published_at, d.story_id, ${rank} AS rank
      FROM documents d WHERE ${compiled.where} ${typeFilter} ${visible}
    )
    SELECT m.id, m.published_at, m.rank ${storyColumns}
    FROM (SELECT matched.*, max(rank) OVER () AS best FROM matched) m ${sortStories} ${relFilter}`;
  // No query, newest (or oldest) first: walk the publication-date index for the page, count apart.
  const byDateOnly = !query && search.sortBy === "publicationdate" && search.rel === undefined;
  const page = byDateOnly
    ? await pageByDate(Prisma.sql`${typeFilter} ${visible}`, search)
    : await sqlRows<TRow>(Prisma.sql`
    SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, k.rank, k.total, s.cluster_id, s.first_reported, s.doc_count AS story_size
    FROM (
      SELECT x.*, count(*) OVER () AS total FROM (${kept}) x
      ORDER BY ${column} ${direction}, ${tieBreak("x")}
      LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}
    ) k JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = k.id LEFT JOIN stories s ON s.id = d.story_id
    ORDER BY k.${column} ${direction}, ${tieBreak("k")}`);
  const rows = page;
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && search.pageNumber > 0) {
    // A page past the end has no row to carry the count.
    const [row] = await sqlRows<{ n: string }>(Prisma.sql`SELECT count(*) AS n FROM (${kept}) x`);
    total = Number(row?.n ?? 0);
  }
  const extras = await documentExtras(
    rows.map((r) => r.id),
    search.extras,
    compiled.textQuery,
    query,
  );
  return {
    TotalCount: total,
    Description: search.q?.trim() || "All documents",
    Items: rows.map((row) => ({
      ...toDocumentItem(row, search.origin),
      FirstReported: row.first_reported ?? row.published_at,
      ClusterId: row.cluster_id ?? undefined,
      NoDocuments: row.story_size ?? 1,
      ...(extras.get(row.id) ? { Extras: extras.get(row.id) } : {}),
    })),
    LastUpdated: now(),
  };
}

/** A page of all visible documents by publication date, and their count (two index-friendly queries). */
async function pageByDate(filter: Prisma.Sql, search: TDocumentSearch): Promise<TRow[]> {
  const order = search.sortDirection === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const [rows, [count]] = await Promise.all([
    sqlRows<TRow>(Prisma.sql`
      SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, 1.0 AS rank, s.cluster_id, s.first_reported, s.doc_count AS story_size
      FROM (SELECT d.id FROM documents d WHERE TRUE ${filter}
            ORDER BY d.published_at ${order}, d.id ${order}
            LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}) k
      JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = k.id LEFT JOIN stories s ON s.id = d.story_id
      ORDER BY d.published_at ${order}, d.id ${order}`),
    sqlRows<{ n: string }>(Prisma.sql`SELECT count(*) AS n FROM documents d WHERE TRUE ${filter}`),
  ]);
  return rows.map((row) => ({ ...row, total: Number(count?.n ?? 0) }));
}

import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TNullable, TRowAs } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TCompiledQuery } from "@/lib/server/query-language";
import { resolvedCommentVisibleSql } from "@/lib/server/users/user-groups";
import { plannedMatches, sampleMatches } from "./match-sample";
import { recentWindow } from "./recent-window";

export type TDocumentPageSort = "relevance" | "publicationdate" | "firstreported" | "nodocuments";

export type TDocumentPageRequest = {
  compiled: TCompiledQuery;
  /** Document types to keep (all when undefined). */
  types?: string[];
  callerId: number;
  sortBy: TDocumentPageSort;
  sortDirection: "asc" | "desc";
  rel?: number;
  pageSize: number;
  pageNumber: number;
  /** Count every match (costly on a large corpus) instead of stopping at `countCap`. */
  exactCount?: boolean;
};

/**
 * Counting stops at this many matches: beyond it the total is a lower bound (`totalIsLowerBound`), so that a broad
 * search costs the same on a million documents as on a hundred thousand. `SEARCH_COUNT_CAP` sets it (tests).
 */
export function countCap(): number {
  const cap = Number(process.env.SEARCH_COUNT_CAP);
  return Number.isInteger(cap) && cap > 0 ? cap : 10_000;
}

/**
 * A found document with its story's fields (an outer join), its rank and the count of all: pg gives a
 * numeric rank (`1.0` without ranking) and the bigint count as text; a listing by date counts apart.
 */
export type TDocumentPageRow = TDocumentItemRow &
  TNullable<
    TRowAs<"stories", { cluster_id: "cluster_id"; first_reported: "first_reported"; story_size: "doc_count" }>
  > & {
    rank: number | string;
    total: number | string;
    /** The general path: the number of matches before the `rel` threshold (as text: a bigint count). */
    matched?: string;
  };

const SORT_COLUMN: Record<TDocumentPageSort, string> = {
  relevance: "rank",
  publicationdate: "published_at",
  firstreported: "first_reported",
  nodocuments: "story_size",
};

/**
 * One page of a document search and the count of all matches: the compiled query over the full-text index
 * and the recognised entities, with type filters, sorting, a relevance threshold relative to the best match,
 * and story fields on every row (README.md beside lib/server/search says how each path is kept fast).
 */
export async function findDocumentPage(
  search: TDocumentPageRequest,
): Promise<{ rows: TDocumentPageRow[]; total: number; totalIsLowerBound: boolean }> {
  const { compiled } = search;
  const typeFilter = search.types ? Prisma.sql`AND d.type IN (${Prisma.join(search.types)})` : Prisma.empty;
  // Comments are visible to their author's group (department), lib/server/users/user-groups.ts.
  const visible = Prisma.sql`AND ${await resolvedCommentVisibleSql(search.callerId)}`;
  const where = Prisma.sql`${compiled.where} ${typeFilter} ${visible}`;
  // Newest (or oldest) first without a relevance threshold: the page straight from an ordered query (the
  // planner walks the publication-date index for a broad search, or sorts a narrow one's few matches), and
  // the count apart, capped. Without a query the compiled condition is TRUE.
  if (search.sortBy === "publicationdate" && search.rel === undefined) {
    const [rows, count] = await Promise.all([pageByDate(where, search), countMatches(where, search.exactCount)]);
    return { rows, ...count };
  }
  // Ranking every match is the costly part of broad searches: only when relevance is asked for. Beyond the
  // count cap a broad search is ranked or sorted among its most recent matches only (see windowed).
  const cap = countCap();
  const window = search.exactCount || !windowed(search) ? undefined : await recentWindow(where, cap);
  // A window the planner under-estimated holds more than twice the cap: stopped there, and a quarter as long.
  for (let wanted = cap, tries = 0; window && tries < 3; wanted /= 4, tries++) {
    const since = window.since(wanted);
    if (!since) break;
    const page = await rankedPage(search, Prisma.sql`${where} AND d.published_at >= ${since}`, 2 * cap);
    if (page.overflow) continue;
    if (pageHolds(page.rows, search, since)) return { rows: page.rows, total: page.total, totalIsLowerBound: true };
    break;
  }
  const { rows, total } = await rankedPage(search, where);
  return { rows, total, totalIsLowerBound: false };
}

/**
 * Whether a search may be answered from its most recent matches when it has more than the count cap
 * (docs/decisions/0006-search.md): ranked by relevance (sorted so or filtered by `rel`), where the best of the
 * recent matches are what a reader of news wants; or sorted by story, newest story first, where the answer is
 * the same (pageHolds checks it).
 */
function windowed(search: TDocumentPageRequest): boolean {
  if (search.sortBy === "firstreported") return search.sortDirection === "desc";
  return search.sortBy === "relevance" || search.rel !== undefined;
}

/**
 * Whether the page from the window stands: it is full (a page past the window's matches is asked of all of
 * them) and, sorted by story, its last story began inside the window. A document published before the window
 * belongs to a story that began before it too, so it sorts after every row of such a page: the page is the
 * one the whole corpus gives.
 */
function pageHolds(rows: TDocumentPageRow[], search: TDocumentPageRequest, since: Date): boolean {
  if (rows.length < search.pageSize) return false;
  if (search.sortBy !== "firstreported") return true;
  const last = rows.at(-1)!.first_reported;
  return last !== null && last >= since;
}

/**
 * A page of the matches of `where`, ranked or sorted by story, with the count of all of them; with `limit`,
 * only the first `limit` matches found are kept, and `overflow` says there were more (the page is then of
 * no use).
 */
async function rankedPage(
  search: TDocumentPageRequest,
  where: Prisma.Sql,
  limit?: number,
): Promise<{ rows: TDocumentPageRow[]; total: number; overflow: boolean }> {
  const { compiled } = search;
  const ranked = search.sortBy === "relevance" || search.rel !== undefined;
  const rank = ranked ? compiled.rank : Prisma.sql`1.0`;
  const relFilter = search.rel ? Prisma.sql`WHERE m.rank >= ${search.rel} * m.best` : Prisma.empty;
  const column = Prisma.raw(SORT_COLUMN[search.sortBy]);
  const direction = search.sortDirection === "asc" ? Prisma.sql`ASC NULLS FIRST` : Prisma.sql`DESC NULLS LAST`;
  // Ties: newest first, except that documents published at the same time follow the date direction by
  // id, exactly as pageByDate orders a search by date without a relevance threshold.
  const byDate = search.sortBy === "publicationdate";
  const tieBreak = (alias: string) =>
    byDate
      ? Prisma.raw(`${alias}.id ${search.sortDirection === "asc" ? "ASC" : "DESC"}`)
      : Prisma.raw(`${alias}.published_at DESC, ${alias}.id DESC`);
  // MATERIALIZED: the matches are found first (GIN index), then sorted. Stories are joined for the
  // page only, unless the sort itself is by a story field.
  const storySort = search.sortBy === "firstreported" || search.sortBy === "nodocuments";
  // A lookup per match (LATERAL … LIMIT 1 is not merged into a join): a hash join reads every story to sort a
  // window of ten thousand matches (150 ms at a million documents), the index lookups 30 ms.
  const sortStories = storySort
    ? Prisma.sql`LEFT JOIN LATERAL (SELECT s.first_reported, s.doc_count FROM stories s WHERE s.id = m.story_id LIMIT 1) s ON TRUE`
    : Prisma.empty;
  const storyColumns = storySort
    ? Prisma.sql`, s.first_reported, s.doc_count AS story_size`
    : Prisma.sql`, NULL::timestamptz AS first_reported, NULL::int AS story_size`;
  const kept = Prisma.sql`
    WITH matched AS MATERIALIZED (
      SELECT d.id, d.published_at, d.story_id, ${rank} AS rank
      FROM documents d WHERE ${where} ${limit ? Prisma.sql`LIMIT ${limit + 1}` : Prisma.empty}
    )
    SELECT m.id, m.published_at, m.rank, m.matched ${storyColumns}
    FROM (SELECT matched.*, max(rank) OVER () AS best, count(*) OVER () AS matched FROM matched) m ${sortStories} ${relFilter}`;
  const rows = await sqlRows<TDocumentPageRow>(Prisma.sql`
    SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, k.rank, k.total, k.matched, s.cluster_id, s.first_reported, s.doc_count AS story_size
    FROM (
      SELECT x.*, count(*) OVER () AS total FROM (${kept}) x
      ORDER BY ${column} ${direction}, ${tieBreak("x")}
      LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}
    ) k JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = k.id LEFT JOIN stories s ON s.id = d.story_id
    ORDER BY k.${column} ${direction}, ${tieBreak("k")}`);
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && search.pageNumber > 0) {
    // A page past the end has no row to carry the count.
    const [row] = await sqlRows<{ n: string }>(Prisma.sql`SELECT count(*) AS n FROM (${kept}) x`);
    total = Number(row?.n ?? 0);
  }
  return { rows, total, overflow: limit !== undefined && Number(rows[0]?.matched ?? 0) > limit };
}

/**
 * The number of matches, exact up to the count cap and a lower bound beyond it. The matches are a
 * materialised CTE, planned for all its rows (the search index's bitmap) but read only as far as the
 * count needs: PostgreSQL evaluates a WITH query only as far as its reader fetches. A search far beyond the
 * cap is not counted at all (farBeyondCap).
 */
async function countMatches(
  where: Prisma.Sql,
  exactCount = false,
): Promise<{ total: number; totalIsLowerBound: boolean }> {
  if (exactCount) {
    const [row] = await sqlRows<{ n: string }>(Prisma.sql`SELECT count(*) AS n FROM documents d WHERE ${where}`);
    return { total: Number(row?.n ?? 0), totalIsLowerBound: false };
  }
  const cap = countCap();
  if (await farBeyondCap(where, cap)) return { total: cap, totalIsLowerBound: true };
  const [row] = await sqlRows<{ n: string }>(Prisma.sql`
    WITH matched AS MATERIALIZED (SELECT 1 FROM documents d WHERE ${where})
    SELECT count(*) AS n FROM (SELECT 1 FROM matched LIMIT ${cap + 1}) x`);
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, totalIsLowerBound: true } : { total: n, totalIsLowerBound: false };
}

/**
 * Whether a search has more matches than the count cap beyond doubt, without counting them: the planner puts them
 * at several times the cap, and a sample of the corpus (`sampleMatches`) puts even its lower bound above the cap.
 * Counting to the cap costs as much as the search index's list of every match (a word in a fifth of a million
 * documents: 200,000 entries, 100–350 ms), the sample a few thousand documents (about 10 ms).
 */
async function farBeyondCap(where: Prisma.Sql, cap: number): Promise<boolean> {
  if (!((await plannedMatches(where)) >= 3 * cap)) return false;
  return (await sampleMatches(where)).atLeast > cap;
}

/** A page of the matches by publication date (ties by id in the same direction). */
async function pageByDate(where: Prisma.Sql, search: TDocumentPageRequest): Promise<TDocumentPageRow[]> {
  const order = search.sortDirection === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  return sqlRows<TDocumentPageRow>(Prisma.sql`
    SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, 1.0 AS rank, 0 AS total, s.cluster_id, s.first_reported, s.doc_count AS story_size
    FROM (SELECT d.id FROM documents d WHERE ${where}
          ORDER BY d.published_at ${order}, d.id ${order}
          LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}) k
    JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = k.id LEFT JOIN stories s ON s.id = d.story_id
    ORDER BY d.published_at ${order}, d.id ${order}`);
}

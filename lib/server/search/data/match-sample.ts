import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlRows } from "@/lib/server/db/sql-rows";

/**
 * How many matches a search has, from a sample of the corpus: whole table pages (`TABLESAMPLE SYSTEM`, the same
 * pages every time) holding about `sampleRows()` documents, each tested against the search's condition. Unlike the
 * planner's estimate it sees words that go together (the planner multiplies their frequencies: "interest rates"
 * came out at a third of its matches), phrases and entity conditions as they are, at the cost of testing a few
 * thousand documents.
 */
export type TMatchSample = {
  /** Documents in the sample, and those of them that match. */
  rows: number;
  hits: number;
  /** The corpus's documents (the statistics' count) and the estimate of its matches. */
  documents: number;
  estimated: number;
  /**
   * A lower bound of the matches: four standard errors under the estimate, the error taken between the sampled
   * pages (documents on one page are alike: stored together, published together), so it fails by chance about
   * once in thirty thousand searches. Exact when the sample is the whole corpus.
   */
  atLeast: number;
};

/** The planner's estimate of the number of documents `where` matches (a plan, no visit of the matches). */
export async function plannedMatches(where: Prisma.Sql): Promise<number> {
  const [plan] = await sqlRows<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM documents d WHERE ${where}`,
  );
  return plan?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
}

/** Documents the sample holds (`SEARCH_SAMPLE_ROWS` sets it: tests). */
export function sampleRows(): number {
  const rows = Number(process.env.SEARCH_SAMPLE_ROWS);
  return Number.isInteger(rows) && rows > 0 ? rows : 5_000;
}

export async function sampleMatches(where: Prisma.Sql): Promise<TMatchSample> {
  const [table] = await sqlRows<{ documents: number }>(
    Prisma.sql`SELECT greatest(reltuples, 0)::float8 AS documents FROM pg_class WHERE oid = 'documents'::regclass`,
  );
  const documents = table?.documents ?? 0;
  const percent = documents > 0 ? Math.min(100, (100 * sampleRows()) / documents) : 100;
  const pages = await sqlRows<{ rows: number; hits: number }>(Prisma.sql`
    SELECT count(*)::int AS rows, count(*) FILTER (WHERE ${where})::int AS hits
      FROM documents d TABLESAMPLE SYSTEM (${percent}) REPEATABLE (1)
     GROUP BY (ctid::text::point)[0]`);
  return estimateFromPages(pages, percent >= 100 ? 0 : documents);
}

/**
 * The ratio estimate of the matches from sampled pages and its lower bound (a cluster sample: the variance is
 * that of the pages' hits against their documents). `documents` 0: the sample is the whole corpus, counted.
 */
export function estimateFromPages(pages: { rows: number; hits: number }[], documents: number): TMatchSample {
  const rows = pages.reduce((sum, p) => sum + p.rows, 0);
  const hits = pages.reduce((sum, p) => sum + p.hits, 0);
  if (documents <= rows) return { rows, hits, documents: rows, estimated: hits, atLeast: hits };
  const share = rows > 0 ? hits / rows : 0;
  if (pages.length < 2) return { rows, hits, documents, estimated: Math.round(share * documents), atLeast: hits };
  const meanRows = rows / pages.length;
  const spread = pages.reduce((sum, p) => sum + (p.hits - share * p.rows) ** 2, 0) / (pages.length - 1);
  const standardError = Math.sqrt(((1 - rows / documents) * spread) / pages.length) / meanRows;
  return {
    rows,
    hits,
    documents,
    estimated: Math.round(share * documents),
    atLeast: Math.max(hits, Math.floor((share - 4 * standardError) * documents)),
  };
}

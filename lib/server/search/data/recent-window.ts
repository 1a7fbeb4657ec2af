import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlRows } from "@/lib/server/db/sql-rows";

/**
 * The recent part of a broad search's matches: from the planner's estimate of the number of matches and the
 * statistics' histogram of publication dates (equal numbers of documents per bucket), the date after which a
 * given number of matches should have been published. Costs a plan and a statistics read, never a visit of
 * the matches. Undefined when the search is expected to have no more than `wanted` matches in all, or the
 * corpus has no statistics yet.
 */
export type TRecentWindow = {
  /** The planner's estimate of the number of matches. */
  estimated: number;
  /**
   * The publication date from which about `wanted` matches should have been published, assuming matches
   * spread evenly over time (a search whose matches are mostly old gets fewer, its caller checks the page is
   * full; one the planner under-estimates gets more, its caller asks again with a smaller `wanted`).
   */
  since: (wanted: number) => Date | undefined;
};

export async function recentWindow(where: Prisma.Sql, wanted: number): Promise<TRecentWindow | undefined> {
  const [plan] = await sqlRows<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    Prisma.sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM documents d WHERE ${where}`,
  );
  const estimated = plan?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
  if (!(estimated > wanted)) return undefined;
  const [stats] = await sqlRows<{ bounds: Date[] | null }>(Prisma.sql`
    SELECT histogram_bounds::text::timestamptz[] AS bounds FROM pg_stats
    WHERE schemaname = current_schema() AND tablename = 'documents' AND attname = 'published_at'`);
  const bounds = stats?.bounds;
  if (!bounds || bounds.length < 2) return undefined;
  return {
    estimated,
    since: (count) => {
      // The bucket bound at or below the share of documents, newest first, that should hold `count` matches.
      const index = Math.floor((1 - count / estimated) * (bounds.length - 1));
      return index > 0 ? bounds[Math.min(index, bounds.length - 1)] : undefined;
    },
  };
}

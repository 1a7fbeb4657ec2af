import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { plannedMatches, sampleMatches } from "./match-sample";

/**
 * The recent part of a broad search's matches: from an estimate of the number of matches and the statistics'
 * histogram of publication dates (equal numbers of documents per bucket), the date after which a given number of
 * matches should have been published. The estimate is the planner's when it is far from the number wanted; near
 * it, a sample of the corpus (`sampleMatches`) decides: the planner under-estimates words that go together (by
 * three times for "interest rates"). Never visits the matches themselves. Undefined when the search is expected to have no
 * more than half as many again as `wanted` matches in all, or the corpus has no statistics yet.
 */
export type TRecentWindow = {
  /** The estimate of the number of matches. */
  estimated: number;
  /**
   * The publication date from which about `wanted` matches should have been published, assuming matches
   * spread evenly over time (a search whose matches are mostly old gets fewer, its caller checks the page is
   * full; one under-estimated gets more, its caller asks again with a smaller `wanted`).
   */
  since: (wanted: number) => Date | undefined;
};

/** Below this share of the number wanted, and above this many times it, the planner's estimate is taken as is. */
const UNDER_ESTIMATE = 1 / 20;
const TRUSTED = 5;

export async function recentWindow(where: Prisma.Sql, wanted: number): Promise<TRecentWindow | undefined> {
  const planned = await plannedMatches(where);
  if (!(planned > wanted * UNDER_ESTIMATE)) return undefined;
  // Far above the number wanted the planner's estimate stands (an over-estimate only narrows the window, and the
  // caller checks the page is full); nearer, it may be an under-estimate by a few times: a sample decides.
  const estimated = planned > TRUSTED * wanted ? planned : (await sampleMatches(where)).estimated;
  // A window that would leave out fewer than a third of the matches saves little and may not hold the page.
  if (!(estimated > 1.5 * wanted)) return undefined;
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

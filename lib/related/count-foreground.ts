import "server-only";
import { pool } from "@/lib/db/pool";
import { Prisma } from "@/lib/generated/prisma/client";
import { foregroundMentions, type TForeground } from "./foreground";
import { mentionIndex, type TEntityCounts } from "./mention-index";

/**
 * How the foreground's entities are counted: `index` (default) lists the foreground documents in SQL
 * and counts their entities in the in-memory mention index (mention-index.ts); `sql` aggregates the
 * mentions in PostgreSQL (also the fallback when the index is too large to keep). Both give the same
 * counts.
 */
export const COUNTINGS = ["index", "sql"] as const;
export type TCounting = (typeof COUNTINGS)[number];

export type TForegroundCounts = {
  /** The number of foreground documents (f). */
  foreground: number;
  counts: TEntityCounts;
  /** With `listDocuments` (or when counted in the index): the foreground document ids. */
  documentIds?: number[];
  counting: TCounting;
};

export async function countForeground(
  foreground: TForeground,
  options: { counting?: TCounting; listDocuments: boolean },
): Promise<TForegroundCounts> {
  if (options.counting !== "sql") {
    const { rows } = await pool().query<{ ids: string | null }>(
      Prisma.sql`SELECT string_agg(f.id::text, ',') AS ids FROM (${foreground.ids}) f`,
    );
    const documentIds = rows[0]?.ids ? rows[0].ids.split(",").map(Number) : [];
    const index = await mentionIndex(documentIds);
    if (index) {
      return {
        foreground: documentIds.length,
        counts: index.countEntities(documentIds),
        documentIds,
        counting: "index",
      };
    }
  }
  return countInSql(foreground, options.listDocuments);
}

type TRow = { id: string; a: number; ids: string | null };

/** Every mention of the foreground documents aggregated in PostgreSQL. */
async function countInSql(foreground: TForeground, listDocuments: boolean): Promise<TForegroundCounts> {
  // The whole corpus is better filtered again than listed.
  const list = listDocuments && !foreground.wholeCorpus;
  // Through pg directly: tens of thousands of rows for a broad query, which Prisma decodes slowly.
  const { rows } = await pool().query<TRow>(
    Prisma.sql`
      WITH f AS MATERIALIZED (${foreground.ids})
      SELECT fm.entity_id::text AS id, count(*)::int AS a, NULL::text AS ids
      FROM (${foregroundMentions(foreground.wholeCorpus)}) fm GROUP BY fm.entity_id
      UNION ALL SELECT '', count(*)::int, CASE WHEN ${list} THEN string_agg(f.id::text, ',') END FROM f`,
  );
  const total = rows.find((r) => r.id === "");
  return {
    foreground: total?.a ?? 0,
    counts: rows.filter((r) => r.id !== "").map((r) => ({ id: r.id, a: r.a })),
    documentIds: total?.ids ? total.ids.split(",").map(Number) : list ? [] : undefined,
    counting: "sql",
  };
}

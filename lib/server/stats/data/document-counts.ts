import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TRow } from "@/lib/server/db/table-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TCompiledQuery } from "@/lib/server/query-language";
import type { TSplitType } from "../split-types";

export type TDocumentSelection = {
  compiled: TCompiledQuery;
  callerId: number;
  /** Only documents published in [from, to) when both are given. */
  from?: Date;
  to?: Date;
};

/**
 * The documents statistics count: those matching the compiled query that the caller may see (comments
 * only by their author, as in search), optionally within [from, to).
 */
function documentFilter(selection: TDocumentSelection): Prisma.Sql {
  const { compiled, callerId, from, to } = selection;
  const range = from && to ? Prisma.sql`AND d.published_at >= ${from} AND d.published_at < ${to}` : Prisma.empty;
  return Prisma.sql`${compiled.where} AND (d.type <> 'Article Comment' OR d.contributing_user_id = ${callerId}) ${range}`;
}

/** The part a document `d` belongs to, as SQL text (NULL: unknown); lib/server/stats/split-types.ts says what each is. */
function splitKey(split: TSplitType): Prisma.Sql {
  switch (split) {
    case "manual":
      return Prisma.sql`''`;
    case "publisher":
      return Prisma.sql`nullif(d.publisher, '')`;
    case "doctype":
      return Prisma.sql`d.type`;
    case "language":
      return Prisma.sql`d.language`;
    case "sourceCountry":
      return Prisma.sql`(SELECT e.country_code FROM mentions m JOIN entities e ON e.id = m.entity_id
        WHERE m.document_id = d.id AND e.country_code IS NOT NULL
        ORDER BY m.salience DESC, m.first_offset, e.id LIMIT 1)`;
  }
}

export type TPartCount = { key: string | null; n: number };

/**
 * Selected documents per part of the split, largest first: every document, or (distinct) documents with
 * an identical SimHash fingerprint once.
 */
export async function countDocumentsPerPart(
  selection: TDocumentSelection,
  split: TSplitType,
  showDuplicates: boolean,
): Promise<TPartCount[]> {
  const amount = showDuplicates ? Prisma.sql`count(*)` : Prisma.sql`count(DISTINCT d.simhash)`;
  return sqlRows<TPartCount>(Prisma.sql`
    SELECT ${splitKey(split)} AS key, ${amount}::int AS n
    FROM documents d WHERE ${documentFilter(selection)}
    GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`);
}

/** A point of a volume series: a part (or the folded rest, `other`), a bin and its documents. */
export type TVolumePoint = { key: string | null; other: boolean; bin: Date; n: number };

/**
 * Selected documents per part and per bin of binSize minutes from start to last (bins aligned to start,
 * every bin present, gaps 0). Parts beyond maxSeries - 1 (by documents) are summed into one `other` series.
 * Ordered by other, key (NULLS LAST), bin.
 */
export async function countDocumentVolume(
  selection: TDocumentSelection,
  split: TSplitType,
  bins: { binSize: number; start: Date; last: Date; maxSeries: number },
): Promise<TVolumePoint[]> {
  const step = Prisma.sql`make_interval(mins => ${bins.binSize})`;
  const folded = Prisma.sql`(k.parts > ${bins.maxSeries} AND k.r >= ${bins.maxSeries})`;
  return sqlRows<TVolumePoint>(Prisma.sql`
    WITH counts AS (
      SELECT ${splitKey(split)} AS key, date_bin(${step}, d.published_at, ${bins.start}::timestamptz) AS bin,
        count(*)::int AS n
      FROM documents d WHERE ${documentFilter(selection)}
      GROUP BY 1, 2
    ), ranked AS (
      SELECT key, row_number() OVER (ORDER BY sum(n) DESC, key NULLS LAST) AS r, count(*) OVER () AS parts
      FROM counts GROUP BY key
    ), grouped AS (
      SELECT CASE WHEN ${folded} THEN NULL ELSE c.key END AS key, ${folded} AS other, c.bin, sum(c.n)::int AS n
      FROM counts c JOIN ranked k ON k.key IS NOT DISTINCT FROM c.key
      GROUP BY 1, 2, 3
    ), parts AS (SELECT DISTINCT key, other FROM grouped)
    SELECT p.key, p.other, b.bin, coalesce(g.n, 0)::int AS n
    FROM parts p
    CROSS JOIN generate_series(${bins.start}::timestamptz, ${bins.last}::timestamptz, ${step}) AS b(bin)
    LEFT JOIN grouped g ON g.key IS NOT DISTINCT FROM p.key AND g.other = p.other AND g.bin = b.bin
    ORDER BY p.other, p.key NULLS LAST, b.bin`);
}

/**
 * The entities mentioned in the documents matching the compiled query published in [from, to) (comments
 * only by the caller).
 */
export async function findEntitiesMentionedIn(
  compiled: TCompiledQuery,
  from: Date,
  to: Date,
  callerId: number,
): Promise<bigint[]> {
  const rows = await sqlRows<TRow<"mentions", "entity_id">>(Prisma.sql`
      SELECT DISTINCT m.entity_id FROM documents d JOIN mentions m ON m.document_id = d.id
      WHERE ${compiled.where} AND d.published_at >= ${from} AND d.published_at < ${to}
        AND (d.type <> 'Article Comment' OR d.contributing_user_id = ${callerId})`);
  return rows.map((r) => BigInt(r.entity_id));
}

import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import { DomainError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { splitKey, splitLabel, type TSplitType } from "./split-types";
import { binning, type TStatDate } from "./stat-dates";
import { statFilter } from "./stat-filter";

export type TDocumentVolume = {
  q?: string;
  binSize: number;
  startDate?: TStatDate;
  endDate?: TStatDate;
  splitType: TSplitType;
  callerId: number;
};

/** Split series beyond this many (the largest by documents) are left out; UniqueDocumentsCount counts all. */
export const MAX_SERIES = 20;

type TPointRow = { key: string | null; bin: Date; n: number };

/**
 * Document-volume histograms: documents matching q per bin of binSize minutes over [start, end),
 * bins aligned to start (date_bin with start as origin), every bin present (gaps are 0), one series
 * per part of splitType. UniqueDocumentsCount is the number of matching documents in the range, which
 * is the sum of the points of a manual split.
 */
export async function documentVolume(input: TDocumentVolume) {
  const clock = now();
  const range = binning(clock, input.binSize, input.startDate, input.endDate);
  if ("parameter" in range)
    throw new DomainError(400, "INVALID_PARAMETER", `parameter ${range.parameter} ${range.message}`);
  const where = await statFilter(input.q, input.callerId, range.start, range.end);
  const step = Prisma.sql`make_interval(mins => ${input.binSize})`;
  const last = new Date(range.start.getTime() + (range.bins - 1) * input.binSize * 60_000);
  const rows = await db().$queryRaw<TPointRow[]>`
    WITH counts AS (
      SELECT ${splitKey(input.splitType)} AS key, date_bin(${step}, d.published_at, ${range.start}::timestamptz) AS bin,
        count(*)::int AS n
      FROM documents d WHERE ${where}
      GROUP BY 1, 2
    ), parts AS (
      SELECT key FROM counts GROUP BY key ORDER BY sum(n) DESC, key NULLS LAST LIMIT ${MAX_SERIES}
    )
    SELECT p.key, b.bin, coalesce(c.n, 0)::int AS n
    FROM parts p
    CROSS JOIN generate_series(${range.start}::timestamptz, ${last}::timestamptz, ${step}) AS b(bin)
    LEFT JOIN counts c ON c.key IS NOT DISTINCT FROM p.key AND c.bin = b.bin
    ORDER BY p.key NULLS LAST, b.bin`;
  const unique = await db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM documents d WHERE ${where}`;
  const series = new Map<string | null, { Value: number; Date: Date }[]>();
  for (const row of rows) {
    const points = series.get(row.key) ?? [];
    points.push({ Value: row.n, Date: row.bin });
    series.set(row.key, points);
  }
  if (input.splitType === "manual" && series.size === 0) {
    // No matching documents: still one series of zeros.
    series.set(
      "",
      Array.from({ length: range.bins }, (_, i) => ({
        Value: 0,
        Date: new Date(range.start.getTime() + i * input.binSize * 60_000),
      })),
    );
  }
  const ordered = [...series.entries()].sort(
    (a, b) =>
      total(b[1]) - total(a[1]) ||
      splitLabel(input.splitType, a[0], input.q).localeCompare(splitLabel(input.splitType, b[0], input.q)),
  );
  return {
    Series: ordered.map(([key, points]) => ({
      Query: input.q?.trim() ?? "",
      Label: splitLabel(input.splitType, key, input.q),
      StartDate: range.start,
      EndDate: range.end,
      BinSize: input.binSize,
      Points: points.map((p) => ({ ...p, LastUpdated: clock })),
      LastUpdated: clock,
    })),
    UniqueDocumentsCount: unique[0]?.n ?? 0,
    LastUpdated: clock,
  };
}

const total = (points: { Value: number }[]) => points.reduce((sum, p) => sum + p.Value, 0);

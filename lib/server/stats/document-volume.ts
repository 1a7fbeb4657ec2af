import "server-only";
import { now } from "@/lib/server/db/clock";
import { DomainError } from "@/lib/server/errors";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { countDocumentVolume } from "./data/document-counts";
import { splitLabel, type TSplitType } from "./split-types";
import { binning, type TStatDate } from "./stat-dates";

export type TDocumentVolume = {
  q?: string;
  binSize: number;
  startDate?: TStatDate;
  endDate?: TStatDate;
  splitType: TSplitType;
  callerId: number;
};

/** Documents in the bin that starts at `date`. */
export type TVolumePoint = { date: Date; value: number };
/** One part of the split (the query itself for a manual split), with every bin of the range. */
export type TVolumeSeries = { label: string; points: TVolumePoint[] };
/** The histograms over [start, end) in bins of binSize minutes, as of the service clock. */
export type TVolumeHistograms = {
  query: string;
  start: Date;
  end: Date;
  binSize: number;
  series: TVolumeSeries[];
  /** Matching documents in the range: the sum of all points. */
  uniqueDocuments: number;
  asOf: Date;
};

/** At most this many series: with more parts, the smallest are summed into one series labelled OTHER. */
export const MAX_SERIES = 20;
const OTHER = "Other";

/**
 * Document-volume histograms: documents matching q per bin of binSize minutes over [start, end),
 * bins aligned to start (date_bin with start as origin), every bin present (gaps are 0), one series
 * per part of splitType. UniqueDocumentsCount is the number of matching documents in the range, which
 * is the sum of the points of a manual split.
 */
export async function documentVolume(input: TDocumentVolume): Promise<TVolumeHistograms> {
  const clock = now();
  const range = binning(clock, input.binSize, input.startDate, input.endDate);
  if ("parameter" in range) throw new DomainError("INVALID_PARAMETER", `parameter ${range.parameter} ${range.message}`);
  const compiled = await compileQuery(parseQuery(input.q));
  const last = new Date(range.start.getTime() + (range.bins - 1) * input.binSize * 60_000);
  // Parts beyond MAX_SERIES - 1 (by documents) are summed into one "Other" series, so sums still agree.
  const rows = await countDocumentVolume(
    { compiled, callerId: input.callerId, from: range.start, to: range.end },
    input.splitType,
    { binSize: input.binSize, start: range.start, last, maxSeries: MAX_SERIES },
  );
  type TSeriesPoints = TVolumeSeries & { other: boolean };
  const series = new Map<string, TSeriesPoints>();
  for (const row of rows) {
    const id = `${row.other}|${row.key}`;
    let entry = series.get(id);
    if (!entry) {
      entry = {
        label: row.other ? OTHER : splitLabel(input.splitType, row.key, input.q),
        other: row.other,
        points: [],
      };
      series.set(id, entry);
    }
    entry.points.push({ value: row.n, date: row.bin });
  }
  if (input.splitType === "manual" && series.size === 0) {
    // No matching documents: still one series of zeros.
    const points = Array.from({ length: range.bins }, (_, i) => ({
      value: 0,
      date: new Date(range.start.getTime() + i * input.binSize * 60_000),
    }));
    series.set("", { label: splitLabel("manual", null, input.q), other: false, points });
  }
  // Largest first, "Other" last.
  const ordered = [...series.values()].sort(
    (a, b) => Number(a.other) - Number(b.other) || total(b.points) - total(a.points) || a.label.localeCompare(b.label),
  );
  return {
    query: input.q?.trim() ?? "",
    start: range.start,
    end: range.end,
    binSize: input.binSize,
    series: ordered.map(({ label, points }) => ({ label, points })),
    // Every document is in exactly one part and one bin: the points add up to the matching documents.
    uniqueDocuments: ordered.reduce((n, s) => n + total(s.points), 0),
    asOf: clock,
  };
}

const total = (points: TVolumePoint[]) => points.reduce((sum, p) => sum + p.value, 0);

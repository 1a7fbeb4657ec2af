/** Bins a histogram is shown in: a day, a week (from Monday) or a calendar month, all in UTC. */
export type TVolumeBin = "day" | "week" | "month";

export type TVolumePoint = { Date: string | Date; Value: number };
export type TBinnedPoint = { start: string; label: string; value: number };

const DAY_MS = 86_400_000;
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** Up to 62 days: days; up to about 15 months: weeks; longer: months — so a chart has at most ~70 bars. */
export function binForRange(days: number): TVolumeBin {
  if (days <= 62) return "day";
  if (days <= 456) return "week";
  return "month";
}

function binStart(time: number, bin: TVolumeBin): number {
  const d = new Date(time);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (bin === "day") return day;
  if (bin === "week") return day - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function binLabel(start: number, bin: TVolumeBin): string {
  if (bin === "month") return MONTH.format(start);
  const text = DAY.format(start);
  return bin === "week" ? `week of ${text}` : text;
}

const ORDER: TVolumeBin[] = ["day", "week", "month"];

/** The finest bin that is not finer than the service's bin size (in minutes). */
export function binForMinutes(minutes: number | undefined): TVolumeBin {
  if (!minutes || minutes <= 1440) return "day";
  return minutes <= 10080 ? "week" : "month";
}

/**
 * Sums the service's points into day, week or month bins chosen by the range the points span (never
 * finer than `atLeast`, the service's own bin), keeping empty bins so the time axis stays even.
 */
export function rebinVolume(
  points: TVolumePoint[],
  atLeast: TVolumeBin = "day",
): { bin: TVolumeBin; points: TBinnedPoint[] } {
  const times = points.map((p) => new Date(p.Date).getTime()).filter((t) => Number.isFinite(t));
  if (times.length === 0) return { bin: atLeast, points: [] };
  const first = Math.min(...times);
  const last = Math.max(...times);
  const byRange = binForRange((last - first) / DAY_MS + 1);
  const chosen = ORDER[Math.max(ORDER.indexOf(byRange), ORDER.indexOf(atLeast))]!;
  const sums = new Map<number, number>();
  for (const point of points) {
    const time = new Date(point.Date).getTime();
    if (!Number.isFinite(time)) continue;
    const start = binStart(time, chosen);
    sums.set(start, (sums.get(start) ?? 0) + point.Value);
  }
  const out: TBinnedPoint[] = [];
  for (let start = binStart(first, chosen); start <= last;) {
    out.push({ start: new Date(start).toISOString(), label: binLabel(start, chosen), value: sums.get(start) ?? 0 });
    if (chosen === "month") {
      const d = new Date(start);
      start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    } else start += chosen === "week" ? 7 * DAY_MS : DAY_MS;
  }
  return { bin: chosen, points: out };
}

/** Round tick values from 0 to at least `max`: 0, step, 2·step… with step 1, 2 or 5 × 10ⁿ. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks.length > 1 ? ticks : [0, step];
}

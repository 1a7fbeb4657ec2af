/**
 * Statistics dates (spec: yyyy-MM-dd [HH:mm:ss]), always UTC. Also accepted: a `T` between date and
 * time and a trailing `Z`. Impossible dates (2020-02-30, 25:00:00) are rejected, not rolled over.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?Z?)?$/;

export type TStatDate = { date: Date; hasTime: boolean };

export function parseStatDate(raw: string): TStatDate | undefined {
  const m = DATE.exec(raw.trim());
  if (!m) return undefined;
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1).map((v) => v ?? undefined) as string[];
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const;
  const date = new Date(Date.UTC(...parts));
  const ok =
    date.getUTCFullYear() === parts[0] &&
    date.getUTCMonth() === parts[1] &&
    date.getUTCDate() === parts[2] &&
    date.getUTCHours() === parts[3] &&
    date.getUTCMinutes() === parts[4] &&
    date.getUTCSeconds() === parts[5] &&
    parts[0] >= 1900 &&
    parts[0] <= 9999;
  return ok ? { date, hasTime: m[4] !== undefined } : undefined;
}

export const MAX_BINS = 10_000;
export const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type TBinning = { start: Date; end: Date; binMinutes: number; bins: number };
export type TBinningError = { parameter: "startDate" | "endDate" | "binSize"; message: string };

/**
 * The histogram's range [start, end) and bins. Defaults: the DEFAULT_DAYS whole UTC calendar days
 * ending with the clock's day (that day included, as heat counts them): end = the midnight after the
 * clock's day, start = DEFAULT_DAYS days before it. An endDate without a time means the end of that day. Bins start at `start` and are `binMinutes` long; the last
 * one may reach past `end` (documents after `end` are not counted).
 */
export function binning(
  clock: Date,
  binMinutes: number,
  startDate?: TStatDate,
  endDate?: TStatDate,
): TBinning | TBinningError {
  const end = endDate
    ? new Date(endDate.date.getTime() + (endDate.hasTime ? 0 : DAY_MS))
    : new Date((Math.floor(clock.getTime() / DAY_MS) + 1) * DAY_MS);
  // Whole days: an endDate with a time starts the default range at the midnight DEFAULT_DAYS days before it.
  const start = startDate?.date ?? new Date(Math.ceil(end.getTime() / DAY_MS - DEFAULT_DAYS) * DAY_MS);
  if (end <= start) {
    return endDate
      ? { parameter: "endDate", message: "must be after startDate" }
      : { parameter: "startDate", message: "must be before endDate (by default the end of the service clock's day)" };
  }
  const bins = Math.ceil((end.getTime() - start.getTime()) / (binMinutes * MINUTE_MS));
  if (bins > MAX_BINS) {
    return {
      parameter: "binSize",
      message: `would make ${bins} bins between startDate and endDate; at most ${MAX_BINS} are allowed`,
    };
  }
  return { start, end, binMinutes, bins };
}

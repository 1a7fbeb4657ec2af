/** Plain wording of durations and times for the Sources page (pure; unit-tested). */

/** 45 → "45 s", 600 → "10 min", 5400 → "1 h 30 min", 172800 → "2 days". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.round(s / 60)} min`;
  if (s < 86_400) {
    const h = Math.floor(s / 3600);
    const m = Math.round((s % 3600) / 60);
    return m ? `${h} h ${m} min` : `${h} h`;
  }
  const d = Math.round(s / 86_400);
  return d === 1 ? "1 day" : `${d} days`;
}

/** A time relative to now: "just now", "5 min ago", "in 2 h", "overdue" never: a due time is "now". */
export function relativeTime(iso: string | null, now = Date.now()): string {
  if (!iso) return "never";
  const diff = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(diff) < 30) return diff < 0 ? "just now" : "now";
  return diff < 0 ? `${formatDuration(-diff)} ago` : `in ${formatDuration(diff)}`;
}

/** "every 15 min" */
export const intervalText = (seconds: number) => `every ${formatDuration(seconds)}`;

/** The next poll in words, with the backoff when the source is failing. */
export function nextPollText(
  source: { Enabled: boolean; NextFetch: string | null; BackoffSeconds: number; Failures: number },
  now = Date.now(),
): string {
  if (!source.Enabled || !source.NextFetch) return "Paused";
  const next = new Date(source.NextFetch).getTime() <= now ? "due now" : relativeTime(source.NextFetch, now);
  if (source.Failures > 0 && source.BackoffSeconds > 0)
    return `${next} (backing off: waiting ${formatDuration(source.BackoffSeconds)} after ${source.Failures} failure${source.Failures === 1 ? "" : "s"})`;
  return next;
}

/** Docs/s with one decimal under 10. */
export const rateText = (docsPerSecond: number) =>
  `${docsPerSecond < 10 ? docsPerSecond.toFixed(1) : Math.round(docsPerSecond)} docs/s`;

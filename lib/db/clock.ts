import "server-only";
import { onCorpusChange } from "./corpus-events";
import { pool } from "./pool";

/**
 * The service clock (DECISIONS 18): real time unless SERVICE_NOW pins it to a date or datetime, or to
 * `latest`, the newest publication time in the corpus (how a historical corpus is shown as if live).
 *
 * `now()` stays synchronous. `latest` is resolved by `syncClock()`, which the API gateway awaits
 * before every handler: it reads `max(published_at)` at most every LATEST_TTL_MS, and at once after
 * `invalidateClock()` (called when ingestion in any process announces new documents, see
 * lib/db/corpus-events.ts). Until the first sync, and on an empty corpus, `latest` is real time.
 */
const LATEST_TTL_MS = 30_000;

type TLatest = {
  value: Date | null;
  checkedAt: number;
  generation: number;
  subscribed?: boolean;
  pending?: Promise<void>;
};
// On globalThis: Next.js may bundle this module more than once (instrumentation, routes).
const holder = globalThis as unknown as { __serviceClock?: TLatest };
const state = (): TLatest => (holder.__serviceClock ??= { value: null, checkedAt: 0, generation: 0 });

export function now(): Date {
  const pinned = process.env.SERVICE_NOW?.trim();
  if (pinned && pinned.toLowerCase() !== "latest") {
    const date = new Date(pinned);
    if (!Number.isNaN(date.getTime())) return date;
  }
  if (pinned && clockFollowsCorpus()) {
    const latest = state().value;
    if (latest) return new Date(latest);
  }
  return new Date();
}

export const clockFollowsCorpus = () => process.env.SERVICE_NOW?.trim().toLowerCase() === "latest";

/** Resolves `SERVICE_NOW=latest` when it is stale; a no-op for every other clock. */
export async function syncClock(): Promise<void> {
  if (!clockFollowsCorpus()) return;
  const s = state();
  if (Date.now() - s.checkedAt < LATEST_TTL_MS) return;
  if (!s.subscribed) {
    s.subscribed = true;
    onCorpusChange(() => invalidateClock());
  }
  s.pending ??= (async () => {
    const generation = s.generation;
    try {
      const { rows } = await pool().query<{ latest: Date | null }>("SELECT max(published_at) AS latest FROM documents");
      s.value = rows[0]?.latest ?? null;
      // Documents stored while the query ran: read again next time.
      s.checkedAt = generation === s.generation ? Date.now() : 0;
    } finally {
      s.pending = undefined;
    }
  })();
  await s.pending;
}

/** New documents were stored: the next `syncClock()` reads the corpus again. */
export function invalidateClock(): void {
  state().generation++;
  state().checkedAt = 0;
}

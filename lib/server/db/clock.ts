import "server-only";
import { onCorpusChange } from "./corpus-events";
import { MAX_STRAYS, normalFlowLatest } from "./normal-flow";
import { pool } from "./pool";
import type { TRow } from "@/lib/server/db/table-rows";

/**
 * The service clock (DECISIONS 18): real time unless SERVICE_NOW pins it to a date or datetime, or to
 * `latest`, the newest publication time of the corpus's normal flow (how a historical corpus is shown as if
 * live; a handful of stray items dated far after the rest do not move it, lib/server/db/normal-flow.ts).
 *
 * `now()` stays synchronous. `latest` is resolved by `syncClock()`, which the API gateway awaits
 * before every handler: it reads the newest publication times at most every LATEST_TTL_MS, and at once after
 * `invalidateClock()` (called when ingestion in any process announces new documents, see
 * lib/server/db/corpus-events.ts). Until the first sync, and on an empty corpus, `latest` is real time.
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
      const [newest, total] = await Promise.all([
        pool().query<TRow<"documents", "published_at">>(
          `SELECT published_at FROM documents WHERE published_at IS NOT NULL ORDER BY published_at DESC LIMIT ${MAX_STRAYS + 1}`,
        ),
        pool().query<{ n: string }>("SELECT count(*) AS n FROM documents"),
      ]);
      s.value = normalFlowLatest(
        newest.rows.map((r) => r.published_at),
        Number(total.rows[0]?.n ?? 0),
      );
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

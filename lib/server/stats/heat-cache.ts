import "server-only";
import { corpusListenerConnected, onCorpusChange, type TCorpusChange } from "@/lib/server/db/corpus-events";
import { log } from "@/lib/server/log";
import {
  findDailyCounts,
  findDailyCountsOf,
  findEntitiesMentionedInDocuments,
  type TDailyCountRow,
} from "./data/daily-counts";
import { compareHeat, heatOf, type THeatRow, type THeatSort, type TSortDirection } from "./heat-formula";
import { dayOf, volumesOf, WINDOW_DAYS, type THeatWindow } from "./heat-window";

/**
 * The in-memory heat source: for every entity mentioned in the 30-day window, its documents per UTC
 * day (from the `entity_daily_counts` rollup that ingestion maintains) plus its name and type.
 *
 * Built lazily on the first heat request, rebuilt when the clock's day changes. Kept current by
 * ingestion in any process: the store step NOTIFYs the ids of committed documents
 * (lib/server/db/corpus-events.ts); the cache re-reads the rollup rows of the entities those documents
 * mention. Re-reading (instead of adding deltas) is idempotent, so an event seen twice or one that
 * overlaps a build cannot double-count. Builds and refreshes run one after another on one chain, and
 * readers wait for the chain. Without a live LISTEN connection (events may be lost) the cache is
 * rebuilt when older than UNTRUSTED_TTL_MS.
 */
/** An entity's counts per day of the window (index 0 = first day) and its figures computed from them. */
export type THeatEntry = THeatRow & { slug: string; updatedAt: Date; days: Int32Array };
export type THeatCache = {
  window: THeatWindow;
  entries: Map<string, THeatEntry>;
  builtAt: number;
  /** Every entry in an order, computed on first use and dropped whenever an entry changes. */
  orders: Map<string, THeatEntry[]>;
};

const UNTRUSTED_TTL_MS = 5_000;

type TState = { cache?: THeatCache; stale: boolean; chain: Promise<unknown>; subscribed: boolean };
const holder = globalThis as unknown as { __heatCache?: TState };
const state = (): TState => (holder.__heatCache ??= { stale: false, chain: Promise.resolve(), subscribed: false });

/** The cache for the window, built or rebuilt as needed; waits for pending refreshes. */
export async function heatCache(window: THeatWindow): Promise<THeatCache> {
  const s = state();
  if (!s.subscribed) {
    s.subscribed = true;
    onCorpusChange(onChange);
  }
  const current = s.cache;
  const fresh =
    current &&
    !s.stale &&
    current.window.start === window.start &&
    (corpusListenerConnected() || Date.now() - current.builtAt < UNTRUSTED_TTL_MS);
  // A failed build fails this request with its own error (a 503 when the database is away).
  if (!fresh) await enqueue(() => build(window));
  else await s.chain;
  if (!s.cache) throw new Error("heat cache unavailable");
  return s.cache;
}

/** Runs `work` after everything queued; the chain goes on when it fails, the returned promise rejects. */
function enqueue(work: () => Promise<void>): Promise<void> {
  const s = state();
  const run = s.chain.then(work);
  s.chain = run.catch((error) => {
    s.stale = true;
    log().error({ err: error }, "heat cache update failed");
  });
  return run;
}

function onChange(change: TCorpusChange): void {
  const s = state();
  // Also while the first build runs: the refresh is chained after it, so no commit is missed.
  if ("all" in change) {
    s.stale = true;
    return;
  }
  void enqueue(() => refresh(change.documentIds)).catch(() => {}); // logged by the chain
}

async function build(window: THeatWindow): Promise<void> {
  const s = state();
  // A rebuild started by an earlier reader may already have produced this window.
  if (s.cache && !s.stale && s.cache.window.start === window.start && corpusListenerConnected()) return;
  s.stale = false;
  const builtAt = Date.now();
  const rows = await findDailyCounts(window.start, window.end);
  const entries = new Map<string, THeatEntry>();
  addRows(entries, rows, window);
  s.cache = { window, entries, builtAt, orders: new Map() };
}

async function refresh(documentIds: string[]): Promise<void> {
  const cache = state().cache;
  if (!cache) return;
  const ids = await findEntitiesMentionedInDocuments(documentIds);
  if (ids.length === 0) return;
  const rows = await findDailyCountsOf(cache.window.start, cache.window.end, ids);
  for (const id of ids) cache.entries.delete(id);
  addRows(cache.entries, rows, cache.window);
  cache.orders.clear();
}

function addRows(entries: Map<string, THeatEntry>, rows: TDailyCountRow[], window: THeatWindow): void {
  const touched = new Set<THeatEntry>();
  const dayIndex = new Map<string, number>();
  for (const row of rows) {
    const id = String(row.entity_id);
    let entry = entries.get(id);
    if (!entry) {
      entry = {
        id,
        name: row.name,
        type: row.type,
        slug: row.slug,
        updatedAt: row.updated_at,
        days: new Int32Array(WINDOW_DAYS),
        ...heatOf({ v1: 0, v7: 0, v30: 0 }),
      };
      entries.set(id, entry);
    }
    let index = dayIndex.get(row.day);
    if (index === undefined) dayIndex.set(row.day, (index = dayOf(row.day) - window.startDay));
    if (index >= 0 && index < WINDOW_DAYS) entry.days[index]! += row.doc_count;
    touched.add(entry);
  }
  for (const entry of touched) Object.assign(entry, heatOf(volumesOf(entry.days)));
}

/** All cached entries in the order asked (sorted once per cache state). */
export function orderedEntries(cache: THeatCache, sortBy: THeatSort, direction: TSortDirection): THeatEntry[] {
  const key = `${sortBy}|${direction}`;
  let order = cache.orders.get(key);
  if (!order) {
    order = [...cache.entries.values()].sort(compareHeat(sortBy, direction));
    cache.orders.set(key, order);
  }
  return order;
}

/** Drops the cache (tests, benchmarks). */
export function resetHeatCache(): void {
  state().cache = undefined;
}

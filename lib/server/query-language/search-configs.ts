import "server-only";
import { corpusListenerConnected, onCorpusChange } from "@/lib/server/db/corpus-events";
import { findSearchConfigs } from "./data/search-configs";

/** A text-search configuration name as PostgreSQL lists it (pg_ts_config.cfgname). */
const CONFIG_NAME = /^[a-z_]+$/;
/** Without a live LISTEN connection (changes may be missed) a cached list is trusted this long. */
const UNTRUSTED_TTL_MS = 5_000;

type TState = {
  configs?: string[];
  readAt: number;
  /** Bumped by every corpus change: a read that overlapped one is used once but not kept. */
  generation: number;
  pending?: Promise<string[]>;
  subscribed: boolean;
};
const holder = globalThis as unknown as { __searchConfigs?: TState };
const state = (): TState => (holder.__searchConfigs ??= { readAt: 0, generation: 0, subscribed: false });

/**
 * The text-search configurations to parse query words in: english and simple (stemmed and exact, as
 * ever), then every other configuration documents are indexed with (migration 0013, one index probe
 * each). Cached per process and dropped on every corpus change (the store step's NOTIFY on the corpus
 * channel, lib/server/db/corpus-events.ts, also sent by imports in other processes), so a newly imported
 * language is searchable as soon as its documents are committed, without a query per search.
 */
export async function searchConfigs(): Promise<string[]> {
  const s = state();
  if (!s.subscribed) {
    s.subscribed = true;
    onCorpusChange(() => {
      s.generation++;
      s.configs = undefined;
    });
  }
  const trusted = corpusListenerConnected() || Date.now() - s.readAt < UNTRUSTED_TTL_MS;
  if (s.configs && trusted) return s.configs;
  s.pending ??= read(s).finally(() => {
    s.pending = undefined;
  });
  return s.pending;
}

async function read(s: TState): Promise<string[]> {
  const generation = s.generation;
  const configs = orderConfigs(await findSearchConfigs());
  // A change announced while the query ran may not be in its answer: use it now, read again next time.
  if (generation === s.generation) {
    s.configs = configs;
    s.readAt = Date.now();
  }
  return configs;
}

/** english, simple, then the rest by name; anything that is not a plain configuration name is dropped. */
export function orderConfigs(configs: readonly string[]): string[] {
  const rest = configs.filter((c) => c !== "english" && c !== "simple" && CONFIG_NAME.test(c)).sort();
  return ["english", "simple", ...new Set(rest)];
}

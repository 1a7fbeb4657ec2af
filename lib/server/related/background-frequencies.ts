import "server-only";
import {
  countCorpusDocuments,
  countDocuments,
  findMaxDocumentId,
  type TBackgroundKind,
} from "./data/background-counts";

/**
 * Corpus document frequencies: the background that foreground counts are measured against. For
 * entities `types` holds the type of every active entity counted (so that foreground queries need
 * not join the entities table).
 */
export type TBackground = { documents: number; df: Map<string, number>; types: Map<string, string> };

// Counting every mention of a 100k-document corpus takes a few hundred milliseconds, so the counts
// are kept for a while: rebuilt when older than TTL_MS and documents were added since, or at once
// when the corpus grew by more than GROWTH of its size (a first import, a bulk load). A small lag
// is harmless: `significance` keeps the table valid when a foreground count exceeds the background.
const TTL_MS = 5 * 60_000;
const GROWTH = 0.1;

type TEntry = TBackground & { at: number; maxId: number };
const cache = new Map<TBackgroundKind, TEntry>();
const loading = new Map<TBackgroundKind, Promise<TEntry>>();

export async function backgroundFrequencies(kind: TBackgroundKind): Promise<TBackground> {
  const maxId = await findMaxDocumentId();
  const cached = cache.get(kind);
  if (cached && isFresh(cached, maxId)) return cached;
  let pending = loading.get(kind);
  if (!pending) {
    pending = load(kind, maxId).finally(() => loading.delete(kind));
    loading.set(kind, pending);
  }
  return pending;
}

function isFresh(entry: TEntry, maxId: number): boolean {
  if (maxId < entry.maxId) return false; // documents were removed, or another database
  if (maxId === entry.maxId) return true;
  // Document ids are sequential: their growth estimates the documents added.
  return Date.now() - entry.at < TTL_MS && maxId - entry.maxId <= GROWTH * Math.max(entry.documents, 100);
}

async function load(kind: TBackgroundKind, maxId: number): Promise<TEntry> {
  const [counts, documents] = await Promise.all([countCorpusDocuments(kind), countDocuments()]);
  const entry: TEntry = {
    documents,
    df: new Map(counts.map((r) => [r.key, r.n])),
    types: new Map(counts.flatMap((r) => (r.type ? [[r.key, r.type] as const] : []))),
    at: Date.now(),
    maxId,
  };
  cache.set(kind, entry);
  return entry;
}

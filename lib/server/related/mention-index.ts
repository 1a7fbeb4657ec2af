import "server-only";
import { onCorpusChange } from "@/lib/server/db/corpus-events";
import { estimateMentionCount, findMentionRowsAfter, findMentionRowsOf, type TMentionRow } from "./data/mention-rows";

/**
 * An in-memory forward index of `mentions`: for every document, the entities it mentions. Counting
 * the entities of a foreground (every mention of 14,000 documents for a broad query) is then a loop
 * over arrays instead of an aggregation of 150,000 mention rows in PostgreSQL, and the result is the
 * same: the index holds exactly the rows of `mentions`.
 *
 * Kept exact without invalidation: a document's mentions are written in the transaction that inserts
 * the document (lib/server/ingest/store-documents.ts) and never change afterwards (a deleted document
 * disappears from every foreground, so its stale entry is never read). A foreground document that
 * the index has not seen (added since, or committed late with a lower id) is loaded before counting:
 * every document above the highest id seen, and any other by id. Loads run one after another.
 *
 * Entities are numbered densely in the order seen, so counts live in a typed array. Memory: about
 * 4 bytes per mention plus a map entry per document (≈ 8 MB measured at 106k documents, 714k mentions).
 * Past MAX_MENTIONS (judged by the planner's estimate of the table) the index is not built and the
 * callers count in SQL.
 */
export const MAX_MENTIONS = 25_000_000;
const CHUNK = 20_000;

type TIndex = {
  /** document id → slot; the slot's entities are refs[starts[slot] .. starts[slot + 1]). */
  slots: Map<number, number>;
  starts: Int32Array;
  refs: Int32Array;
  slotCount: number;
  refCount: number;
  /** dense entity number → entity id (text), and back. */
  entityIds: string[];
  dense: Map<string, number>;
  /** The highest document id loaded by range. */
  maxDocumentId: number;
};

type TState = { index?: TIndex; chain: Promise<unknown>; usable?: boolean };
const holder = globalThis as unknown as { __mentionIndex?: TState };
function state(): TState {
  if (!holder.__mentionIndex) {
    holder.__mentionIndex = { chain: Promise.resolve() };
    // Mentions only ever grow with new documents (loaded on demand), but a restore replaces the corpus, and
    // while the listener was away anything may have happened: start over then.
    onCorpusChange((change) => {
      if ("all" in change) resetMentionIndex();
    });
  }
  return holder.__mentionIndex;
}

/** The foreground's entities and how many of its documents mention each (a), by entity id. */
export type TEntityCounts = { id: string; a: number }[];

/**
 * The index, holding every document of `documentIds`; undefined when the corpus is too large for it
 * (MAX_MENTIONS), in which case the caller counts in SQL.
 */
export async function mentionIndex(documentIds: readonly number[]): Promise<MentionIndex | undefined> {
  const s = state();
  if (s.usable === undefined) s.usable = await fitsInMemory();
  if (!s.usable) return undefined;
  if (s.index && missingOf(s.index, documentIds).length === 0) return new MentionIndex(s.index);
  const run = s.chain.then(() => load(documentIds));
  s.chain = run.catch(() => {});
  await run;
  // Reset meanwhile (a restore): load again.
  return s.index ? new MentionIndex(s.index) : mentionIndex(documentIds);
}

async function fitsInMemory(): Promise<boolean> {
  return (await estimateMentionCount()) <= MAX_MENTIONS;
}

const missingOf = (index: TIndex, ids: readonly number[]) => ids.filter((id) => !index.slots.has(id));

/** Loads every document above the highest id seen, then the other missing ones by id. */
async function load(documentIds: readonly number[]): Promise<void> {
  const s = state();
  s.index ??= emptyIndex();
  const index = s.index;
  const missing = missingOf(index, documentIds);
  if (missing.length === 0) return;
  if (missing.some((id) => id > index.maxDocumentId)) {
    for (;;) {
      const rows = await findMentionRowsAfter(index.maxDocumentId, CHUNK);
      addRows(index, rows);
      if (rows.length > 0) index.maxDocumentId = Math.max(index.maxDocumentId, Number(rows.at(-1)!.id));
      if (rows.length < CHUNK) break;
    }
  }
  const late = missingOf(index, documentIds);
  for (let i = 0; i < late.length; i += CHUNK) {
    const rows = await findMentionRowsOf(late.slice(i, i + CHUNK));
    addRows(index, rows);
  }
}

function emptyIndex(): TIndex {
  return {
    slots: new Map(),
    starts: new Int32Array(1024),
    refs: new Int32Array(8192),
    slotCount: 0,
    refCount: 0,
    entityIds: [],
    dense: new Map(),
    maxDocumentId: 0,
  };
}

function addRows(index: TIndex, rows: TMentionRow[]): void {
  for (const row of rows) {
    const id = Number(row.id);
    if (index.slots.has(id)) continue;
    const entities = row.entities ? row.entities.split(",") : [];
    index.starts = fit(index.starts, index.slotCount + 2);
    index.refs = fit(index.refs, index.refCount + entities.length);
    for (const entity of entities) {
      let number = index.dense.get(entity);
      if (number === undefined) {
        number = index.entityIds.length;
        index.entityIds.push(entity);
        index.dense.set(entity, number);
      }
      index.refs[index.refCount++] = number;
    }
    index.slots.set(id, index.slotCount);
    index.slotCount += 1;
    index.starts[index.slotCount] = index.refCount;
  }
}

/** The array, or a copy twice as large when it cannot hold `size` elements. */
function fit(array: Int32Array, size: number): Int32Array {
  if (size <= array.length) return array;
  const grown = new Int32Array(Math.max(size, array.length * 2));
  grown.set(array);
  return grown;
}

/** A view of the index for documents it holds. */
export class MentionIndex {
  constructor(private readonly index: TIndex) {}

  /** For each entity mentioned in `documentIds`, the number of those documents that mention it. */
  countEntities(documentIds: readonly number[]): TEntityCounts {
    const { slots, starts, refs, entityIds } = this.index;
    const counts = new Int32Array(entityIds.length);
    const seen: number[] = [];
    for (const id of documentIds) {
      const slot = slots.get(id);
      if (slot === undefined) continue;
      for (let r = starts[slot]!; r < starts[slot + 1]!; r++) {
        const entity = refs[r]!;
        if (counts[entity] === 0) seen.push(entity);
        counts[entity] = counts[entity]! + 1;
      }
    }
    return seen.map((entity) => ({ id: entityIds[entity]!, a: counts[entity]! }));
  }

  /**
   * For each pair of `nodes` (i < j numerically) and each node (i = j) mentioned together in
   * `documentIds`: the shared documents n and w = Σ 1 / (k − 1), k the nodes the document mentions.
   */
  pairCounts(nodes: readonly string[], documentIds: readonly number[]): TNodePair[] {
    const { slots, starts, refs, dense, entityIds } = this.index;
    const order = nodes.map((id) => ({ id })).sort((x, y) => compareNumeric(x.id, y.id));
    const nodeOf = new Int32Array(entityIds.length).fill(-1); // dense entity number → rank in numeric order
    order.forEach(({ id }, rank) => {
      const number = dense.get(id);
      if (number !== undefined) nodeOf[number] = rank;
    });
    const size = order.length;
    const n = new Int32Array(size * size);
    const w = new Float64Array(size * size);
    const present: number[] = [];
    for (const id of documentIds) {
      const slot = slots.get(id);
      if (slot === undefined) continue;
      present.length = 0;
      for (let r = starts[slot]!; r < starts[slot + 1]!; r++) {
        const rank = nodeOf[refs[r]!]!;
        if (rank >= 0) present.push(rank);
      }
      const k = present.length;
      const share = k > 1 ? 1 / (k - 1) : 0;
      for (const x of present) {
        for (const y of present) {
          if (x > y) continue;
          const cell = x * size + y;
          n[cell] = n[cell]! + 1;
          w[cell] = w[cell]! + share;
        }
      }
    }
    const pairs: TNodePair[] = [];
    for (let x = 0; x < size; x++) {
      for (let y = x; y < size; y++) {
        const count = n[x * size + y]!;
        if (count > 0) pairs.push({ i: order[x]!.id, j: order[y]!.id, n: count, w: w[x * size + y]! });
      }
    }
    return pairs;
  }
}

export type TNodePair = { i: string; j: string; n: number; w: number };

const compareNumeric = (x: string, y: string) => x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);

/** An index of the given rows only (for tests of the counting). */
export function mentionIndexOf(rows: TMentionRow[]): MentionIndex {
  const index = emptyIndex();
  addRows(index, rows);
  return new MentionIndex(index);
}

/** Forgets the index (tests that swap databases). */
export function resetMentionIndex(): void {
  if (holder.__mentionIndex) holder.__mentionIndex = { ...holder.__mentionIndex, index: undefined, usable: undefined };
}

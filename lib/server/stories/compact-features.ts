import "server-only";
import type { TDocFeatures, TVector } from "./document-features";

// Comparing documents is the whole cost of story clustering (every document against the cores of
// the stories near it, every story against its neighbours in the re-clustering pass). Map lookups
// by string were most of it; here each vector becomes two typed arrays over interned term numbers,
// and the dot product reads the larger vector from a scattered dense array. The sum runs over the
// smaller vector in its own order, as `cosine` does, so every figure is the same to the last bit.

type TSparse = { ids: Int32Array; values: Float64Array };
export type TCompactFeatures = {
  generation: number;
  title: TSparse;
  body: TSparse;
  people: TSparse;
  organisations: TSparse;
  places: TSparse;
  numbers: TSparse;
};

/** Term numbers are forgotten past this many terms, so a long-running worker does not grow forever. */
let maxTerms = 4_000_000;

/** Sets the limit above (tests use a small one to see term numbers renewed). */
export function setTermLimit(limit: number): void {
  maxTerms = limit;
}
const KINDS = ["title", "body", "people", "organisations", "places", "numbers"] as const;
export type TKind = (typeof KINDS)[number];
const termIds = new Map<string, number>();
let generation = 0;
const compacted = new WeakMap<TDocFeatures, TCompactFeatures>();
/** Up to this many terms, a vector is searched in place rather than scattered. */
const SMALL = 8;
// Dense scratch arrays indexed by term number, zero except while in use: one per kind for the anchor
// (the document compared with many others in a row), one for the other side when it is the larger.
let capacity = 1 << 16;
let anchorScratch = KINDS.map(() => new Float64Array(capacity));
/** The term numbers the anchor holds, one bit each per kind: most terms of the other side are not in it. */
let anchorBits = KINDS.map(() => new Int32Array(capacity >>> 5));
let otherScratch = new Float64Array(capacity);
let anchored: TCompactFeatures | undefined;

/** How many term numbers are given out (every term number of every compact vector is below it). */
export function termCount(): number {
  return termIds.size;
}

function sparse(vector: TVector): TSparse {
  const ids = new Int32Array(vector.size);
  const values = new Float64Array(vector.size);
  let i = 0;
  for (const [term, value] of vector) {
    let id = termIds.get(term);
    if (id === undefined) termIds.set(term, (id = termIds.size));
    ids[i] = id;
    values[i++] = value;
  }
  return { ids, values };
}

/** The document's vectors as typed arrays (made once per document object; vectors are never changed). */
export function compactFeatures(doc: TDocFeatures): TCompactFeatures {
  const found = compacted.get(doc);
  if (found && found.generation === generation) return found;
  if (termIds.size > maxTerms) {
    termIds.clear();
    generation++;
    // The anchor's values and bits sit under the old numbers: cleared, or they would count for the new
    // terms that take those numbers.
    for (const scratch of anchorScratch) scratch.fill(0);
    for (const bits of anchorBits) bits.fill(0);
    anchored = undefined;
  }
  const compact = {
    generation,
    title: sparse(doc.title),
    body: sparse(doc.body),
    people: sparse(doc.people),
    organisations: sparse(doc.organisations),
    places: sparse(doc.places),
    numbers: sparse(doc.numbers),
  };
  if (termIds.size > capacity) {
    capacity = Math.max(termIds.size, capacity * 2);
    anchorScratch = KINDS.map(() => new Float64Array(capacity));
    anchorBits = KINDS.map(() => new Int32Array(Math.ceil(capacity / 32)));
    otherScratch = new Float64Array(capacity);
    anchored = undefined;
  }
  compacted.set(doc, compact);
  return compact;
}

function scatter(v: TSparse, into: Float64Array, values: Float64Array | undefined): void {
  for (let j = 0; j < v.ids.length; j++) into[v.ids[j]!] = values ? values[j]! : 0;
}

/** Marks (or clears) the term numbers of v in the bitset. */
function mark(v: TSparse, bits: Int32Array, on: boolean): void {
  for (let j = 0; j < v.ids.length; j++) {
    const id = v.ids[j]!;
    if (on) bits[id >>> 5]! |= 1 << (id & 31);
    else bits[id >>> 5] = 0;
  }
}

/** Makes `x` the anchor: its larger vectors are scattered, for anchoredCosine. */
export function anchor(x: TCompactFeatures): void {
  if (anchored === x) return;
  KINDS.forEach((kind, k) => {
    if (anchored && anchored[kind].ids.length > SMALL) {
      scatter(anchored[kind], anchorScratch[k]!, undefined);
      mark(anchored[kind], anchorBits[k]!, false);
    }
    if (x[kind].ids.length > SMALL) {
      scatter(x[kind], anchorScratch[k]!, x[kind].values);
      mark(x[kind], anchorBits[k]!, true);
    }
  });
  anchored = x;
}

/** The value of term `id` in `v`, searched in place (v is small). */
function find(v: TSparse, id: number): number {
  for (let j = 0; j < v.ids.length; j++) if (v.ids[j] === id) return v.values[j]!;
  return 0;
}

/**
 * cosine(x[kind], y[kind]) of document-features.ts for the anchor x (see anchor): the same products
 * summed over the smaller vector in its own order (y when both are as large, as there).
 */
export function anchoredCosine(x: TCompactFeatures, y: TCompactFeatures, kind: TKind, k: number): number {
  const a = x[kind];
  const b = y[kind];
  let dot = 0;
  if (a.ids.length < b.ids.length) {
    // Over x's terms, looking them up in y.
    if (a.ids.length === 0) return 0;
    if (b.ids.length <= SMALL) {
      for (let i = 0; i < a.ids.length; i++) dot += a.values[i]! * find(b, a.ids[i]!);
      return dot;
    }
    const scratch = otherScratch;
    scatter(b, scratch, b.values);
    for (let i = 0; i < a.ids.length; i++) dot += a.values[i]! * scratch[a.ids[i]!]!;
    scatter(b, scratch, undefined);
    return dot;
  }
  // Over y's terms, looking them up in the anchor.
  if (b.ids.length === 0) return 0;
  if (a.ids.length <= SMALL) {
    for (let i = 0; i < b.ids.length; i++) dot += b.values[i]! * find(a, b.ids[i]!);
    return dot;
  }
  const scratch = anchorScratch[k]!;
  const bits = anchorBits[k]!;
  // Terms the anchor does not hold add a product of 0, which leaves the sum as it is to the bit.
  for (let i = 0; i < b.ids.length; i++) {
    const id = b.ids[i]!;
    if ((bits[id >>> 5]! & (1 << (id & 31))) !== 0) dot += b.values[i]! * scratch[id]!;
  }
  return dot;
}

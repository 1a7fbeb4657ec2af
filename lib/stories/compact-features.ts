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
const MAX_TERMS = 4_000_000;
const termIds = new Map<string, number>();
let generation = 0;
let dense = new Float64Array(1 << 16);
const compacted = new WeakMap<TDocFeatures, TCompactFeatures>();

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
  if (termIds.size > MAX_TERMS) {
    termIds.clear();
    generation++;
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
  if (termIds.size > dense.length) dense = new Float64Array(Math.max(termIds.size, dense.length * 2));
  compacted.set(doc, compact);
  return compact;
}

/** cosine(a, b) of document-features.ts on the compact form: the same products in the same order. */
export function compactCosine(a: TSparse, b: TSparse): number {
  const small = a.ids.length < b.ids.length ? a : b;
  const large = small === a ? b : a;
  const n = small.ids.length;
  const m = large.ids.length;
  if (n === 0) return 0;
  let dot = 0;
  if (m <= 8) {
    for (let i = 0; i < n; i++) {
      const id = small.ids[i]!;
      let other = 0;
      for (let j = 0; j < m; j++)
        if (large.ids[j] === id) {
          other = large.values[j]!;
          break;
        }
      dot += small.values[i]! * other;
    }
    return dot;
  }
  const scratch = dense;
  for (let j = 0; j < m; j++) scratch[large.ids[j]!] = large.values[j]!;
  for (let i = 0; i < n; i++) dot += small.values[i]! * scratch[small.ids[i]!]!;
  for (let j = 0; j < m; j++) scratch[large.ids[j]!] = 0;
  return dot;
}

import "server-only";
import { compactFeatures, termCount, type TCompactFeatures, type TKind } from "./compact-features";
import type { TDocFeatures } from "./document-features";
import type { TStoryModel } from "./link-documents";

// Most stories a document (or a story, in the re-clustering pass) is compared with cannot reach the
// threshold: on Reuters, 3.5 million story scores in placement for 28 thousand at or above it, and
// 2.1 million pairs of stories in the pass for 190 above the merge threshold. This is a cheap upper
// bound on a mean link probability, from the sums of the vectors of a group of documents, so that a
// group whose bound is below the threshold is not scored at all. Only groups that cannot be taken
// are skipped: the groups scored, and their scores, are exactly those of before.
//
// For a pair (x, y), z = bias + Σ wₖ cosₖ(x, y) + w_days · log(1 + days) + w_other · otherActors
// + w_prominent · otherProminent, and p = σ(z). The time and other-people terms are at most
// C = bias + max(0, w_days) · log(1 + window) + max(0, w_other) + max(0, w_prominent); the cosine
// part s(x, y) = Σ max(0, wₖ) cosₖ(x, y) is never negative (every feature is), so p ≤ σ(C + s) = σ(C) + h(s) with h(s) = σ(C + s) − σ(C). Over n pairs whose cosine
// parts sum to at most T (the dot products of summed vectors: Σₓ Σᵧ cos(x, y) = cos-sum(Σx, Σy)),
//   Σ p ≤ n σ(C) + Σ h(s) ≤ n σ(C) + T · M(T),  M(T) = max over 0 < s ≤ T of h(s) / s,
// since h(s) = s · h(s)/s ≤ s · M(T) for each s ≤ T. h(s)/s (the mean slope of σ from C) rises to a
// peak m at s = u and falls after it, so M(T) = h(T)/T below u and m from there.

const KINDS: TKind[] = ["title", "body", "people", "organisations", "places", "numbers"];
/** The model weight of each kind's cosine (TStoryModel.weights follows SIGNALS). */
const WEIGHT_INDEX = [0, 1, 2, 3, 4, 7];
const DAYS_INDEX = 5;
/** The indicators of other people (titles; prominent people): at most their weight when positive. */
const OTHER_INDEXES = [6, 8];
const PROMINENT_INDEX = 8;
/** Bounds this close to the threshold are not trusted (rounding): the group is scored. */
const MARGIN = 1e-9;

type TSparse = { ids: Int32Array; values: Float64Array };
/** The summed vectors of a group of documents, per kind, over the compact term numbers. */
export type TSums = { generation: number; kinds: TSparse[] };

export type TBound = {
  weights: number[];
  /** σ(C): the most a pair links with no cosine at all. */
  base: number;
  c: number;
  /** Below this cosine part, M(T) = h(T)/T (a little below the peak, to be safe). */
  below: number;
  /** The peak mean slope, a little above it. */
  slope: number;
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const bounds = new WeakMap<TStoryModel, Map<string, TBound>>();

/**
 * What is known of every pair a bound is for, beyond their being within the window: they are at
 * least `apartDays` whole days apart; each of them is about people and they share none
 * (otherProminent). Only used where the weight is negative (the link only falls with it).
 */
export type TPairsKnown = { apartDays?: number; otherProminent?: boolean };

/**
 * The bound's constants for a model and a window of days between linked documents, and for pairs of
 * which more is known (C lower by the negative weights of what is certain of every pair).
 */
export function linkBound(model: TStoryModel, windowDays: number, known: TPairsKnown = {}): TBound {
  let perWindow = bounds.get(model);
  if (!perWindow) bounds.set(model, (perWindow = new Map()));
  const apartDays = Math.min(known.apartDays ?? 0, windowDays);
  const key = `${windowDays} ${apartDays} ${known.otherProminent === true}`;
  const found = perWindow.get(key);
  if (found) return found;
  const w = model.weights;
  // The days term at its largest over the pairs: at the window's edge when its weight is positive,
  // at the fewest days apart the pairs can be otherwise.
  const days = w[DAYS_INDEX]! >= 0 ? Math.log1p(windowDays) : Math.log1p(apartDays);
  let c = model.bias + w[DAYS_INDEX]! * days;
  for (const i of OTHER_INDEXES)
    c += i === PROMINENT_INDEX && known.otherProminent && w[i]! < 0 ? w[i]! : Math.max(0, w[i]!);
  const base = sigmoid(c);
  let slope = 0;
  let peak = 0;
  for (let i = 1; i <= 60_000; i++) {
    const s = i / 1000;
    const r = (sigmoid(c + s) - base) / s;
    if (r > slope) [slope, peak] = [r, s];
  }
  // h(s)/s tends to σ'(C) as s → 0: the peak when C ≥ 0 (σ concave from there on). The grid finds an
  // inner peak to within a part in a million; the slope is taken a little above both.
  slope = Math.max(slope, base * (1 - base));
  const bound: TBound = {
    weights: WEIGHT_INDEX.map((i) => Math.max(0, w[i]!)),
    base,
    c,
    below: Math.max(0, peak - 0.01),
    slope: slope * (1 + 1e-4) + 1e-12,
  };
  perWindow.set(key, bound);
  return bound;
}

/** The most n pairs whose cosine parts sum to at most t can add over n σ(C). */
function gain(bound: TBound, t: number, n: number): number {
  const g = t < bound.below ? sigmoid(bound.c + t) - bound.base : bound.slope * t;
  return Math.min(g, n * (1 - bound.base));
}

/** At least the sum of the link probabilities of n pairs whose cosine parts sum to at most t. */
export function linkSumBound(bound: TBound, t: number, n: number): number {
  return n * bound.base + gain(bound, t, n);
}

/** Whether a sum of link probabilities bounded by `sum` over n pairs may reach the mean `threshold`. */
export function meanMayReach(sum: number, n: number, threshold: number): boolean {
  // Written so that a figure that is not a number never leaves a group out.
  return n === 0 || !(sum / n < threshold - MARGIN);
}

/**
 * Whether n pairs whose cosine parts sum to at most t (Σ wₖ · summed dots) may have a mean link at or
 * above the threshold. False only when they certainly cannot.
 */
export function mayReach(bound: TBound, t: number, n: number, threshold: number): boolean {
  return meanMayReach(linkSumBound(bound, t, n), n, threshold);
}

/** Summed vectors of the given documents. */
export function sumFeatures(docs: TDocFeatures[]): TSums {
  const compact = docs.map((d) => compactFeatures(d));
  // Term numbers renewed while compacting: compact again, all in one generation.
  const generation = compact.at(-1)?.generation ?? -1;
  const same = compact.map((x, i) => (x.generation === generation ? x : compactFeatures(docs[i]!)));
  const kinds = KINDS.map((kind) => {
    if (same.length === 1) return same[0]![kind];
    const sum = new Map<number, number>();
    for (const x of same) {
      const v = x[kind];
      for (let j = 0; j < v.ids.length; j++) sum.set(v.ids[j]!, (sum.get(v.ids[j]!) ?? 0) + v.values[j]!);
    }
    const ids = new Int32Array(sum.size);
    const values = new Float64Array(sum.size);
    let i = 0;
    for (const [id, value] of sum) {
      ids[i] = id;
      values[i++] = value;
    }
    return { ids, values };
  });
  return { generation, kinds };
}

/**
 * A dense copy of one group's sums (or one document's vectors), to take weighted dot products with
 * others term by term. One at a time: `scatter` replaces the previous one. `present` marks the term
 * numbers it holds (of any kind), one bit each: it stays in the fastest cache where the dense arrays
 * do not, and most terms of the other side are not in it (their product is 0, left out).
 */
let scratch: Float64Array[] = KINDS.map(() => new Float64Array(1 << 16));
let present = new Int32Array((1 << 16) >>> 5);
let scattered: { kinds: TSparse[]; generation: number } | undefined;

/** Every term number given out so far fits in the scratch arrays (grown with what they hold). */
function fits(): void {
  const max = termCount();
  if (max <= scratch[0]!.length) return;
  const size = Math.max(max, scratch[0]!.length * 2);
  scratch = scratch.map((old) => {
    const grown = new Float64Array(size);
    grown.set(old);
    return grown;
  });
  const bits = new Int32Array(Math.ceil(size / 32));
  bits.set(present);
  present = bits;
}

function clear(): void {
  scattered!.kinds.forEach((v, k) => {
    const into = scratch[k]!;
    for (let j = 0; j < v.ids.length; j++) {
      into[v.ids[j]!] = 0;
      present[v.ids[j]! >>> 5] = 0;
    }
  });
  scattered = undefined;
}

/** Makes these sums (or a document's vectors) the scattered side of weightedDot. */
export function scatter(x: TSums | TCompactFeatures): void {
  const kinds = "kinds" in x ? x.kinds : KINDS.map((kind) => x[kind]);
  if (scattered && scattered.kinds[0] === kinds[0] && scattered.generation === x.generation) return;
  if (scattered) clear();
  fits();
  kinds.forEach((v, k) => {
    const into = scratch[k]!;
    for (let j = 0; j < v.ids.length; j++) {
      const id = v.ids[j]!;
      into[id] = v.values[j]!;
      present[id >>> 5]! |= 1 << (id & 31);
    }
  });
  scattered = { kinds, generation: x.generation };
}

/**
 * Σ wₖ · (scattered sums · these sums) per kind; Infinity (no bound) when the term numbers of the
 * two are not of one generation.
 */
export function weightedDot(bound: TBound, y: TSums | TCompactFeatures): number {
  if (!scattered || scattered.generation !== y.generation) return Infinity;
  fits();
  const bits = present;
  let t = 0;
  for (let k = 0; k < KINDS.length; k++) {
    const v = "kinds" in y ? y.kinds[k]! : y[KINDS[k]!];
    const into = scratch[k]!;
    let dot = 0;
    // Every term number is below the scratch length (fits); a term not marked present is 0 there.
    for (let j = 0; j < v.ids.length; j++) {
      const id = v.ids[j]!;
      if ((bits[id >>> 5]! & (1 << (id & 31))) !== 0) dot += v.values[j]! * into[id]!;
    }
    t += bound.weights[k]! * dot;
  }
  return t;
}

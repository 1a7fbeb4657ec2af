import "server-only";
import { gunzipSync, gzipSync } from "node:zlib";
import { seededRandom } from "../../seeded-random";
import {
  SENTENCE_END,
  SENTENCE_START,
  sentenceFeatures,
  wordInfo,
  type TSentenceFeatures,
  type TWordInfo,
} from "./ner-features";

/**
 * An averaged structured perceptron over BIO tags (Collins 2002): hashed feature weights per tag,
 * a tag-transition matrix, Viterbi decoding with the BIO constraint (I-X only after B-X or I-X).
 */

export const TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"] as const;
export type TTag = (typeof TAGS)[number];
export type TEntityLabel = "PER" | "LOC" | "ORG";
const NT = TAGS.length;
// emissions() is unrolled for seven tags.
if (NT !== 7) throw new Error("the tagger expects seven BIO tags");
const TAG_INDEX = new Map<string, number>(TAGS.map((t, i) => [t, i]));

/** A training sentence: tokens and their gold BIO tags (only TAGS). */
export type TTaggedSentence = {
  words: string[];
  tags: TTag[];
  /** Document number within its file, where the file marks documents. */
  doc?: number;
};

export type TModel = {
  bits: number;
  /** weights[(bucket << 0) * NT + tag] */
  weights: Float32Array;
  /** (NT + 1) × NT: row NT is the start of the sentence. */
  transitions: Float32Array;
};

/** I-X may follow only B-X or I-X. */
function allowed(prev: number, cur: number): boolean {
  const tag = TAGS[cur]!;
  if (!tag.startsWith("I-")) return true;
  if (prev === NT) return false;
  const p = TAGS[prev]!;
  return p.slice(2) === tag.slice(2) && p !== "O";
}
const ALLOWED = new Uint8Array((NT + 1) * NT);
for (let p = 0; p <= NT; p++) for (let c = 0; c < NT; c++) ALLOWED[p * NT + c] = allowed(p, c) ? 1 : 0;

function emissions(model: TModel, feats: TSentenceFeatures): Float32Array {
  const mask = (1 << model.bits) - 1;
  const w = model.weights;
  const { data, offsets } = feats;
  const n = offsets.length - 1;
  const out = new Float32Array(n * NT);
  for (let i = 0; i < n; i++) {
    const base = i * NT;
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0,
      s4 = 0,
      s5 = 0,
      s6 = 0;
    for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
      const b = (data[k]! & mask) * NT;
      s0 += w[b]!;
      s1 += w[b + 1]!;
      s2 += w[b + 2]!;
      s3 += w[b + 3]!;
      s4 += w[b + 4]!;
      s5 += w[b + 5]!;
      s6 += w[b + 6]!;
    }
    out[base] = s0;
    out[base + 1] = s1;
    out[base + 2] = s2;
    out[base + 3] = s3;
    out[base + 4] = s4;
    out[base + 5] = s5;
    out[base + 6] = s6;
  }
  return out;
}

/** For each tag, the tags that may precede it (ascending: ties go to the first, as in a full scan). */
const PREDECESSORS: number[][] = Array.from({ length: NT }, (_, t) =>
  Array.from({ length: NT }, (_, p) => p).filter((p) => ALLOWED[p * NT + t]),
);
let scratchScore = new Float64Array(256 * NT);
let scratchBack = new Int8Array(256 * NT);

function viterbi(model: TModel, em: Float32Array, n: number): number[] {
  if (n === 0) return [];
  const tr = model.transitions;
  if (scratchScore.length < n * NT) {
    scratchScore = new Float64Array(2 * n * NT);
    scratchBack = new Int8Array(2 * n * NT);
  }
  const score = scratchScore;
  const back = scratchBack;
  for (let t = 0; t < NT; t++) score[t] = ALLOWED[NT * NT + t] ? tr[NT * NT + t]! + em[t]! : -Infinity;
  for (let i = 1; i < n; i++) {
    for (let t = 0; t < NT; t++) {
      const preds = PREDECESSORS[t]!;
      let best = -Infinity;
      let arg = 0;
      for (let k = 0; k < preds.length; k++) {
        const p = preds[k]!;
        const s = score[(i - 1) * NT + p]! + tr[p * NT + t]!;
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[i * NT + t] = best + em[i * NT + t]!;
      back[i * NT + t] = arg;
    }
  }
  let last = 0;
  for (let t = 1; t < NT; t++) if (score[(n - 1) * NT + t]! > score[(n - 1) * NT + last]!) last = t;
  const path = new Array<number>(n);
  path[n - 1] = last;
  for (let i = n - 1; i > 0; i--) path[i - 1] = back[i * NT + path[i]!]!;
  return path;
}

function decodeIndices(model: TModel, feats: TSentenceFeatures): number[] {
  return viterbi(model, emissions(model, feats), feats.offsets.length - 1);
}

/**
 * Per model and word, the summed weights of the word's own features and of the features it gives each
 * of its neighbours (`TWordInfo.prev`, `next`, `prev2`, `next2`), NT values each, in this order.
 */
const OWN = 0;
const PREV = NT;
const NEXT = 2 * NT;
const PREV2 = 3 * NT;
const NEXT2 = 4 * NT;
/** Kept on the word's cached attributes (`wordInfo`), for one model at a time. */
function wordSums(model: TModel, f: TWordInfo): Float64Array {
  if (f.sumsOf === model) return f.sums!;
  const sums = new Float64Array(5 * NT);
  const mask = (1 << model.bits) - 1;
  const groups = [
    [OWN, f.own],
    [PREV, f.prev],
    [NEXT, f.next],
    [PREV2, f.prev2],
    [NEXT2, f.next2],
  ] as const;
  for (const [at, feats] of groups)
    for (const x of feats) {
      const b = (x & mask) * NT;
      for (let t = 0; t < NT; t++) sums[at + t] = sums[at + t]! + model.weights[b + t]!;
    }
  f.sums = sums;
  f.sumsOf = model;
  return sums;
}

/**
 * Whether sums of a token's feature weights are exact in float64 whatever their order: every float32
 * weight of magnitude ≥ the smallest non-zero one is a multiple of that one's unit in the last place
 * (at least 2^(⌊log2 min⌋ − 24)), so with every weight below 2^42 such units, a sum of fewer than 2^11
 * weights stays an exact multiple below 2^53. True of the quantised models (`deserializeModel`: 16-bit
 * integers times one scale); then the weights may be summed in any grouping with the same result.
 */
const exactModels = new WeakMap<TModel, boolean>();

export function sumsAreExact(model: TModel): boolean {
  let exact = exactModels.get(model);
  if (exact !== undefined) return exact;
  let min = Infinity;
  let max = 0;
  for (const w of model.weights) {
    const a = Math.abs(w);
    if (a === 0) continue;
    if (a < min) min = a;
    if (a > max) max = a;
  }
  exact = max === 0 || (Number.isFinite(max) && max / 2 ** (Math.floor(Math.log2(min)) - 24) < 2 ** 42);
  exactModels.set(model, exact);
  return exact;
}

/**
 * Emission scores of a sentence as training decodes them, except that each word's own features are
 * summed once per word and added after the context (as float32, like the rest).
 */
function emissionsByFeature(model: TModel, words: string[]): Float32Array {
  const em = emissions(model, sentenceFeatures(words, false, false));
  for (let i = 0; i < words.length; i++) {
    const sums = wordSums(model, wordInfo(words[i]!));
    for (let t = 0; t < NT; t++) em[i * NT + t] = em[i * NT + t]! + sums[OWN + t]!;
  }
  return em;
}

/**
 * The same scores with the features that depend on one neighbour alone also summed once per word:
 * equal to `emissionsByFeature` bit for bit when the sums are exact (`sumsAreExact`), with fewer
 * look-ups into the weights.
 */
function emissionsByWord(model: TModel, words: string[], out = new Float32Array(words.length * NT)): Float32Array {
  const n = words.length;
  const infos = words.map(wordInfo);
  const sums = new Array<Float64Array>(n + 4);
  const start = wordSums(model, wordInfo(SENTENCE_START));
  const end = wordSums(model, wordInfo(SENTENCE_END));
  sums[0] = sums[1] = start;
  sums[n + 2] = sums[n + 3] = end;
  for (let i = 0; i < n; i++) sums[i + 2] = wordSums(model, infos[i]!);
  const { data, offsets } = sentenceFeatures(words, false, false, false, infos);
  const mask = (1 << model.bits) - 1;
  const w = model.weights;
  for (let i = 0; i < n; i++) {
    const m2 = sums[i]!;
    const m1 = sums[i + 1]!;
    const p1 = sums[i + 3]!;
    const p2 = sums[i + 4]!;
    const base = i * NT;
    let s0 = m1[PREV]! + p1[NEXT]! + m2[PREV2]! + p2[NEXT2]!,
      s1 = m1[PREV + 1]! + p1[NEXT + 1]! + m2[PREV2 + 1]! + p2[NEXT2 + 1]!,
      s2 = m1[PREV + 2]! + p1[NEXT + 2]! + m2[PREV2 + 2]! + p2[NEXT2 + 2]!,
      s3 = m1[PREV + 3]! + p1[NEXT + 3]! + m2[PREV2 + 3]! + p2[NEXT2 + 3]!,
      s4 = m1[PREV + 4]! + p1[NEXT + 4]! + m2[PREV2 + 4]! + p2[NEXT2 + 4]!,
      s5 = m1[PREV + 5]! + p1[NEXT + 5]! + m2[PREV2 + 5]! + p2[NEXT2 + 5]!,
      s6 = m1[PREV + 6]! + p1[NEXT + 6]! + m2[PREV2 + 6]! + p2[NEXT2 + 6]!;
    for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
      const b = (data[k]! & mask) * NT;
      s0 += w[b]!;
      s1 += w[b + 1]!;
      s2 += w[b + 2]!;
      s3 += w[b + 3]!;
      s4 += w[b + 4]!;
      s5 += w[b + 5]!;
      s6 += w[b + 6]!;
    }
    // Rounded to float32 as `emissions` does, then the word's own weights added and rounded again.
    out[base] = s0;
    out[base + 1] = s1;
    out[base + 2] = s2;
    out[base + 3] = s3;
    out[base + 4] = s4;
    out[base + 5] = s5;
    out[base + 6] = s6;
    const c = sums[i + 2]!;
    for (let t = 0; t < NT; t++) out[base + t] = out[base + t]! + c[OWN + t]!;
  }
  return out;
}

/** The emission scores `tagSentence` decodes; `byWord` false forces the plain path (for tests). */
export function sentenceEmissions(model: TModel, words: string[], byWord = sumsAreExact(model)): Float32Array {
  return byWord ? emissionsByWord(model, words) : emissionsByFeature(model, words);
}

/**
 * The BIO tags of one sentence. The weights of each word's own features, and of those it gives its
 * neighbours, are summed once per word and cached; only the other features of its context are looked
 * up per occurrence.
 */
export function tagSentence(model: TModel, words: string[]): TTag[] {
  return tagSentenceScored(model, words).tags;
}

/**
 * The BIO tags of one sentence and, per token, the margin of its tag's type: the better emission score
 * of B-X and I-X less the best of O and the other types' tags, in the model's weight units.
 */
export function tagSentenceScored(model: TModel, words: string[]): { tags: TTag[]; margins: Float64Array } {
  if (words.length === 0) return { tags: [], margins: new Float64Array(0) };
  let em: Float32Array;
  if (sumsAreExact(model)) {
    if (scratchEm.length < words.length * NT) scratchEm = new Float32Array(2 * words.length * NT);
    em = emissionsByWord(model, words, scratchEm.subarray(0, words.length * NT));
  } else em = emissionsByFeature(model, words);
  const path = viterbi(model, em, words.length);
  const margins = new Float64Array(words.length);
  for (let i = 0; i < words.length; i++) {
    // By type: B-X and I-X of the tag's type against O and the other types' tags.
    const t = path[i]!;
    const type = t === 0 ? 0 : (t + 1) >> 1;
    let own = -Infinity;
    let other = -Infinity;
    for (let u = 0; u < NT; u++) {
      const v = em[i * NT + u]!;
      if ((u === 0 ? 0 : (u + 1) >> 1) === type) own = Math.max(own, v);
      else other = Math.max(other, v);
    }
    margins[i] = own - other;
  }
  return { tags: path.map((i) => TAGS[i]!), margins };
}

/** Reused by `tagSentence` (decoding reads the scores before the next sentence). */
let scratchEm = new Float32Array(1024 * NT);

export type TSpanLabel = { first: number; last: number; label: TEntityLabel; margin?: number };

/** Entity spans (inclusive token indices) from BIO tags. */
export function spansOf(tags: readonly string[]): TSpanLabel[] {
  const out: TSpanLabel[] = [];
  let open: TSpanLabel | undefined;
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i]!;
    if (tag.startsWith("I-") && open && open.label === tag.slice(2)) {
      open.last = i;
      continue;
    }
    if (open) out.push(open);
    open = tag === "O" ? undefined : { first: i, last: i, label: tag.slice(2) as TEntityLabel };
  }
  if (open) out.push(open);
  return out;
}

export type TTrainOptions = {
  epochs?: number;
  seed?: number;
  bits?: number;
  onEpoch?: (epoch: number, errors: number, tokens: number) => void;
};

/** Trains an averaged structured perceptron; deterministic for a seed. */
export function trainTagger(sentences: TTaggedSentence[], options: TTrainOptions = {}): TModel {
  const { epochs = 8, seed = 1, bits = 18 } = options;
  const mask = (1 << bits) - 1;
  const size = (1 << bits) * NT;
  const model: TModel = { bits, weights: new Float32Array(size), transitions: new Float32Array((NT + 1) * NT) };
  // Averaging: avg = w − u / c, where u accumulates c·δ of every update.
  const uW = new Float64Array(size);
  const uT = new Float64Array((NT + 1) * NT);
  const data = sentences
    .filter((s) => s.words.length > 0)
    .map((s) => ({ feats: sentenceFeatures(s.words), gold: s.tags.map((t) => TAG_INDEX.get(t) ?? 0) }));
  const order = data.map((_, i) => i);
  const random = seededRandom(seed);
  let c = 1;
  const bump = (feats: TSentenceFeatures, i: number, tag: number, delta: number) => {
    for (let k = feats.offsets[i]!; k < feats.offsets[i + 1]!; k++) {
      const idx = (feats.data[k]! & mask) * NT + tag;
      model.weights[idx]! += delta;
      uW[idx]! += c * delta;
    }
  };
  const bumpT = (prev: number, cur: number, delta: number) => {
    const idx = prev * NT + cur;
    model.transitions[idx]! += delta;
    uT[idx]! += c * delta;
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let errors = 0;
    let tokens = 0;
    for (const idx of order) {
      const { feats, gold } = data[idx]!;
      const pred = decodeIndices(model, feats);
      tokens += gold.length;
      for (let i = 0; i < gold.length; i++) {
        const g = gold[i]!;
        const p = pred[i]!;
        if (g !== p) {
          errors++;
          bump(feats, i, g, 1);
          bump(feats, i, p, -1);
        }
        const gp = i === 0 ? NT : gold[i - 1]!;
        const pp = i === 0 ? NT : pred[i - 1]!;
        if (gp !== pp || g !== p) {
          bumpT(gp, g, 1);
          bumpT(pp, p, -1);
        }
      }
      c++;
    }
    options.onEpoch?.(epoch + 1, errors, tokens);
  }
  for (let i = 0; i < size; i++) model.weights[i] = model.weights[i]! - uW[i]! / c;
  for (let i = 0; i < uT.length; i++) model.transitions[i] = model.transitions[i]! - uT[i]! / c;
  return model;
}

const MAGIC = "NERP1";

/**
 * Compact form: weights quantised to 16-bit integers with one scale, gzipped. Header: magic, bits,
 * scale (float64), transitions (float32), then the Int16 weights.
 */
export function serializeModel(model: TModel): Buffer {
  let max = 0;
  for (const v of model.weights) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? max / 32767 : 1;
  const q = new Int16Array(model.weights.length);
  for (let i = 0; i < q.length; i++) q[i] = Math.round(model.weights[i]! / scale);
  const header = Buffer.alloc(16);
  header.write(MAGIC, 0, "ascii");
  header.writeUInt8(model.bits, 5);
  header.writeDoubleLE(scale, 8);
  const tr = Buffer.from(model.transitions.buffer, model.transitions.byteOffset, model.transitions.byteLength);
  return gzipSync(Buffer.concat([header, tr, Buffer.from(q.buffer)]), { level: 9 });
}

export function deserializeModel(data: Buffer): TModel {
  const raw = gunzipSync(data);
  if (raw.toString("ascii", 0, 5) !== MAGIC) throw new Error("not an entity tagger model");
  const bits = raw.readUInt8(5);
  const scale = raw.readDoubleLE(8);
  const trBytes = (NT + 1) * NT * 4;
  const transitions = new Float32Array(raw.buffer.slice(raw.byteOffset + 16, raw.byteOffset + 16 + trBytes));
  const q = new Int16Array(raw.buffer.slice(raw.byteOffset + 16 + trBytes, raw.byteOffset + raw.length));
  if (q.length !== (1 << bits) * NT) throw new Error("entity tagger model has the wrong size");
  const weights = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) weights[i] = q[i]! * scale;
  return { bits, weights, transitions };
}

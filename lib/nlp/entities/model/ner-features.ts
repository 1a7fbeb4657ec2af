import "server-only";
import { findCities } from "../../geo/city-gazetteer";
import { findCountry, isDemonym } from "../../geo/country-gazetteer";
import { findRegion } from "../../geo/region-gazetteer";
import { isCommonWord } from "../common-words";
import { findKnownEntity } from "../known-entities";
import {
  COMPANY_HEADS,
  FACILITY_HEADS,
  FAMILY,
  FUNCTION_WORDS,
  isGiven,
  LEGAL_SUFFIXES,
  MONTHS_DAYS,
  ORG_HEADS,
  PERSON_TITLES,
  ROLE_WORDS,
  SPEECH_VERBS,
} from "../lexicon";
import { wordCluster } from "./word-clusters";

/**
 * Features of a token sequence for the entity tagger. Every feature is a 32-bit hash: a template id
 * mixed with the hash of a string attribute (word, lower form, shape, affixes, list membership),
 * so that a token's strings are hashed once and its neighbours' features cost integer mixing only.
 * Features depend on the token strings alone, so training corpora (CoNLL tokens) and the pipeline
 * (wink tokens) share them.
 */

/** FNV-1a over UTF-16 code units. */
export function hashString(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two 32-bit values (murmur3 finaliser over a combination). */
export function mix(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** "Xxxx", "XX", "dd", "x.x." with runs collapsed to two ("Xxx" for "London"). */
export function wordShape(w: string): string {
  let out = "";
  let last = "";
  let run = 0;
  for (const ch of w) {
    const c = /\p{Lu}/u.test(ch) ? "X" : /\p{Ll}/u.test(ch) ? "x" : /\p{N}/u.test(ch) ? "d" : ch;
    if (c === last) {
      run++;
      if (run >= 2) continue;
    } else run = 0;
    last = c;
    out += c;
    if (out.length > 12) break;
  }
  return out;
}

/** "Xx", "X", "x", "d", "p": the coarse shape of a word. */
export function shortShape(w: string): string {
  if (/^\p{Lu}+$/u.test(w)) return w.length > 1 ? "XX" : "X";
  if (/^\p{Lu}/u.test(w)) return "Xx";
  if (/^\p{Ll}/u.test(w)) return "x";
  if (/^\p{N}/u.test(w)) return "d";
  if (/^[@#]/.test(w)) return "@";
  return "p";
}

const T = {
  bias: 1,
  word: 2,
  lower: 3,
  shape: 4,
  short: 5,
  pre: 6,
  suf: 10,
  lowerM1: 20,
  lowerP1: 21,
  lowerM2: 22,
  lowerP2: 23,
  shortM1: 24,
  shortP1: 25,
  shortM2: 26,
  shortP2: 27,
  bigramL: 28,
  bigramR: 29,
  shapeTri: 30,
  first: 31,
  last: 32,
  sentCase: 33,
  list: 40,
  listM1: 41,
  listP1: 42,
  sufM1: 43,
  sufP1: 44,
  shapeLower: 45,
  gaz: 50,
  gazM1: 51,
  gazP1: 52,
  cluster: 60,
  clusterTop: 61,
  clusterM1: 62,
  clusterP1: 63,
  clusterTopM1: 64,
  clusterTopP1: 65,
  clusterShape: 66,
} as const;

/** Per-word attributes, cached by word. */
export type TWordInfo = {
  word: number;
  lower: number;
  shape: number;
  short: number;
  pre: number[];
  suf: number[];
  /** Membership in the project's lexicons (hashes of list names). */
  lists: number[];
  lowerStr: string;
  shortStr: string;
  cap: boolean;
  /** Leaf and top word cluster ("none" when unknown), hashed. */
  cluster: number;
  clusterTop: number;
  /** The features that depend on this word alone (see `wordFeatures`). */
  own: number[];
  /**
   * The context features that depend on this one neighbour alone: those it gives the token after it
   * (`prev`: it is that token's previous word), the token before it (`next`), and the tokens two after
   * (`prev2`) and two before (`next2`) it. `sentenceFeatures(…, neighbours = false)` leaves them out,
   * so that decoding can add their weights summed once per word.
   */
  prev: number[];
  next: number[];
  prev2: number[];
  next2: number[];
  /** A decoder's summed weights of these features, for the model `sumsOf` (see perceptron.ts). */
  sums?: Float64Array;
  sumsOf?: object;
};

const wordCache = new Map<string, TWordInfo>();

function lexiconTags(w: string, lower: string): string[] {
  const out: string[] = [];
  if (isGiven(lower)) out.push("given");
  if (FAMILY.has(lower)) out.push("family");
  if (PERSON_TITLES.has(lower) || PERSON_TITLES.has(lower.replace(/\.$/, ""))) out.push("title");
  if (ROLE_WORDS.has(lower)) out.push("role");
  if (ORG_HEADS.has(lower)) out.push("orghead");
  if (COMPANY_HEADS.has(lower)) out.push("comphead");
  if (LEGAL_SUFFIXES.has(w)) out.push("legal");
  if (FACILITY_HEADS.has(lower)) out.push("facility");
  if (MONTHS_DAYS.has(lower)) out.push("month");
  if (FUNCTION_WORDS.has(lower)) out.push("function");
  if (SPEECH_VERBS.has(lower)) out.push("speech");
  if (isDemonym(w)) out.push("demonym");
  if (/^\p{Lu}/u.test(w) && isCommonWord(lower)) out.push("common");
  return out;
}

/** The attributes and features of one word (cached: the same object for the same word until the cache is full). */
export function wordInfo(w: string): TWordInfo {
  let info = wordCache.get(w);
  if (info) return info;
  const lower = w.toLowerCase();
  const shape = wordShape(w);
  const short = shortShape(w);
  const pre: number[] = [];
  const suf: number[] = [];
  for (let n = 1; n <= 4; n++) {
    if (lower.length > n) {
      pre.push(mix(T.pre + n, hashString(lower.slice(0, n))));
      suf.push(mix(T.suf + n, hashString(lower.slice(-n))));
    }
  }
  const word = hashString(w);
  const lowerHash = hashString(lower);
  const shapeHash = hashString(shape);
  const shortHash = hashString(short);
  const lists = lexiconTags(w, lower).map((t) => hashString(t));
  const leaf = wordCluster(lower);
  const cluster = hashString(leaf < 0 ? "none" : `c${leaf}`);
  const clusterTop = hashString(leaf < 0 ? "none" : `t${leaf >> 4}`);
  info = {
    word,
    lower: lowerHash,
    shape: shapeHash,
    short: shortHash,
    pre,
    suf,
    lists,
    lowerStr: lower,
    shortStr: short,
    cap: short === "Xx" || short === "XX" || short === "X",
    cluster,
    clusterTop,
    own: [
      T.bias,
      mix(T.word, word),
      mix(T.lower, lowerHash),
      mix(T.shape, shapeHash),
      mix(T.short, shortHash),
      ...pre,
      ...suf,
      ...lists.map((l) => mix(T.list, l)),
      mix(T.cluster, cluster),
      mix(T.clusterTop, clusterTop),
      mix(T.clusterShape, mix(cluster, shortHash)),
    ],
    prev: [
      mix(T.lowerM1, lowerHash),
      mix(T.shortM1, shortHash),
      mix(T.clusterM1, cluster),
      mix(T.clusterTopM1, clusterTop),
      ...lists.map((l) => mix(T.listM1, l)),
    ],
    next: [
      mix(T.lowerP1, lowerHash),
      mix(T.shortP1, shortHash),
      mix(T.clusterP1, cluster),
      mix(T.clusterTopP1, clusterTop),
      ...lists.map((l) => mix(T.listP1, l)),
    ],
    prev2: [mix(T.lowerM2, lowerHash), mix(T.shortM2, shortHash)],
    next2: [mix(T.lowerP2, lowerHash), mix(T.shortP2, shortHash)],
    sums: undefined,
    sumsOf: undefined,
  };
  if (wordCache.size > 200_000) wordCache.clear();
  wordCache.set(w, info);
  return info;
}

const GAZ_MAX = 4;
const formCache = new Map<string, string[]>();

/** The gazetteers and reference lists that name a form exactly ("country", "city-big", "known-Person"). */
function gazetteerKinds(form: string): string[] {
  let kinds = formCache.get(form);
  if (kinds) return kinds;
  kinds = [];
  if (findCountry(form)) kinds.push("country");
  if (findRegion(form)) kinds.push("region");
  const cities = findCities(form);
  if (cities.length > 0) kinds.push(cities[0]!.population >= 100_000 ? "city-big" : "city");
  const known = findKnownEntity(form);
  if (known) kinds.push(`known-${known.type}`);
  if (formCache.size > 200_000) formCache.clear();
  formCache.set(form, kinds);
  return kinds;
}

/**
 * Gazetteer and reference-list matches over capitalised runs: for each token, the kinds of the
 * longest name it begins or continues ("country:B", "known-Person:I", "city:B", "region:I").
 */
const NONE: number[] = [];

function gazetteerTags(words: string[], infos: readonly TWordInfo[]): number[][] {
  const out: number[][] = new Array<number[]>(words.length).fill(NONE);
  const forms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!infos[i]!.cap) continue;
    const max = Math.min(GAZ_MAX, words.length - i);
    // forms[n - 1]: the n words from i, joined by spaces.
    forms[0] = words[i]!;
    for (let n = 2; n <= max; n++) forms[n - 1] = `${forms[n - 2]!} ${words[i + n - 1]!}`;
    let bestN = 0;
    let bestKinds: string[] = NO_KINDS;
    for (let n = max; n >= 1; n--) {
      if (!infos[i + n - 1]!.cap) continue;
      const kinds = gazetteerKinds(forms[n - 1]!);
      if (kinds.length > 0) {
        bestN = n;
        bestKinds = kinds;
        break;
      }
    }
    if (bestN === 0) continue;
    const [first, rest] = kindTags(bestKinds, bestN);
    out[i] = first;
    for (let k = 1; k < bestN; k++) out[i + k] = rest;
    i += bestN - 1;
  }
  return out;
}

const NO_KINDS: string[] = [];
/** The hashed tags of a match ("country:B2", "country:I2"), by its kinds (cached per form) and length. */
const kindTagCache = new WeakMap<string[], Array<[number[], number[]]>>();

function kindTags(kinds: string[], n: number): [number[], number[]] {
  let byLength = kindTagCache.get(kinds);
  if (!byLength) kindTagCache.set(kinds, (byLength = []));
  return (byLength[n] ??= [
    kinds.map((kind) => hashString(`${kind}:B${n}`)),
    kinds.map((kind) => hashString(`${kind}:I${n}`)),
  ]);
}

/** The features that depend on the word alone: bias, word, lower form, shape, affixes, lexicon lists. */
export function wordFeatures(w: string): readonly number[] {
  return wordInfo(w).own;
}

/** The words that stand before the first and after the last token of a sentence. */
export const SENTENCE_START = "<s>";
export const SENTENCE_END = "</s>";

// Computed on first use, not when the module loads: the word-cluster table is read then, and `next build`
// evaluates server modules while it collects page data, where the table's file URL cannot be read.
let BOS: TWordInfo | undefined;
let EOS: TWordInfo | undefined;

/** The features of a sentence, flat: token i has data[offsets[i] .. offsets[i + 1]). */
export type TSentenceFeatures = { data: Uint32Array; offsets: Uint32Array };

let buffer = new Uint32Array(1 << 14);

/**
 * The features of every token of one sentence (32-bit hashes). With `keep` false the data is a view of
 * a shared buffer, valid until the next call (decoding); training keeps a copy. With `own` false the
 * features of each word alone (`wordFeatures`) are left out: decoding adds their weights cached by word.
 * With `neighbours` false so are those that depend on one neighbour alone (`TWordInfo.prev` …).
 */
export function sentenceFeatures(
  words: string[],
  keep = true,
  own = true,
  neighbours = true,
  infos: readonly TWordInfo[] = words.map(wordInfo),
): TSentenceFeatures {
  const gaz = gazetteerTags(words, infos);
  let upper = 0;
  let lowerOnly = 0;
  let letters = 0;
  for (const info of infos) {
    if (info.shortStr === "XX") upper++;
    if (info.shortStr === "x") lowerOnly++;
    if (info.shortStr !== "p" && info.shortStr !== "d") letters++;
  }
  const sentCase = hashString(
    letters >= 4 && upper / letters > 0.6 ? "shout" : letters >= 4 && lowerOnly === letters ? "lower" : "mixed",
  );
  const bos = (BOS ??= wordInfo(SENTENCE_START));
  const eos = (EOS ??= wordInfo(SENTENCE_END));
  const at = (i: number) => (i < 0 ? bos : i >= infos.length ? eos : infos[i]!);
  const offsets = new Uint32Array(infos.length + 1);
  let n = 0;
  for (let i = 0; i < infos.length; i++) {
    const c = infos[i]!;
    const m1 = at(i - 1);
    const p1 = at(i + 1);
    const m2 = at(i - 2);
    const p2 = at(i + 2);
    const need = n + 56 + 2 * (c.lists.length + m1.lists.length + p1.lists.length) + 4 * gaz[i]!.length;
    if (need + 16 > buffer.length) {
      const grown = new Uint32Array(Math.max(buffer.length * 2, need + 1024));
      grown.set(buffer.subarray(0, n));
      buffer = grown;
    }
    const f = buffer;
    offsets[i] = n;
    if (own) for (const x of c.own) f[n++] = x;
    if (neighbours) {
      f[n++] = mix(T.lowerM1, m1.lower);
      f[n++] = mix(T.lowerP1, p1.lower);
      f[n++] = mix(T.lowerM2, m2.lower);
      f[n++] = mix(T.lowerP2, p2.lower);
      f[n++] = mix(T.shortM1, m1.short);
      f[n++] = mix(T.shortP1, p1.short);
      f[n++] = mix(T.shortM2, m2.short);
      f[n++] = mix(T.shortP2, p2.short);
    }
    f[n++] = mix(mix(T.bigramL, m1.lower), c.lower);
    f[n++] = mix(mix(T.bigramR, c.lower), p1.lower);
    f[n++] = mix(mix(mix(T.shapeTri, m1.short), c.short), p1.short);
    f[n++] = mix(T.shapeLower, mix(c.short, m1.lower));
    if (c.suf.length > 2) f[n++] = mix(T.sufM1, mix(m1.lower, c.suf[2]!));
    if (i === 0) f[n++] = mix(T.first, c.short);
    if (i === infos.length - 1) f[n++] = T.last;
    f[n++] = mix(T.sentCase, mix(sentCase, c.short));
    if (neighbours) {
      f[n++] = mix(T.clusterM1, m1.cluster);
      f[n++] = mix(T.clusterP1, p1.cluster);
      f[n++] = mix(T.clusterTopM1, m1.clusterTop);
      f[n++] = mix(T.clusterTopP1, p1.clusterTop);
      for (const l of m1.lists) f[n++] = mix(T.listM1, l);
      for (const l of p1.lists) f[n++] = mix(T.listP1, l);
    }
    for (const g of gaz[i]!) {
      f[n++] = mix(T.gaz, g);
      f[n++] = mix(T.gaz, mix(g, c.short));
    }
    if (i > 0) for (const g of gaz[i - 1]!) f[n++] = mix(T.gazM1, g);
    if (i + 1 < infos.length) for (const g of gaz[i + 1]!) f[n++] = mix(T.gazP1, g);
  }
  offsets[infos.length] = n;
  return { data: keep ? buffer.slice(0, n) : buffer.subarray(0, n), offsets };
}

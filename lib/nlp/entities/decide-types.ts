import "server-only";
import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import type { TEntityType } from "../types";
import { COARSE } from "./coarse-types";
import { findCountry } from "../geo/country-gazetteer";
import { countryPlace } from "../geo/lookup-place";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { findKnownEntity } from "./known-entities";
import { COMPANY_HEADS, FACILITY_HEADS, FAMILY, isGiven, LEGAL_SUFFIXES, ORG_HEADS, ROLE_WORDS } from "./lexicon";
import type { TMention } from "./mention";
import { isPartyLabel } from "./party-labels";
import type { TEntityLabel, TSpanLabel } from "./model/perceptron";
import { wordCluster } from "./model/word-clusters";
import type { TNameSpan } from "./name-span";
import type { TChain } from "./resolve-chains";
import type { TToken } from "./tokenize-text";

/**
 * The learned decision (stacking): every candidate name span of a text — the rule spans, the trained
 * tagger's spans (sentences in capitals included) and the mentions the rule pipeline built from both —
 * is typed PER, LOC, ORG or none by a multinomial logistic model over what each system said about it
 * (the pipeline's fine type and its evidence, the tagger's label and margin, the rule span's title),
 * its shape, lexicon and gazetteer membership, word clusters, its neighbours, and what the document says
 * about the same words elsewhere. Overlapping candidates are decided greedily, most probable first.
 * The pipeline's fine type (Country, City, Region, Site, Company, Publisher…) is kept where the decided
 * coarse type agrees with it; a mention decided otherwise moves to a new chain of the decided type;
 * a mention decided none leaves its chain. Trained by `npm run train -- ner-decide`
 * (`model/train-decide.ts`, model/README.md).
 */

export const CLASSES = ["O", "PER", "LOC", "ORG"] as const;
export type TDecision = (typeof CLASSES)[number];
const NC = CLASSES.length;

/**
 * The decision model: weights per feature name (one per class), the classes' biases, and `keep`: what
 * is added to the score of the rule pipeline's own type on its mentions, and `keepListed` instead where
 * that type comes from a gazetteer or a reference list (a place or a known entity) (both chosen on the
 * development sets; 0 lets the model alone decide); `keepOut` is added to the score of none on the
 * spans the rule pipeline typed as nothing.
 */
export type TDecideModel = {
  bias: number[];
  weights: Map<string, Float32Array>;
  keep: number;
  /**
   * Instead of `keep` on the pipeline's organisations that are one bare word (acronyms, "GISB",
   * "Eurostar"): no organisation or company head word, no legal suffix, no team, no defined acronym, not
   * written as a web address or in angle brackets, and not an ordinary word marked as a name by its
   * context (see sureOrg).
   */
  keepBareOrg?: number;
  keepListed: number;
  keepOut: number;
};

export { COARSE };

/** One text the pipeline read (body or title): its tokens, the rule and tagger spans, its mentions by span. */
export type TDecideSource = {
  text: string;
  tokens: TToken[];
  inTitle: boolean;
  rules: TNameSpan[];
  tagged: TSpanLabel[];
  /** Mentions built from this text, by "first:last" token span. */
  mentions: Map<string, TMention>;
};

export type TCandidate = {
  source: number;
  /**
   * The rules' verdict that no entity is named here, kept over the decision (the product labels no
   * storms, fictional characters or geographic features, and no lone ordinary word that starts a
   * sentence; the corpora the decision learns from do label some of them).
   */
  veto?: boolean;
  first: number;
  last: number;
  /** Offsets in the source text. */
  start: number;
  end: number;
  text: string;
  mention?: TMention;
  chain?: TChain;
  /** Coarse type the rule pipeline gave it (undefined: no mention, or a mention in no chain). */
  pipeline?: TEntityLabel;
  /** The titled person's full name (a pipeline mention: "Sen. Jeff Sessions") that this span lies in. */
  inTitled?: TCandidate;
  features: string[];
};

const MODEL_URL = new URL("./model/decide-model.json.gz", import.meta.url);
let loaded: TDecideModel | null | undefined;

/** The committed decision model, loaded once; null when there is none. */
export function decideModel(): TDecideModel | null {
  if (loaded !== undefined) return loaded;
  loaded = fs.existsSync(MODEL_URL) ? parseDecideModel(gunzipSync(fs.readFileSync(MODEL_URL)).toString("utf8")) : null;
  return loaded;
}

let override: TDecideModel | null | undefined;
/** Decides with another model (or none: null) until called again with undefined; for training and tests. */
export function setDecideModelOverride(model: TDecideModel | null | undefined): void {
  override = model;
}
export const activeDecideModel = (): TDecideModel | null => (override !== undefined ? override : decideModel());

export function serializeDecideModel(model: TDecideModel): string {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const weights: Record<string, number[]> = {};
  for (const [k, w] of [...model.weights].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    const r = [...w].map(round);
    if (r.some((x) => x !== 0)) weights[k] = r;
  }
  return JSON.stringify({
    classes: CLASSES,
    bias: model.bias.map(round),
    keep: model.keep,
    ...(model.keepBareOrg !== undefined ? { keepBareOrg: model.keepBareOrg } : {}),
    keepListed: model.keepListed,
    keepOut: model.keepOut,
    weights,
  });
}

export function parseDecideModel(json: string): TDecideModel {
  const raw = JSON.parse(json) as {
    classes: string[];
    bias: number[];
    keep?: number;
    keepBareOrg?: number;
    keepListed?: number;
    keepOut?: number;
    weights: Record<string, number[]>;
  };
  if (raw.classes.join() !== CLASSES.join()) throw new Error("decision model: unexpected classes");
  const weights = new Map<string, Float32Array>();
  for (const [k, w] of Object.entries(raw.weights)) weights.set(k, Float32Array.from(w));
  return {
    bias: raw.bias,
    weights,
    keep: raw.keep ?? 0,
    ...(raw.keepBareOrg !== undefined ? { keepBareOrg: raw.keepBareOrg } : {}),
    keepListed: raw.keepListed ?? raw.keep ?? 0,
    keepOut: raw.keepOut ?? 0,
  };
}

/** Class probabilities of one candidate (with `keep` added to the score of `pipeline`, the rules' type). */
export function classProbabilities(
  model: TDecideModel,
  features: readonly string[],
  pipeline?: TEntityLabel,
  listed = false,
  written = false,
): Float64Array {
  const s = Float64Array.from(model.bias);
  if (pipeline) s[CLASSES.indexOf(pipeline)]! += keepOf(model, features, pipeline, listed, written);
  else s[0]! += model.keepOut;
  for (const f of features) {
    const w = model.weights.get(f);
    if (w) for (let c = 0; c < NC; c++) s[c]! += w[c]!;
  }
  let max = -Infinity;
  for (let c = 0; c < NC; c++) max = Math.max(max, s[c]!);
  let z = 0;
  for (let c = 0; c < NC; c++) z += s[c] = Math.exp(s[c]! - max);
  for (let c = 0; c < NC; c++) s[c]! /= z;
  return s;
}

/**
 * What makes the rules' organisation sure: more than one word, a head word, a legal suffix, a team, a
 * defined acronym, or an ordinary word that only the context marks as a name ("told The Ledger").
 */
const SURE_ORG = ["orghead", "comphead", "legal", "ev.team", "m.acronymOf"];
const sureOrg = (features: readonly string[]) =>
  !features.includes("n=1") ||
  SURE_ORG.some((f) => features.includes(f)) ||
  (features.includes("ev.cue") && (features.includes("common|0") || features.includes("common|1")));

/** The bonus of the rules' own type on their mention (see TDecideModel). */
function keepOf(
  model: TDecideModel,
  features: readonly string[],
  pipeline: TEntityLabel,
  listed: boolean,
  written: boolean,
): number {
  if (listed) return model.keepListed;
  if (pipeline !== "ORG" || model.keepBareOrg === undefined || written) return model.keep;
  return sureOrg(features) ? model.keep : model.keepBareOrg;
}

const bucket = (x: number, cuts: number[]) => {
  let i = 0;
  while (i < cuts.length && x >= cuts[i]!) i++;
  return i;
};
const key = (a: number, b: number) => `${a}:${b}`;

/** Every candidate span of the texts, with its features (document-level ones included). */
export function collectCandidates(sources: TDecideSource[], chains: TChain[]): TCandidate[] {
  const chainOf = new Map<TMention, TChain>();
  for (const c of chains) for (const m of c.mentions) chainOf.set(m, c);
  const out: TCandidate[] = [];
  // Per surface (lower case): the tagger's labels and the pipeline's coarse types across the text.
  const taggedAs = new Map<string, Set<string>>();
  const typedAs = new Map<string, Set<string>>();
  const personLast = new Set<string>();
  const note = (map: Map<string, Set<string>>, k: string, v: string) => {
    let s = map.get(k);
    if (!s) map.set(k, (s = new Set()));
    s.add(v);
  };
  sources.forEach((src, si) => {
    const byKey = new Map<string, TCandidate>();
    const cand = (first: number, last: number): TCandidate => {
      const k = key(first, last);
      let c = byKey.get(k);
      if (!c) {
        const toks = src.tokens.slice(first, last + 1);
        const text = toks.map((t) => t.text).join(" ");
        c = { source: si, first, last, start: toks[0]!.start, end: toks.at(-1)!.end, text, features: [] };
        byKey.set(k, c);
      }
      return c;
    };
    const facts = new Map<TCandidate, string[]>();
    const fact = (c: TCandidate, f: string) => {
      let l = facts.get(c);
      if (!l) facts.set(c, (l = []));
      l.push(f);
    };
    for (const [k, m] of src.mentions) {
      const [first, last] = k.split(":").map(Number) as [number, number];
      const c = cand(first, last);
      c.mention = m;
      c.chain = chainOf.get(m);
      c.pipeline = c.chain ? COARSE[c.chain.type] : undefined;
    }
    for (const r of src.rules) {
      const c = cand(r.first, r.last);
      fact(c, "r");
      if (r.title) fact(c, "r.title");
      if (r.definesAcronymOf !== undefined) fact(c, "r.acr");
      if (r.residue) fact(c, "r.res");
    }
    for (const t of src.tagged) {
      const c = cand(t.first, t.last);
      fact(c, `t=${t.label}`);
      fact(c, `tm=${t.label}${bucket(t.margin ?? 0, [10, 30, 60, 100])}`);
      note(taggedAs, c.text.toLowerCase(), t.label);
      if (t.label === "PER" && t.last > t.first) note(taggedAs, src.tokens[t.last]!.lower, "PERlast");
    }
    for (const c of byKey.values()) {
      if (c.pipeline) note(typedAs, c.text.toLowerCase(), c.pipeline);
      if (c.pipeline === "PER" && c.last > c.first) personLast.add(src.tokens[c.last]!.lower);
    }
    // Tagger spans that overlap a candidate without matching it.
    const spans = [...byKey.values()];
    // Tagger spans come in text order without overlaps: those that overlap a candidate are consecutive.
    const tagged = src.tagged;
    for (const c of spans) {
      let lo = 0;
      let hi = tagged.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (tagged[mid]!.last < c.first) lo = mid + 1;
        else hi = mid;
      }
      for (let ti = lo; ti < tagged.length && tagged[ti]!.first <= c.last; ti++) {
        const t = tagged[ti]!;
        if (t.last < c.first || (t.first === c.first && t.last === c.last)) continue;
        const rel =
          t.first >= c.first && t.last <= c.last ? "in" : t.first <= c.first && t.last >= c.last ? "over" : "x";
        fact(c, `to.${rel}=${t.label}`);
      }
      c.features = facts.get(c) ?? [];
      out.push(c);
    }
  });
  for (const c of out) addFeatures(c, sources[c.source]!.tokens, taggedAs, typedAs, personLast);
  const noEntity = out.filter((o) => o.mention?.ev.feature && !o.pipeline);
  // A person's full name after a title ("Sen. Jeff Sessions", where "Sessions" is also a word): a
  // shorter span inside it ("Jeff") decides for the whole name (decideCandidates).
  const titled = out.filter((o) => o.pipeline === "PER" && o.mention?.ev.role && o.last > o.first);
  // Vetoes: a span that overlaps a mention the rules found to be no entity (and typed as nothing); a lone ordinary word
  // that starts a sentence ("Mark the date …") that the rules typed nowhere in the text; a party label
  // ("R-Texas", "the Wisconsin Republican").
  for (const c of out) {
    const src = sources[c.source]!;
    const first = src.tokens[c.first]!;
    if (c.first === c.last && first.sentStart && isCommonWord(first.lower) && !c.pipeline && !typedAs.has(first.lower))
      c.veto = true;
    else if (noEntity.some((o) => o.source === c.source && o.first <= c.last && o.last >= c.first)) c.veto = true;
    else if (isPartyLabel(src.tokens, c.first, c.last)) c.veto = true;
    else if (!c.mention)
      c.inTitled = titled.find((o) => o.source === c.source && o.first <= c.first && c.last <= o.last);
  }
  return out;
}

function addFeatures(
  c: TCandidate,
  tokens: TToken[],
  taggedAs: Map<string, Set<string>>,
  typedAs: Map<string, Set<string>>,
  personLast: Set<string>,
): void {
  const f = c.features;
  const tag = f.find((x) => x.startsWith("t="))?.slice(2) ?? "-";
  const margin = f.find((x) => x.startsWith("tm="))?.slice(6) ?? "-";
  const rule = f.includes("r") ? "r" : "-";
  const fine = c.mention ? (c.chain ? c.chain.type : "unchained") : "nomention";
  const pipe = c.pipeline ?? "-";
  const first = tokens[c.first]!;
  const last = tokens[c.last]!;
  const n = c.last - c.first + 1;
  const shout = first.shouting ? "S" : "s";
  f.push("bias");
  f.push(`p=${fine}`, `pc=${pipe}`);
  f.push(`pt=${pipe}|${tag}`, `ptr=${pipe}|${tag}|${rule}`, `ptm=${pipe}|${tag}|${margin}`, `ps=${pipe}|${shout}`);
  f.push(`ts=${tag}|${shout}`, `tms=${tag}${margin}|${shout}`, `pts=${pipe}|${tag}|${shout}`);
  f.push(`n=${Math.min(n, 4)}`, `nt=${Math.min(n, 4)}|${tag}`);
  // How the sentence is written: a text in lower case (a post) reads names by the tagger, not by capitals.
  const casing = sentenceCasing(tokens, c.first);
  f.push(`case=${casing}|${tag}`, `case=${casing}|${pipe}|${tag}`);
  if (c.chain?.place) f.push("place");
  if (c.chain?.known) f.push(`known=${c.chain.known.type}`);
  const m = c.mention;
  if (m) {
    const ev = m.ev;
    f.push(`ev.p=${bucket(ev.person, [1, 3, 6])}`, `ev.pc=${bucket(ev.personContext, [1, 3, 6])}`);
    f.push(`ev.c=${bucket(ev.company, [1, 3, 6])}`, `ev.o=${bucket(ev.org, [1, 3, 6])}`);
    if (ev.locative) f.push("ev.loc");
    if (ev.locativeThe) f.push("ev.locthe");
    if (ev.role) f.push("ev.role");
    if (ev.team) f.push("ev.team");
    if (ev.feature) f.push("ev.feature");
    if (ev.cue) f.push("ev.cue");
    if (ev.qualifier) f.push("ev.qual");
    if (m.title) f.push("m.title");
    if (m.acronymOf) f.push("m.acronymOf");
  }
  // Shape.
  const words = tokens.slice(c.first, c.last + 1);
  const capPattern = words.map((t) => (t.caps ? "A" : t.cap ? "C" : /^\p{L}/u.test(t.text) ? "l" : "o")).join("");
  f.push(`shape=${capPattern.length > 4 ? capPattern.slice(0, 2) + capPattern.slice(-2) : capPattern}|${shout}`);
  f.push(`shape1=${capPattern[0]}${capPattern.at(-1)}|${tag}`);
  if (first.sentStart) f.push(`start|${n === 1 ? 1 : 2}`, `start|${tag}|${pipe}`);
  if (words.some((t) => /\d/.test(t.text))) f.push("digit");
  // Lexicons and gazetteers.
  const lowers = words.map((t) => t.lower);
  if (isGiven(first.lower)) f.push("given");
  if (FAMILY.has(last.lower)) f.push("family");
  if (ORG_HEADS.has(last.lower) || lowers.some((w) => ORG_HEADS.has(w))) f.push("orghead");
  if (COMPANY_HEADS.has(last.lower)) f.push("comphead");
  if (LEGAL_SUFFIXES.has(last.text) || LEGAL_SUFFIXES.has(last.lower)) f.push("legal");
  if (FACILITY_HEADS.has(last.lower)) f.push("facility");
  if (lowers.some((w) => ROLE_WORDS.has(w))) f.push("role");
  if (n === 1 && isCommonWord(first.lower)) f.push(`common|${first.sentStart ? 1 : 0}`);
  f.push(...listed(c.text));
  // Word clusters of the head word and the first word; the neighbours.
  const cl = wordCluster(last.lower);
  f.push(`cl=${cl}`, `ct=${cl < 0 ? -1 : cl >> 4}`);
  if (n > 1) f.push(`cf=${wordCluster(first.lower) >> 4}`);
  const prev = tokens[c.first - 1];
  const next = tokens[c.last + 1];
  const sameSentence = (t: TToken | undefined) => t && t.sentence === first.sentence;
  f.push(`pw=${sameSentence(prev) ? prev!.lower : "<s>"}`, `nw=${sameSentence(next) ? next!.lower : "</s>"}`);
  // The document: the same words elsewhere.
  const lower = c.text.toLowerCase();
  for (const l of taggedAs.get(lower) ?? []) f.push(`d.t=${l}`);
  for (const l of typedAs.get(lower) ?? []) f.push(`d.p=${l}`);
  if (n === 1 && (personLast.has(lower) || taggedAs.get(lower)?.has("PERlast"))) f.push("d.surname");
}

/** Gazetteer and reference-list features of a span's text (cached: names repeat within and across texts). */
const listedCache = new Map<string, string[]>();
function listed(text: string): string[] {
  let out = listedCache.get(text);
  if (out) return out;
  out = [];
  if (findCountry(text)) out.push("country");
  else if (findRegion(text)) out.push("region");
  const known = findKnownEntity(text);
  if (known) out.push(`kn=${known.type}`);
  if (listedCache.size > 50_000) listedCache.clear();
  listedCache.set(text, out);
  return out;
}

/** Share of a sentence's words written with a capital, in four steps (0: none … 3: most). */
const casingCache = new WeakMap<TToken[], Map<number, number>>();
function sentenceCasing(tokens: TToken[], at: number): number {
  const sentence = tokens[at]!.sentence;
  let cache = casingCache.get(tokens);
  if (!cache) casingCache.set(tokens, (cache = new Map()));
  let v = cache.get(sentence);
  if (v === undefined) cache.set(sentence, (v = computeCasing(tokens, at)));
  return v;
}

function computeCasing(tokens: TToken[], at: number): number {
  const sentence = tokens[at]!.sentence;
  let from = at;
  while (from > 0 && tokens[from - 1]!.sentence === sentence) from--;
  let words = 0;
  let caps = 0;
  for (let k = from; k < tokens.length && tokens[k]!.sentence === sentence; k++) {
    const t = tokens[k]!;
    if (t.kind !== "word") continue;
    words++;
    if (t.cap && !t.sentStart) caps++;
  }
  const share = words > 1 ? caps / (words - 1) : 0;
  return share === 0 ? 0 : share < 0.2 ? 1 : share < 0.5 ? 2 : 3;
}

/** The decision for each candidate (none where it loses to an overlapping one). */
export function decideCandidates(model: TDecideModel, candidates: TCandidate[]): TDecision[] {
  const scored = candidates.map((c, i) => {
    const written = !!(c.mention?.ev.domain || c.mention?.ev.bracketed);
    const p = classProbabilities(model, c.features, c.pipeline, !!(c.chain?.place || c.chain?.known), written);
    let best = 0;
    for (let k = 1; k < NC; k++) if (p[k]! > p[best]!) best = k;
    return { i, best, p: p[best]! };
  });
  // A span inside a titled person's full name ("Jeff" in "Sen. Jeff Sessions") read as a person makes
  // the full name a person; it takes none of its words itself.
  const index = new Map(candidates.map((c, i) => [c, i]));
  for (const s of scored) {
    const owner = candidates[s.i]!.inTitled;
    if (!owner) continue;
    const o = scored[index.get(owner)!]!;
    if (CLASSES[s.best] === "PER" && (CLASSES[o.best] !== "PER" || o.p < s.p)) {
      o.best = s.best;
      o.p = s.p;
    }
    s.best = 0;
  }
  const order = scored
    .filter((s) => s.best > 0 && !candidates[s.i]!.veto)
    .sort((a, b) => b.p - a.p || candidates[a.i]!.first - candidates[b.i]!.first || a.i - b.i);
  const taken = new Map<number, Uint8Array>();
  const out: TDecision[] = candidates.map(() => "O");
  // Chains of other types (products, journalists) keep their words.
  const frozen = scored.filter((s) => candidates[s.i]!.chain && !candidates[s.i]!.pipeline);
  for (const s of [...frozen.map((x) => ({ ...x, frozen: true })), ...order.map((x) => ({ ...x, frozen: false }))]) {
    const c = candidates[s.i]!;
    if (!s.frozen && c.chain && !c.pipeline) continue;
    let used = taken.get(c.source);
    if (!used) taken.set(c.source, (used = new Uint8Array(c.last + 64)));
    if (used.length <= c.last) {
      const bigger = new Uint8Array(c.last * 2 + 1);
      bigger.set(used);
      taken.set(c.source, (used = bigger));
    }
    // The rule pipeline's own mentions may nest ("U.S. Embassy in Baghdad" and "Baghdad"); other spans may not overlap.
    const mask = c.chain ? 2 : 3;
    let free = true;
    for (let k = c.first; k <= c.last && free; k++) if (used[k]! & mask) free = false;
    if (!free) continue;
    for (let k = c.first; k <= c.last; k++) used[k]! |= c.chain ? 1 : 2;
    if (!s.frozen) out[s.i] = CLASSES[s.best]!;
  }
  return out;
}

/** Fine type of a mention newly decided as `label` (no fine type from the rules agrees). */
function fineType(label: TEntityLabel, m: TMention): TEntityType {
  if (label === "PER") return "Person";
  if (label === "LOC") return findCountry(m.text) ? "Country" : "Region";
  return m.ev.company > m.ev.org ? "Company" : "Organization";
}

/** Applies the decisions to the chains: kept, moved to a chain of the decided type, or left out. */
export function applyDecisions(
  sources: TDecideSource[],
  chains: TChain[],
  candidates: TCandidate[],
  decisions: TDecision[],
): TChain[] {
  const drop = new Set<TMention>();
  const moved = new Map<string, TChain>();
  // A name decided with other boundaries than a mention of the same type joins that mention's chain
  // ("The Guardian" for "Guardian" keeps the reference-list entity and its type).
  const joins = new Map<TChain, TMention[]>();
  const sameType = (c: TCandidate, d: TDecision) =>
    candidates.find(
      (o) => o !== c && o.source === c.source && o.chain && o.pipeline === d && o.first <= c.last && o.last >= c.first,
    );
  // A name decided with a type whose words a chain of that type already has as a mention joins that
  // chain: "Parliament" in an article about the Parliament of the United Kingdom is that parliament,
  // not a second organisation (document-level consistency, as chain resolution does for the rules).
  const chainByName = new Map<string, TChain>();
  for (const chain of chains) {
    const coarse = COARSE[chain.type];
    if (!coarse) continue;
    for (const m of chain.mentions) {
      const key = `${coarse}|${m.text.toLowerCase()}`;
      if (!chainByName.has(key)) chainByName.set(key, chain);
    }
  }
  const join = (chain: TChain, m: TMention) => (joins.get(chain) ?? joins.set(chain, []).get(chain)!).push(m);
  // Spans of chains the decision does not type (products, journalists): kept as they are.
  candidates.forEach((c, i) => {
    const d = decisions[i]!;
    if (c.chain && !c.pipeline) return;
    if (d === "O") {
      if (c.mention && c.chain) drop.add(c.mention);
      return;
    }
    if (c.pipeline === d) return;
    const src = sources[c.source]!;
    const m = c.mention ?? newMention(src, c);
    if (c.mention && c.chain) drop.add(c.mention);
    const joined = sameType(c, d);
    if (joined) {
      drop.add(joined.mention!);
      join(joined.chain!, m);
      return;
    }
    const named = chainByName.get(`${d}|${m.text.toLowerCase()}`);
    if (named && named !== c.chain) {
      join(named, m);
      return;
    }
    const type = fineType(d, m);
    const k = `${type}|${m.text.toLowerCase()}`;
    let chain = moved.get(k);
    const country = type === "Country" ? findCountry(m.text) : undefined;
    if (!chain) moved.set(k, (chain = { type, mentions: [], ...(country ? { place: countryPlace(country) } : {}) }));
    chain.mentions.push(m);
  });
  const out: TChain[] = [];
  for (const c of chains) {
    const added = joins.get(c) ?? [];
    if (!c.mentions.some((m) => drop.has(m)) && added.length === 0) {
      out.push(c);
      continue;
    }
    const mentions = [...c.mentions.filter((m) => !drop.has(m)), ...added];
    if (mentions.length > 0) out.push({ ...c, mentions });
  }
  out.push(...moved.values());
  return out;
}

function newMention(src: TDecideSource, c: TCandidate): TMention {
  const toks = src.tokens.slice(c.first, c.last + 1);
  return {
    text: src.text.slice(c.start, c.end).replace(/[[\]]/g, "").replace(/\s+/g, " "),
    words: toks.map((t) => t.text),
    start: c.start,
    end: c.end,
    inTitle: src.inTitle,
    paragraph: toks[0]!.paragraph,
    residue: false,
    acronym: toks.length === 1 && toks[0]!.caps,
    ev: { person: 0, personContext: 0, company: 0, org: 0, locative: false, bracketed: false },
  };
}

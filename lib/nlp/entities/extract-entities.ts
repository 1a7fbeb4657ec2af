import "server-only";
import type { TEntityOccurrence, TSpan } from "../types";
import { demonymCountry, findCountry } from "../geo/country-gazetteer";
import { countryPlace } from "../geo/lookup-place";
import { collectEvidence } from "./collect-evidence";
import { decideSpans, taggerSpans, type TDecidedSpan } from "./decide-spans";
import {
  activeDecideModel,
  applyDecisions,
  collectCandidates,
  decideCandidates,
  type TCandidate,
  type TDecideSource,
} from "./decide-types";
import { findNameSpans } from "./find-name-spans";
import { findNameSpansLoose } from "./find-name-spans-loose";
import { findKnownEntity } from "./known-entities";
import type { TMention } from "./mention";
import { isCommonWord } from "./common-words";
import { coreWords } from "./name-span";
import { resolveChains, type TChain } from "./resolve-chains";
import { scoreSalience } from "./score-salience";
import { tokenizeText, type TToken } from "./tokenize-text";

export type TExtractEntitiesInput = {
  title: string;
  /** The cleaned body text; mention spans refer to it. */
  text: string;
  /** ISO 639-1; rules beyond gazetteers and reference lists are English-only. */
  language: string;
  /** Short texts outside the body (photo credits): their names count, without mention spans. */
  asides?: string[];
};

/**
 * Named entities of a news document: people, companies, organisations and places (countries, cities,
 * regions such as states and provinces, and sites such as airports and stadiums), each with its mention
 * chain, aliases, salience and, for places, an offline geocode; keyphrases are produced elsewhere.
 * Pipeline: shared wink tokens → capitalised runs split into name spans (titles, connectors,
 * acronyms) → evidence per mention → mention chains typed by rules and reference lists → salience.
 */
export function extractEntities(input: TExtractEntitiesInput): TEntityOccurrence[] {
  const language = !input.language || input.language === "und" ? "en" : input.language.slice(0, 2).toLowerCase();
  const { chains, titleTokens, shoutingTitle } = readChains(input, language, activeDecider());
  if (shoutingTitle) markCapsTitle(input.title, titleTokens, chains);
  return toOccurrences(chains, input.text.length);
}

/** Mention chains of a text: rule and tagger spans, evidence, chains, and the learned decision when on. */
function readChains(input: TExtractEntitiesInput, language: string, decide: boolean, sink?: TCandidate[]) {
  const english = language === "en";
  const mentions: TMention[] = [];
  const sources: TDecideSource[] | undefined = english && taggerOn && (decide || sink) ? [] : undefined;
  const tokenize = english ? tokenizeText : (text: string) => splitElision(tokenizeText(text));
  const bodyTokens = tokenize(input.text);
  collectMentions(input.text, bodyTokens, false, language, mentions, sources);
  const titleTokens = input.title.trim() ? tokenize(input.title) : [];
  const shoutingTitle = titleTokens.length > 0 && titleTokens.every((t) => t.shouting || t.kind !== "word");
  if (!shoutingTitle) collectMentions(input.title, titleTokens, true, language, mentions, sources);
  for (const aside of input.asides ?? []) {
    const from = mentions.length;
    collectMentions(aside, tokenizeText(aside), false, language, mentions);
    for (let i = from; i < mentions.length; i++) mentions[i]!.aside = true;
  }
  let chains = resolveChains(mentions, language, english, nationalityCounts([...bodyTokens, ...titleTokens]));
  if (sources) {
    const candidates = collectCandidates(sources, chains);
    if (sink) sink.push(...candidates.filter((c) => c.source === 0));
    const model = activeDecideModel();
    if (decide && model) chains = applyDecisions(sources, chains, candidates, decideCandidates(model, candidates));
  }
  return { chains, titleTokens, shoutingTitle };
}

/**
 * The decision model's candidates of the body text with their features (the rule pipeline's types on
 * them, before the decision): what its trainer labels against the gold spans.
 */
export function entityCandidates(input: TExtractEntitiesInput): TCandidate[] {
  const out: TCandidate[] = [];
  readChains(input, "en", false, out);
  return out;
}

/** French and Italian elision before a name ("l'Égypte", "d'Air India", "L'Inde"; not "D'Alema"). */
const ELIDED = /^(?:[ld]|L)['’](?=\p{Lu})/u;

/** Outside English, a name glued to an elided article starts after the apostrophe. */
function splitElision(tokens: TToken[]): TToken[] {
  return tokens.map((t) => {
    const elided = ELIDED.exec(t.text)?.[0];
    if (!elided) return t;
    const text = t.text.slice(elided.length);
    return { ...t, text, lower: text.toLowerCase(), start: t.start + elided.length };
  });
}

let taggerOn = true;
let deciderOn = true;

/** Switches the learned decision over the rule and tagger spans off (the rules' merge decides) or on. */
export function setEntityDecider(on: boolean): void {
  deciderOn = on;
}
const activeDecider = () => deciderOn && taggerOn && activeDecideModel() !== null;

/** Switches the trained tagger off (the rule system alone) or on; for benchmarks that compare the two. */
export function setEntityTagger(on: boolean): void {
  taggerOn = on;
}

/** Nationality words per country (ISO alpha-3): "Serbian" says the text is about Serbia. */
function nationalityCounts(tokens: TToken[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of tokens) {
    if (!t.cap || t.caps) continue;
    const code = demonymCountry(t.text) ?? (t.text.endsWith("s") ? demonymCountry(t.text.slice(0, -1)) : undefined);
    if (code) out.set(code, (out.get(code) ?? 0) + 1);
  }
  return out;
}

function collectMentions(
  source: string,
  tokens: TToken[],
  inTitle: boolean,
  language: string,
  out: TMention[],
  sources?: TDecideSource[],
): void {
  const english = language === "en";
  const byFirstToken = new Map<number, TMention>();
  let prev: { m: TMention; last: number } | undefined;
  let decideSource: TDecideSource | undefined;
  let spans: TDecidedSpan[];
  if (!english) spans = findNameSpansLoose(tokens, language);
  else if (!taggerOn) spans = findNameSpans(tokens);
  else {
    const rules = findNameSpans(tokens);
    const tagged = taggerSpans(tokens, sources !== undefined);
    spans = decideSpans(tokens, rules, tagged);
    if (sources) sources.push((decideSource = { text: source, tokens, inTitle, rules, tagged, mentions: new Map() }));
  }
  for (const span of spans) {
    const first = tokens[span.first]!;
    const last = tokens[span.last]!;
    const words = tokens.slice(span.first, span.last + 1).map((t) => t.text);
    const m: TMention = {
      // "Cindy [Pinhal]": an editor's brackets inside a quotation are not part of the name.
      text: source.slice(first.start, last.end).replace(/[[\]]/g, "").replace(/\s+/g, " "),
      words,
      start: first.start,
      end: last.end,
      inTitle,
      paragraph: first.paragraph,
      residue: span.residue,
      title: span.title?.text,
      acronym: span.first === span.last && first.caps,
      ev: collectEvidence(tokens, span, english),
    };
    if (span.definesAcronymOf !== undefined) m.acronymOf = byFirstToken.get(span.definesAcronymOf);
    if (span.ticker) m.ticker = true;
    if (span.label) m.tagged = span.label;
    if (span.margin !== undefined) m.taggedMargin = span.margin;
    if (span.nation) m.nation = span.nation;
    byFirstToken.set(span.first, m);
    decideSource?.mentions.set(`${span.first}:${span.last}`, m);
    out.push(m);
    // "A, B and C": names separated only by commas and "and"/"or" are listed together.
    const gap = prev && span.first > prev.last + 1 ? listGap(tokens, prev.last + 1, span.first - 1) : undefined;
    if (prev && gap) {
      const key = gap === "comma" ? "commaWith" : "listedWith";
      (prev.m[key] ??= []).push(m);
      (m[key] ??= []).push(prev.m);
    }
    // "Ryan Cloutier of the Harvard–Smithsonian Center": a person and the body they belong to.
    if (prev && ofGap(tokens, prev.last + 1, span.first - 1)) {
      prev.m.ofNext = m;
      m.ofPrev = prev.m;
    }
    prev = { m, last: span.last };
  }
}

function ofGap(tokens: TToken[], from: number, to: number): boolean {
  if (to < from || to - from > 1 || tokens[from]!.sentence !== tokens[to]!.sentence) return false;
  return tokens[from]!.text === "of" && (to === from || tokens[to]!.lower === "the");
}

/** What separates two names of a list: a comma, or "and"/"or" (", and" included); undefined for anything else. */
function listGap(tokens: TToken[], from: number, to: number): "comma" | "and" | undefined {
  if (to - from > 1 || tokens[from]!.sentence !== tokens[to]!.sentence) return undefined;
  const gap = tokens
    .slice(from, to + 1)
    .map((t) => t.lower)
    .join(" ");
  if (gap === ",") return "comma";
  return gap === "and" || gap === "or" || gap === ", and" || gap === ", or" ? "and" : undefined;
}

/** Reuters-style upper-case titles: find the text's entities (and countries) in them without case. */
function markCapsTitle(title: string, tokens: TToken[], chains: TChain[]): void {
  title = title.replace(/<[^>]*>/g, " "); // Reuters tickers: "ROCKWELL <ROK> GETS …"
  const upper = ` ${title.toUpperCase().replace(/[^\p{L}\p{N}.&'-]+/gu, " ")} `;
  const has = (form: string) => form.length >= 2 && upper.includes(` ${form.toUpperCase()} `);
  for (const c of chains) {
    const forms = new Set(c.mentions.map((m) => m.text));
    if (c.place) forms.add(c.place.name);
    if (c.known) forms.add(c.known.name);
    // Headlines use surnames and short company names: "SHULTZ SAYS …", "BANKAMERICA <BAC> …".
    for (const m of c.mentions) {
      if (c.type === "Person" && m.words.length > 1 && m.words[m.words.length - 1]!.length >= 4)
        forms.add(m.words[m.words.length - 1]!);
      if (c.type === "Company") forms.add(coreWords(m.words).join(" "));
    }
    for (const form of forms) {
      const short = form.length <= 3;
      if (short ? title.includes(form) && has(form) : has(form)) {
        c.mentions.push(titleMention(form));
        break;
      }
    }
  }
  // Countries and well-known organisations named only in the title ("JAPAN TO CUT ...", "OPEC OUTPUT").
  const words = tokens
    .filter((t, i) => t.kind === "word" && !(tokens[i - 1]?.text === "<" && tokens[i + 1]?.text === ">"))
    .map((t) => t.text);
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const form = words.slice(i, i + n).join(" ");
      const country = findCountry(form);
      const known = !country && n === 1 ? findKnownEntity(form) : undefined;
      if (country && !chains.some((c) => c.place?.geo.gazetteerId === country.cca3)) {
        chains.push({ type: "Country", mentions: [titleMention(form)], place: countryPlace(country) });
      } else if (known && known.type !== "Person" && !chains.some((c) => c.known === known)) {
        chains.push({ type: known.type, mentions: [titleMention(form)], known });
      }
    }
  }
}

function titleMention(text: string): TMention {
  return {
    text,
    words: text.split(" "),
    start: 0,
    end: 0,
    inTitle: true,
    paragraph: 0,
    residue: false,
    acronym: false,
    ev: { person: 0, personContext: 0, company: 0, org: 0, locative: false, bracketed: false },
  };
}

function canonicalName(c: TChain): string {
  if (c.place) return c.place.name;
  if (c.known) return c.known.name;
  let best: TMention | undefined;
  for (const m of c.mentions) {
    if (m.acronym && c.mentions.some((x) => !x.acronym)) continue;
    const words = c.type === "Company" ? coreWords(m.words) : m.words;
    const bestWords = best ? (c.type === "Company" ? coreWords(best.words) : best.words) : [];
    if (!best || words.length > bestWords.length) best = m;
  }
  if (!best) return c.mentions[0]?.text ?? "";
  // The source text, not the joined tokens ("Wendy's International", not "Wendy 's International").
  if (c.type !== "Company") return best.text;
  // "Wrestling Inc": one ordinary word is no name without its legal form.
  const core = coreWords(best.words);
  if (core.length === 1 && isCommonWord(core[0]!.toLowerCase())) return best.text;
  // A comma before the legal form is removed with it ("…Management, Inc."), not counted as a word.
  return withoutLegalSuffix(best.text, best.words.slice(core.length).filter((w) => w !== ",").length);
}

/** Drops the last `count` words ("Inc", "and Co") from a name. */
function withoutLegalSuffix(text: string, count: number): string {
  let out = text;
  for (let i = 0; i < count; i++) out = out.replace(/[\s,]*\S+$/, "");
  return out || text;
}

function toOccurrences(chains: TChain[], textLength: number): TEntityOccurrence[] {
  const byName = new Map<string, TEntityOccurrence & { chain: TChain }>();
  const counts = chains.map(
    (c) => c.mentions.filter((m) => !m.inTitle && !m.aside).length + (c.mentions.some((m) => m.inTitle) ? 1 : 0),
  );
  const maxCount = Math.max(1, ...counts);
  for (const c of chains) {
    const name = canonicalName(c);
    if (!name) continue;
    const key = `${c.type}|${name.toLowerCase()}`;
    const prev = byName.get(key);
    if (prev) {
      prev.chain.mentions.push(...c.mentions);
      continue;
    }
    byName.set(key, { type: c.type, name, aliases: [], mentions: [], inTitle: false, salience: 0, chain: c });
  }
  const out: TEntityOccurrence[] = [];
  for (const { chain: c, ...occ } of byName.values()) {
    const aliases = new Set<string>();
    for (const m of c.mentions) {
      aliases.add(m.text);
      if (m.title && m.words.length === 1) aliases.add(`${m.title} ${m.text}`);
      // "UOL.com" is also "UOL".
      if (m.ev.domain) aliases.add(m.text.replace(/\.[a-z]+$/, ""));
      // "al-Masirah TV" is also "al-Masirah".
      if (m.words.length > 1 && m.words[m.words.length - 1] === "TV") aliases.add(m.text.replace(/\s+TV$/, ""));
    }
    if (c.known) for (const a of c.known.aliases) if (c.mentions.some((m) => m.text === a)) aliases.add(a);
    // The gazetteer's own spellings of a place ("Herāt" for "Herat"): they match in search (DECISIONS 24).
    for (const a of c.place?.aliases ?? []) aliases.add(a);
    aliases.delete(occ.name);
    const spans: TSpan[] = c.mentions
      .filter((m) => !m.inTitle && !m.aside)
      .map((m) => ({ start: m.start, end: m.end }));
    spans.sort((a, b) => a.start - b.start || a.end - b.end);
    const mentions = spans.filter((s, i) => i === 0 || s.start !== spans[i - 1]!.start);
    const result: TEntityOccurrence = {
      ...occ,
      aliases: [...aliases],
      mentions,
      inTitle: c.mentions.some((m) => m.inTitle),
      salience: scoreSalience(
        c.mentions.filter((m) => !m.aside),
        textLength,
        maxCount,
      ),
    };
    const metadata = metadataOf(c);
    if (c.place) result.geo = c.place.geo;
    if (Object.keys(metadata).length > 0) result.metadata = metadata;
    out.push(result);
  }
  out.sort((a, b) => b.salience - a.salience || (a.mentions[0]?.start ?? 1e9) - (b.mentions[0]?.start ?? 1e9));
  return out;
}

function metadataOf(c: TChain): Record<string, string> {
  const md: Record<string, string> = {};
  if (c.place) md.CountryCode = c.place.geo.countryCode;
  if (c.type === "Person") {
    const role = c.mentions.find((m) => m.title)?.title ?? c.mentions.find((m) => m.ev.role)?.ev.role;
    if (role) md.Role = role;
  }
  if (c.known?.media) md.Category = "News media";
  const acronym = c.mentions.find((m) => m.acronym)?.text;
  if (acronym && (c.type === "Organization" || c.type === "Company") && c.mentions.some((m) => !m.acronym))
    md.Acronym = acronym;
  return md;
}

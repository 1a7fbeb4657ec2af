import "server-only";

import {
  ADDRESSEE_VERB,
  CLAUSE_BREAK,
  hasSentenceEnd,
  isPossessor,
  isQuestioner,
  MODIFIED_NOUN,
  PREPOSITION_BEFORE,
  sentenceEnd,
  sentenceStart,
} from "./attribute-speaker";
import type { TQuotation } from "./find-quotations";
import { contextFeatures } from "./reference-context";
import { refsBetween, type TSpeakerIndex, type TSpeakerRef } from "./speaker-index";
import { speechVerbEnd, speechVerbsIn } from "./speech-verbs";

/** What the ranker knows about one quotation when it picks its speaker. */
export type TSpeakerContext = {
  /** Whether "nobody" is a candidate (the first). */
  nobody?: boolean;
  /** A quotation of one to three words that the rules do not attribute: kept only with a speaker. */
  short?: boolean;
  text: string;
  quotation: TQuotation;
  index: TSpeakerIndex;
  /** Offsets of the paragraphs' starts, in order. */
  paragraphStarts: number[];
  /** The rules' choice (attributeSpeaker), and whether they said "the previous quotation's voice". */
  rule: TSpeakerRef | undefined;
  rulePrevious: boolean;
  /** Which rule decided (attributeSpeaker's trace: "f-pronoun", "l-subject", "l-listener", …). */
  ruleHow: string;
  /** The speaker chosen for the previous quotation, and whether this one may carry on in that voice. */
  last: TSpeakerRef | undefined;
  continues: boolean;
  /** Mentions per entity name in the document's speaker index. */
  nameCounts: Map<string, number>;
  /** Per document: each reference's own features (by start and name), null where it cannot speak. */
  cache?: Map<string, string[] | null>;
  /** Of the people sharing a surname, those named most often. */
  sharedTop?: Set<string>;
};

/** A possible speaker (or nobody: `ref` undefined) with its features, binary and named. */
export type TSpeakerCandidate = { ref: TSpeakerRef | undefined; features: string[] };

/** How far before a quotation candidates are looked for: its sentence and the one before, at most this far. */
const BEFORE_CHARS = 500;
/** After a quotation: the rest of its sentence, at most this far. */
const AFTER_CHARS = 250;
/** The nearest names on each side (a speaker further away is the rules' choice or the previous speaker). */
const MAX_BEFORE = 4;
const MAX_AFTER = 3;

/**
 * The candidates for one quotation's speaker: every speaker reference (names, aliases, descriptions
 * such as "the senator") in the sentence before the quotation, its own sentence and the rest of the
 * sentence after it; the rules' choice and the previous quotation's speaker wherever they are; and
 * "nobody" first, when asked for. Each comes with the features the ranker weighs: side and distance,
 * speech verbs around it (subject, inverted, listener of "told"/"asked"), what lies between it and
 * the quotation, agreement with the rules and with the previous speaker, its type and frequency, and
 * the quotation's own shape.
 */
export function speakerCandidates(c: TSpeakerContext): TSpeakerCandidate[] {
  const { text, quotation: q } = c;
  const open = q.open;
  const after = q.close + 1;
  const s0 = sentenceStart(text, open, 0);
  const prevAt = text.slice(s0 - 2, s0) === "\n\n" ? s0 - 2 : s0 - 1;
  const s1 = s0 > 1 ? sentenceStart(text, prevAt, 0) : s0;
  const from = Math.max(s1, open - BEFORE_CHARS);
  const to = sentenceEnd(text, after, Math.min(text.length, after + AFTER_CHARS));
  const all = refsBetween(c.index, from, open);
  let before = all.slice(-MAX_BEFORE);
  // The first name of the quotation's own sentence is its subject more often than any other: a
  // candidate even where more than the nearest four names stand between it and the quotation.
  if (all.length > MAX_BEFORE) {
    const first = all.find((r) => r.start >= s0);
    if (first && first.start < before[0]!.start) before = [first, ...before];
  }
  let following = refsBetween(c.index, after, to).slice(0, MAX_AFTER);
  // "Clinton says" where Hillary and Bill Clinton are both in the story: both are candidates.
  if (c.index.shared?.length) {
    const shared = { refs: c.index.shared };
    const sb = refsBetween(shared, Math.max(from, open - 200), open);
    const sa = refsBetween(shared, after, Math.min(to, after + 120));
    if (sb.length) before = [...before, ...sb].sort((x, y) => x.start - y.start);
    if (sa.length) following = [...following, ...sa].sort((x, y) => x.start - y.start);
  }

  const inner = text.slice(q.segments[0]!.start, q.segments[q.segments.length - 1]!.end).trimEnd();
  const shape: string[] = [
    `len:${q.words < 4 ? "s" : q.words < 9 ? "m" : "l"}`,
    /[.!?]["”’]?$/.test(inner) ? "ends" : /,$/.test(inner) ? "comma" : "open",
    c.paragraphStarts.includes(open) ? "qpara" : "qmid",
    q.segments.length > 1 ? "multi" : "single",
  ];
  const ruleKind = c.rule ? "ref" : c.rulePrevious ? "prev" : "none";

  const out: TSpeakerCandidate[] = [];
  if (c.nobody) {
    const features = ["NULL", named(`NULL&how:${c.ruleHow}`), NULL_N[Math.min(3, before.length + following.length)]!];
    for (const s of shape) features.push(named(`NULL&${s}`));
    if (c.continues && c.last) features.push("NULL&cont");
    if (c.short) features.push("NULL&short");
    out.push({ ref: undefined, features });
  }

  const para = paragraphIndex(c.paragraphStarts, open);
  // What lies between each name and the quotation, accumulated outward from the quotation so that
  // each stretch of text is read once.
  const gapBefore = new Array<TGap>(before.length);
  let acc: TGap = { words: 0, sentence: false, quote: false, clause: false };
  for (let i = before.length - 1; i >= 0; i--) {
    const end = i + 1 < before.length ? before[i + 1]!.end : open;
    acc = extend(acc, text, before[i]!.end, end, open);
    gapBefore[i] = acc;
  }
  const gapAfter = new Array<TGap>(following.length);
  acc = { words: 0, sentence: false, quote: false, clause: false };
  for (let i = 0; i < following.length; i++) {
    const start = i > 0 ? following[i - 1]!.start : after;
    acc = extend(acc, text, start, following[i]!.start, following[i]!.start);
    gapAfter[i] = acc;
  }
  // The speech verbs of the quotation's own sentence before it: a name with one of them between it
  // and the quotation is a subject that may report it ("House Republican Thomas Massie used to
  // support fellow Kentuckian Rand Paul, but now said Trump had "…""); the first such name is
  // the clause's subject more often than the nearest.
  const lastVerbStart = lastVerbIn(text, s0, open);
  let firstStart = -1;
  const pronounRule = c.ruleHow.includes("pronoun");
  const noRule = named(`noRule:${ruleKind}`);
  const ruleHow = named(`rule&how:${c.ruleHow}`);
  const otherHow = named(`other&how:${c.ruleHow}`);
  const lead = text.slice(Math.max(0, open - 3), open);
  const newSentenceAfter = /[.!?]["”’]?$/.test(inner) && /^\s+\p{Lu}/u.test(text.slice(after, after + 3));
  const colon = /:\s*$/.test(lead);
  const comma = /,\s*$/.test(lead);
  const leadIn = c.rule !== undefined && c.ruleHow.startsWith("l-");

  const add = (ref: TSpeakerRef, side: "B" | "A" | "F", rank: number, gap?: TGap) => {
    const own = ownFeatures(c, ref);
    if (!own) return;
    const f: string[] = [];
    const cross = (x: string) => f.push(x, crossed(side, x));
    const t = SIDE[side];
    f.push(t.side, t.rank[Math.min(rank, 3)]!);
    for (const s of shape) f.push(t.shape.get(s)!);
    // Distance in words and sentences, and what stands between the name and the quotation.
    if (gap) {
      const words = gap.words;
      f.push(t.dw[words === 0 ? 0 : words === 1 ? 1 : words < 4 ? 2 : words < 8 ? 3 : words < 16 ? 4 : 5]!);
      if (side === "B") f.push(ref.start >= s0 ? "B:sent:0" : "B:sent:1");
      if (gap.sentence) cross("crossSentence");
      if (gap.quote) cross("crossQuote");
      if (gap.clause) cross("clauseBreak");
      if (
        !gap.sentence &&
        (words === 0 || (words === 1 && side === "A" && DETERMINER_GAP.test(text.slice(after, ref.start))))
      )
        cross("adjacent");
      // "…for a long time." Political analyst X agreed: after a quotation that ends a sentence, a
      // name a few words into the next one opens a new statement.
      if (side === "A" && newSentenceAfter && words > 0) f.push("A:nextSentence");
      // X said on Friday the border is "…." Y, the Speaker, said "…": the lead-in already names the speaker.
      if (side === "A" && leadIn) f.push("A:leadIn");
      if (side === "B" && colon) f.push("B:colon");
      if (side === "B" && ref.start >= s0) {
        const verbAhead = lastVerbStart >= ref.end;
        if (verbAhead) f.push("B:verbAhead");
        if (firstStart < 0) firstStart = ref.start;
        if (ref.start === firstStart) f.push(verbAhead ? "B:first&verbAhead" : "B:first");
      }
      if (side === "B" && comma) f.push("B:commaLead");
    } else f.push("F:outside");
    for (const x of own) cross(x);
    // What stands right before and after the name (subject, object, conjunct, qualifier of a noun).
    const [left, right, both] = contextOf(c, ref);
    cross(left);
    cross(right);
    f.push(both);
    if (c.short) {
      f.push(SHORT[side]);
      for (const x of own) f.push(crossed("S", x)); // "S:subjVerb": said of a short quotation
    }
    const count = c.nameCounts.get(ref.name) ?? 0;
    f.push(FREQ[count < 2 ? 0 : count < 4 ? 1 : count < 8 ? 2 : 3]!);
    // "…," gushed Ann Lee: the speech verb right after the quotation, the name right after the verb.
    if (side === "A" && gap && gap.words <= 8) {
      const between = text.slice(after, ref.start);
      if (INVERTED.test(between)) {
        const verbAt = between.length - between.trimStart().length;
        const gapLead = LEAD_ADVERB.exec(between)![0].length;
        if (speechVerbEnd(between, Math.max(verbAt, gapLead)) >= 0) cross("inverted");
      }
    }
    // "…," Jane Doe implored. "…": the name stands right after another quotation and attributes that one.
    if (side === "B" && /["”][,.!?]?\s*$/.test(text.slice(Math.max(0, ref.start - 4), ref.start))) cross("afterQuote");
    if (paragraphIndex(c.paragraphStarts, ref.start) === para) f.push("samePara");
    // Agreement with the rules and with the previous quotation.
    if (c.rule && c.rule.start === ref.start) cross("rule");
    else if (c.rule && c.rule.name === ref.name) cross("ruleName");
    else if (c.rule) f.push("ruleOther");
    else f.push(noRule);
    f.push(c.rule && c.rule.name === ref.name ? ruleHow : otherHow);
    // "She said": a pronoun speaks for a person, "it said" for an organisation (the kind of the rules' antecedent).
    if (pronounRule && c.rule) f.push(isPerson(ref) === isPerson(c.rule) ? "pron:sameKind" : "pron:otherKind");
    if (c.last && c.last.name === ref.name) {
      cross("prev");
      if (c.rulePrevious) f.push("prev&rulePrev");
      if (c.continues) f.push("prev&cont");
      if (!c.rule) f.push("prev&noRule");
    }
    out.push({ ref, features: f });
  };
  before.forEach((ref, i) => add(ref, "B", before.length - i, gapBefore[i]));
  following.forEach((ref, i) => add(ref, "A", i + 1, gapAfter[i]));
  // "…," Mr. Greenfield said: a quotation with an attribution of its own right after it belongs to
  // that name rather than to the one speaking before.
  const own = out.find((o) => o.features.includes("A:adjacent") && o.features.includes("A:subjVerb"));
  const inverted = own ?? out.find((o) => o.features.includes("A:inverted"));
  if (inverted)
    for (const o of out) if (o.ref) o.features.push(o === inverted ? "ownAttribution" : "notOwnAttribution");
  if (c.rule && !out.some((o) => o.ref?.start === c.rule!.start)) add(c.rule, "F", 1);
  if (c.last && !out.some((o) => o.ref?.name === c.last!.name)) add(c.last, "F", 1);
  return out;
}

/**
 * What a reference says about itself, wherever the quotation is: speech verbs around it, the
 * preposition before it, its type, how a description was resolved, how often the name occurs.
 * Undefined for a reference that cannot speak here: a possessor ("Merkel's spokesperson said") or
 * the one told ("One resident told Paul Rivera of WESH 2, "…""). Cached per document: a reference
 * is a candidate for several quotations.
 */
function ownFeatures(c: TSpeakerContext, ref: TSpeakerRef): string[] | undefined {
  const key = ref.shared ? `${ref.start}:${ref.name}` : String(ref.start);
  const known = c.cache?.get(key);
  if (known !== undefined) return known ?? undefined;
  const f = ownFeaturesOf(c, ref);
  c.cache?.set(key, f ?? null);
  return f;
}

function ownFeaturesOf(c: TSpeakerContext, ref: TSpeakerRef): string[] | undefined {
  const { text } = c;
  const tail = text.charCodeAt(ref.end);
  const f: string[] = [];
  // "Merkel's spokesperson said", "Sanders’ fundraising email notes": the one whose voice it is may
  // speak; any other possessor ("Sanders’ approach") may not.
  if ((tail === 39 || tail === 0x2019) && isPossessor(text, ref)) {
    if (!VOICE_AFTER_POSSESSOR.test(text.slice(ref.end, ref.end + 40))) return undefined;
    f.push("possessor:voice");
  } else if (VOICE_NOUN.test(text.slice(ref.end, ref.end + 24))) f.push("voiceNoun"); // "the Sanders campaign"
  // Speech verbs around the name.
  const next = tail;
  if (next === 44 || next === 32) {
    // ", the minister," before the verb: read further.
    const post = text.slice(ref.end, ref.end + (next === 44 ? 80 : 30));
    const lead = SUBJECT_GAP.exec(post);
    if (lead && speechVerbEnd(post, lead[0].length) >= 0) f.push(lead[1] ? "subjVerbAppos" : "subjVerb");
  }
  const pre = text.slice(Math.max(0, ref.start - 36), ref.start);
  const verbs = speechVerbsIn(pre);
  const verb = verbs[verbs.length - 1];
  // "asked for a photo and Clinton said": a clause break between the verb and the name starts a new clause.
  const between = verb ? pre.slice(verb.end) : "";
  if (verb && !/[.!?;"“”]/.test(between) && pre.length - verb.end <= 30 && !CLAUSE_BREAK.test(between)) {
    const addressee = ADDRESSEE_VERB.test(pre.slice(verb.start, verb.end));
    const by = /\bby\s+(?:\S+\s+){0,3}$/.test(between);
    if (addressee && !by) return undefined;
    // "asked by X": the questioner, not the one quoted.
    if (by && isQuestioner(pre.slice(0, verb.start), pre.slice(verb.start, verb.end), between)) return undefined;
    f.push(by ? "byAgent" : "verbBefore");
  }
  if (pre.includes("ccording to") && /according to\s+(?:the\s+)?(?:\S+\s+){0,3}$/i.test(pre)) f.push("according");
  if (PREPOSITION_BEFORE.test(text.slice(Math.max(0, ref.start - 12), ref.start))) f.push("prep");
  if (MODIFIED_NOUN.test(text.slice(ref.end, ref.end + 20))) f.push("modNoun");
  f.push(`type:${ref.type}`);
  if (ref.shared) f.push("shared", c.sharedTop?.has(ref.name) ? "shared&top" : "shared&other");
  // A description ("the senator", "the company"): how it was resolved, and to what.
  if (ref.via) f.push(`desc:${ref.via}:${ref.type}`);
  else if (
    (text[ref.start] === "t" || text[ref.start] === "T") &&
    /^[Tt]he\s+\p{Ll}/u.test(text.slice(ref.start, ref.end))
  )
    f.push("desc:alias");
  return f;
}

function isPerson(ref: TSpeakerRef): boolean {
  return ref.type === "Person";
}

/** contextFeatures of a reference, cached per document with its own features. */
function contextOf(c: TSpeakerContext, ref: TSpeakerRef): [string, string, string] {
  const key = `c${ref.start}`;
  const known = c.cache?.get(key);
  if (known) return known as [string, string, string];
  const f = contextFeatures(c.text, ref.start, ref.end);
  c.cache?.set(key, f);
  return f;
}

/** Start of the last speech verb in [from, to), or -1. */
function lastVerbIn(text: string, from: number, to: number): number {
  const verbs = speechVerbsIn(text.slice(from, to));
  const last = verbs[verbs.length - 1];
  return last ? from + last.start : -1;
}

/** Between a quotation and the name of an inverted attribution: lead punctuation, a verb, a few words. */
const INVERTED = /^\s*[,;:]?\s*(?:[—–-]+\s*)?(?:\w+ly\s+)?[a-z]+(?:\s+(?:out|on|in|back|up))?(?:\s+\S+){0,6}\s*$/;
const LEAD_ADVERB = /^\s*[,;:]?\s*(?:[—–-]+\s*)?(?:\w+ly\s+)?/;

/** Between a quotation and a name after it: only a determiner (",” the Times reported"). */
const DETERMINER_GAP = /^[\s,;:—–-]*(?:the|The)\s+$/;

/** Words and breaks between a name and the quotation. */
type TGap = { words: number; sentence: boolean; quote: boolean; clause: boolean };

/** `gap` extended by the text [from, to) (read up to `limit` for marks that straddle the end). */
function extend(gap: TGap, text: string, from: number, to: number, limit: number): TGap {
  const part = text.slice(from, Math.min(limit, to + 2));
  let words = gap.words;
  let inWord = false;
  for (let i = from; i < to && words < 16; i++) {
    const code = text.charCodeAt(i);
    const space = code === 32 || code === 10 || code === 9 || code === 13 || code === 0xa0;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return {
    words,
    sentence: gap.sentence || hasSentenceEnd(text, from, Math.min(limit, to + 2)),
    quote: gap.quote || /["“”]/.test(part),
    clause: gap.clause || CLAUSE_BREAK.test(part),
  };
}

const SHAPES = ["len:s", "len:m", "len:l", "ends", "comma", "open", "qpara", "qmid", "multi", "single"];
/** Feature names per side, made once. */
const SIDE = Object.fromEntries(
  (["B", "A", "F"] as const).map((side) => [
    side,
    {
      side: `side:${side}`,
      rank: [0, 1, 2, 3].map((r) => `${side}:rank:${r}`),
      dw: [0, 1, 2, 3, 4, 5].map((d) => `${side}:dw:${d}`),
      shape: new Map(SHAPES.map((s) => [s, `${side}&${s}`])),
    },
  ]),
) as Record<"B" | "A" | "F", { side: string; rank: string[]; dw: string[]; shape: Map<string, string> }>;

/** Interned feature names: the same strings every time, so scoring hashes no new ones. */
const NAMES = new Map<string, string>();
function named(s: string): string {
  const known = NAMES.get(s);
  if (known !== undefined) return known;
  NAMES.set(s, s);
  return s;
}

const CROSSED = {
  B: new Map<string, string>(),
  A: new Map<string, string>(),
  F: new Map<string, string>(),
  S: new Map<string, string>(),
};
/** A feature with the side of the quotation it stands on ("B:subjVerb"), made once. */
function crossed(side: "B" | "A" | "F" | "S", x: string): string {
  const map = CROSSED[side];
  let name = map.get(x);
  if (name === undefined) map.set(x, (name = `${side}:${x}`));
  return name;
}

const SHORT = { B: "short:B", A: "short:A", F: "short:F" };
const NULL_N = ["NULL&n:0", "NULL&n:1", "NULL&n:2", "NULL&n:3"];
const FREQ = ["freq:1", "freq:2", "freq:3", "freq:4"];

/** Nouns that speak for someone: the spokesman, the campaign, the office, a statement, an ad. */
const VOICE =
  "(?:spokesman|spokeswoman|spokesperson|press secretary|campaign|office|statement|e-?mail|letter|ad|advertisement|website|aides?|administration|government)s?\\b";
const VOICE_NOUN = new RegExp(`^\\s+${VOICE}`);
const VOICE_AFTER_POSSESSOR = new RegExp(`^['’]s?\\s+(?:\\p{Ll}+\\s+){0,2}${VOICE}`, "u");

/** Between a subject and its speech verb: an apposition (", the minister,"), an auxiliary, an adverb. */
const SUBJECT_GAP =
  /^(\s*,[^,.;"“”]{1,60},)?\s+(?:(?:has|had|have|will|would|was|is|also|later|then|once|again|\w+ly)\s+){0,2}/;

function paragraphIndex(starts: number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

import "server-only";

import type { TEntityOccurrence, TQuote } from "../types";
import { attributeSpeaker, PREVIOUS } from "./attribute-speaker";
import { findQuotations, paragraphsOf, type TQuotation } from "./find-quotations";
import { speakerCandidates, type TSpeakerCandidate } from "./speaker-candidates";
import { buildSpeakerIndex, type TSpeakerRef } from "./speaker-index";
import { bestCandidate, speakerWeights } from "./speaker-ranker";

const CONTEXT_CHARS = 200;
/** Quotations shorter than this are speech only when someone is said to have said them. */
const MIN_UNATTRIBUTED_WORDS = 4;
/** Quotations up to this long in Title Case inside ordinary prose are titles and names. */
const MAX_TITLE_WORDS = 8;

/**
 * Direct quotations of the (cleaned) body with their context and speaker. `entities` are the
 * document's occurrences; a speaker is always the `name` (and `speakerType` the type) of one of its
 * Person, Organization, Company or Publisher occurrences.
 *
 * A quotation of one to three words ("Trump said Russia "can't stand" either Democrat") is kept
 * only with a speaker: found by an attribution of its own, or by the ranker; otherwise it is a scare
 * quote or a name.
 * A Title Case quotation in a sentence that is not itself in Title Case ("named Time's "Person of
 * the Year"") is a title, not speech; in a headline ("Clinton Joked "You Are The Smartest
 * People."") it is speech.
 *
 * The speaker is picked by `choose` among candidates (speaker-candidates.ts) whose features include
 * the rules' choice (attribute-speaker.ts): by default the trained ranker (speaker-ranker.ts); with
 * `null`, the rules alone decide.
 */
export function extractQuotes(
  text: string,
  entities: TEntityOccurrence[],
  choose: TSpeakerChooser | null = modelChooser,
): TQuote[] {
  const quotations = findQuotations(text);
  if (quotations.length === 0) return [];
  const spans = quotations.map((q) => ({ start: q.open, end: q.close + 1 }));
  const index = buildSpeakerIndex(text, entities, spans);
  const paragraphs = paragraphsOf(text);
  const paragraphStarts = paragraphs.map((p) => p.start);
  const nameCounts = new Map<string, number>();
  for (const ref of index.refs) nameCounts.set(ref.name, (nameCounts.get(ref.name) ?? 0) + 1);
  const cache = new Map<string, string[] | null>();
  const sharedTop = topOfShared(index.shared ?? [], nameCounts);

  const quotes: TQuote[] = [];
  let lastSpeaker: TSpeakerRef | undefined;
  quotations.forEach((q, i) => {
    const previous = quotations[i - 1];
    const next = quotations[i + 1];
    if (isTitle(text, q)) return;
    const trace = { how: "none" };
    const attributed = attributeSpeaker(
      {
        text,
        open: q.open,
        close: q.close,
        floor: previous ? previous.close + 1 : 0,
        ceiling: next ? next.open : text.length,
      },
      index,
      trace,
    );
    const ruleSpeaker = attributed === PREVIOUS ? lastSpeaker : attributed;
    // A quotation of one to three words without an attribution of its own is a scare quote or a
    // name, unless the ranker finds its speaker (Bush described his leadership skills as a "work in
    // progress"); the rules alone drop it.
    const short = !ruleSpeaker && q.words < MIN_UNATTRIBUTED_WORDS;
    if (short && !choose) return;
    const continuing = !short && previous !== undefined && continues(previous, q, paragraphs);
    let speaker: TSpeakerRef | undefined = ruleSpeaker;
    // Where the rules attribute the quotation (or carry the previous voice on), the ranker picks who
    // speaks among the named candidates. Where they find nobody without a reason against it, "nobody"
    // is one more candidate; where they rule a name out (the listener of "told", a name across a
    // clause break), nobody speaks.
    const named = ruleSpeaker ?? (continuing ? lastSpeaker : undefined);
    // A pronoun the rules resolved ("…," he said) is left to them: the training gold leaves out the
    // quotations attributed to a pronoun, so the ranker has seen only the few its annotators gave
    // to someone else, and would learn to distrust "he said".
    const byPronoun = ruleSpeaker !== undefined && attributed !== PREVIOUS && trace.how.includes("pronoun");
    if (choose && !byPronoun && (named || !REASONED_NOBODY.has(trace.how))) {
      const candidates = speakerCandidates({
        nobody: !named,
        short,
        text,
        quotation: q,
        index,
        paragraphStarts,
        rule: attributed === PREVIOUS ? undefined : attributed,
        rulePrevious: attributed === PREVIOUS,
        ruleHow: trace.how,
        last: lastSpeaker,
        continues: continuing,
        nameCounts,
        cache,
        sharedTop,
      });
      speaker = candidates[choose(candidates, q, text)]?.ref;
    } else if (!speaker && lastSpeaker && continuing) speaker = lastSpeaker;
    if (short && !speaker) return;
    quotes.push(toQuote(text, q, speaker));
    lastSpeaker = speaker;
  });
  return quotes;
}

/** Of the people who share a surname, the one named most often (per surname). */
function topOfShared(shared: TSpeakerRef[], counts: Map<string, number>): Set<string> {
  const best = new Map<string, string>();
  for (const ref of shared) {
    const key = `${ref.start}`;
    const known = best.get(key);
    if (!known || (counts.get(ref.name) ?? 0) > (counts.get(known) ?? 0)) best.set(key, ref.name);
  }
  return new Set(best.values());
}

/** Rules that find nobody for a reason (attributeSpeaker's trace). */
const REASONED_NOBODY = new Set(["l-listener", "f-no-subject"]);

/** Picks one of a quotation's speaker candidates (their index). */
export type TSpeakerChooser = (candidates: TSpeakerCandidate[], quotation: TQuotation, text: string) => number;

/** The committed trained ranker. */
export const modelChooser: TSpeakerChooser = (candidates) => bestCandidate(speakerWeights(), candidates);

/**
 * An unattributed quotation right after an attributed one carries on in the same voice: in the
 * same paragraph ("…," he said. "…") or as the opening of the next paragraph.
 */
function continues(previous: TQuotation, q: TQuotation, paragraphs: Array<{ start: number; end: number }>): boolean {
  if (paragraphOf(paragraphs, previous.close) === q.paragraph) return true;
  return paragraphs[q.paragraph]?.start === q.open && paragraphOf(paragraphs, previous.close) === q.paragraph - 1;
}

function paragraphOf(paragraphs: Array<{ start: number; end: number }>, at: number): number {
  let lo = 0;
  let hi = paragraphs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (paragraphs[mid]!.start <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Title Case words of four letters or more, in a quotation and in the sentence before it. */
function isTitle(text: string, q: TQuotation): boolean {
  if (q.words > MAX_TITLE_WORDS || q.segments.length > 1) return false;
  const inner = text.slice(q.open + 1, q.close);
  if (/[.!?]["”]?\s*$/.test(inner) && q.words > 3) return false; // a sentence, not a name
  if (!titleCase(inner)) return false;
  const lineStart = Math.max(text.lastIndexOf("\n", q.open), text.lastIndexOf(". ", q.open), q.open - 200) + 1;
  const before = text.slice(lineStart, q.open);
  return /\p{Ll}{4,}/u.test(before) && !titleCase(before);
}

function titleCase(s: string): boolean {
  const long = s.match(/\p{L}[\p{L}'’-]{3,}/gu) ?? [];
  return long.length > 0 && long.every((w) => /^\p{Lu}/u.test(w));
}

function toQuote(text: string, q: TQuotation, speaker: TSpeakerRef | undefined): TQuote {
  const first = q.segments[0]!;
  const last = q.segments[q.segments.length - 1]!;
  let end = last.end;
  // "…complete," X said: the comma belongs to the attribution, not to the quotation.
  while (end > first.start && /[\s,;:]/.test(text[end - 1]!)) end--;
  let start = first.start;
  while (start < end && /\s/.test(text[start]!)) start++;
  const quoted =
    q.segments.length === 1
      ? text.slice(start, end)
      : q.segments
          .map((s, i) => text.slice(i === 0 ? start : s.start, i === q.segments.length - 1 ? end : s.end).trim())
          .join(" ");
  const quote: TQuote = {
    text: quoted,
    span: { start, end },
    preText: contextBefore(text, q.open),
    postText: contextAfter(text, q.close + 1),
  };
  if (speaker) {
    quote.speaker = speaker.name;
    quote.speakerType = speaker.type;
  }
  return quote;
}

function contextBefore(text: string, at: number): string {
  const from = Math.max(0, at - CONTEXT_CHARS);
  let slice = text.slice(from, at);
  if (from > 0 && /\S/.test(text[from - 1]!)) {
    // No half words: drop up to the first space.
    let k = 0;
    while (k < slice.length && !/\s/.test(slice[k]!)) k++;
    slice = slice.slice(k);
  }
  return slice.trim();
}

function contextAfter(text: string, at: number): string {
  const to = Math.min(text.length, at + CONTEXT_CHARS);
  let slice = text.slice(at, to);
  if (to < text.length && /\S/.test(text[to]!)) {
    let k = slice.length;
    while (k > 0 && !/\s/.test(slice[k - 1]!)) k--;
    slice = slice.slice(0, k);
  }
  return slice.trim();
}

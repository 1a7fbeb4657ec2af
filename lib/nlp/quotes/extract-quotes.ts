import "server-only";

import type { TEntityOccurrence, TQuote } from "../types";
import { attributeSpeaker } from "./attribute-speaker";
import { findQuotations, paragraphsOf, type TQuotation } from "./find-quotations";
import { buildPersonIndex } from "./person-index";

const CONTEXT_CHARS = 200;

/**
 * Direct quotations of the (cleaned) body with their context and speaker. `entities` are the
 * document's occurrences; speakers are always the `name` of one of its Person occurrences.
 */
export function extractQuotes(text: string, entities: TEntityOccurrence[]): TQuote[] {
  const quotations = findQuotations(text);
  if (quotations.length === 0) return [];
  const spans = quotations.map((q) => ({ start: q.open, end: q.close + 1 }));
  const people = buildPersonIndex(text, entities, spans);
  const paragraphs = paragraphsOf(text);

  const quotes: TQuote[] = [];
  quotations.forEach((q, i) => {
    const previous = quotations[i - 1];
    const next = quotations[i + 1];
    let speaker = attributeSpeaker(
      {
        text,
        open: q.open,
        close: q.close,
        floor: previous ? previous.close + 1 : 0,
        ceiling: next ? next.open : text.length,
      },
      people,
    );
    if (!speaker && previous && continues(previous, q, paragraphs)) speaker = quotes[quotes.length - 1]?.speaker;
    quotes.push(toQuote(text, q, speaker));
  });
  return quotes;
}

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

function toQuote(text: string, q: TQuotation, speaker: string | undefined): TQuote {
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
  if (speaker) quote.speaker = speaker;
  return quote;
}

function contextBefore(text: string, at: number): string {
  const from = Math.max(0, at - CONTEXT_CHARS);
  let slice = text.slice(from, at);
  if (from > 0 && /\S/.test(text[from - 1]!)) slice = slice.replace(/^\S*\s*/, ""); // no half words
  return slice.trim();
}

function contextAfter(text: string, at: number): string {
  const to = Math.min(text.length, at + CONTEXT_CHARS);
  let slice = text.slice(at, to);
  if (to < text.length && /\S/.test(text[to]!)) slice = slice.replace(/\s*\S*$/, "");
  return slice.trim();
}

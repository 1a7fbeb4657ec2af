import { markSpans, marksToHtml } from "@/lib/server/search/highlight";

export type TSpan = [number, number];
/** Evidence of a mention: the sentences as plain text and as escaped HTML with the mentions in <em>. */
export type TEvidence = { sentences: string[]; htmlSentences: string[] };

// A full stop after one of these does not end a sentence ("Mr. Smith", "U.S. troops", "Jan. 4").
const ABBREVIATIONS = new Set(
  (
    "mr mrs ms dr prof st jr sr gen gov sen rep lt col sgt capt cmdr adm maj mt ft no nos vs etc inc ltd co corp " +
    "dept est approx fig jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k u.n e.g i.e a.m p.m"
  ).split(" "),
);
/** The longest sentence shown whole; longer ones are cut to a window around the mentions. */
export const MAX_SENTENCE = 400;
/** A shorter sentence ("Pelosi said.") says little alone: it is shown with the one before it. */
export const MIN_SENTENCE = 20;

/** [start, end) of each sentence of a text: split at . ! ? followed by a capital, digit or quote, and at line breaks. */
export function splitSentences(text: string): TSpan[] {
  const sentences: TSpan[] = [];
  let start = 0;
  const boundary = /([.!?]+)["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])|\n+/gu;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    if (match[1] === ".") {
      const word = /([\p{L}.]+)\.$/u.exec(text.slice(Math.max(start, match.index - 12), match.index + 1))?.[1];
      // An abbreviation, or a single initial ("J. Smith"), does not end the sentence.
      if (word && (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word))) continue;
    }
    pushTrimmed(text, start, end, sentences);
    start = end;
  }
  pushTrimmed(text, start, text.length, sentences);
  return sentences;
}

function pushTrimmed(text: string, start: number, end: number, out: TSpan[]) {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start) out.push([start, end]);
}

/**
 * The sentences in which the spans (entity mentions) occur, in text order, at most `max`; each as plain
 * text and as escaped HTML with the mentions in <em>. A sentence longer than MAX_SENTENCE is cut to a
 * window around its first mention, marked with "…".
 */
export function evidenceSentences(text: string, spans: TSpan[], max = 3): TEvidence {
  const sentences = withShortMerged(text, splitSentences(text));
  const chosen: { sentence: TSpan; spans: TSpan[] }[] = [];
  for (const span of [...spans].sort((a, b) => a[0] - b[0])) {
    const sentence = sentences.find(([s, e]) => span[0] >= s && span[0] < e);
    if (!sentence) continue;
    const entry = chosen.find((c) => c.sentence === sentence);
    if (entry) entry.spans.push(span);
    else if (chosen.length < max) chosen.push({ sentence, spans: [span] });
  }
  const result: TEvidence = { sentences: [], htmlSentences: [] };
  for (const { sentence, spans: inside } of chosen) {
    let [start, end] = sentence;
    if (end - start > MAX_SENTENCE) {
      start = Math.max(start, inside[0]![0] - MAX_SENTENCE / 2);
      end = Math.min(end, start + MAX_SENTENCE);
    }
    const local = inside.filter(([s, e]) => s >= start && e <= end).map(([s, e]) => [s - start, e - start] as TSpan);
    const plain = text.slice(start, end);
    const cutBefore = start > sentence[0] ? "… " : "";
    const cutAfter = end < sentence[1] ? " …" : "";
    result.sentences.push(`${cutBefore}${plain}${cutAfter}`.replace(/\s+/g, " "));
    const { html } = marksToHtml(markSpans(plain, local), false);
    result.htmlSentences.push(`${cutBefore}${html}${cutAfter}`);
  }
  return result;
}

/** Joins each short sentence to the previous one of the same paragraph. */
function withShortMerged(text: string, sentences: TSpan[]): TSpan[] {
  const out: TSpan[] = [];
  for (const sentence of sentences) {
    const previous = out[out.length - 1];
    const short = sentence[1] - sentence[0] < MIN_SENTENCE;
    if (previous && short && !text.slice(previous[1], sentence[0]).includes("\n")) previous[1] = sentence[1];
    else out.push([sentence[0], sentence[1]]);
  }
  return out;
}

/** Spans of any of the names in a text (case-insensitive, whole words), longest names first. */
export function findNames(text: string, names: string[]): TSpan[] {
  const spans: TSpan[] = [];
  const lower = text.toLowerCase();
  for (const name of [...new Set(names.map((n) => n.toLowerCase()))].sort((a, b) => b.length - a.length)) {
    if (!name) continue;
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      const end = at + name.length;
      const whole = !/[\p{L}\p{N}]/u.test(lower[at - 1] ?? " ") && !/[\p{L}\p{N}]/u.test(lower[end] ?? " ");
      if (whole && !spans.some(([s, e]) => at < e && end > s)) spans.push([at, end]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/** A text shown as evidence without highlights. */
export function plainEvidence(text: string): TEvidence {
  return { sentences: [text], htmlSentences: [marksToHtml(text, false).html] };
}

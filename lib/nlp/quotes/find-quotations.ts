import "server-only";

/** A direct quotation found by its marks; `segments` are the quoted pieces (one per paragraph). */
export type TQuotation = {
  /** Offset of the opening mark and of the closing mark. */
  open: number;
  close: number;
  /** Content between the marks, per paragraph (a quote that runs on over paragraphs has several). */
  segments: Array<{ start: number; end: number }>;
  paragraph: number;
  /** Words between the marks. */
  words: number;
};

const OPENERS = new Set(["“", "„", "«"]);
const MARKS = /["“”„«»]/g;

type TParagraph = { start: number; end: number };

export function paragraphsOf(text: string): TParagraph[] {
  const out: TParagraph[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf("\n\n", start);
    out.push({ start, end: end < 0 ? text.length : end });
    if (end < 0) return out;
    start = end + 2;
  }
}

/**
 * Pairs straight and curly double quotes within paragraphs. A quotation left open at the end of a
 * paragraph continues when the next paragraph opens with a quote mark (the newswire convention for
 * multi-paragraph quotes); otherwise it is dropped as unbalanced. Quotations of fewer than four
 * words are scare quotes or titles, not speech.
 */
export function findQuotations(text: string): TQuotation[] {
  const found: TQuotation[] = [];
  const paragraphs = paragraphsOf(text);
  let pending: TQuotation | undefined;
  paragraphs.forEach((paragraph, index) => {
    const body = text.slice(paragraph.start, paragraph.end);
    let openAt = -1;
    let opener = "";
    if (pending) {
      const first = body[0] ?? "";
      if (first === '"' || OPENERS.has(first)) {
        openAt = paragraph.start;
        opener = first;
      } else pending = undefined;
    }
    for (const match of body.matchAll(MARKS)) {
      const at = paragraph.start + match.index;
      if (at === openAt) continue;
      const mark = match[0];
      const next = text[at + 1] ?? " ";
      if (openAt < 0) {
        // Only a mark followed by text can open ("5' 10"" and stray closers are skipped).
        if ((mark === '"' || OPENERS.has(mark)) && !/\s/.test(next)) {
          openAt = at;
          opener = mark;
        }
        continue;
      }
      const germanClose = opener === "„" && mark === "“";
      // "…here,“ said X": an opening mark after the words and before a space or punctuation is a
      // mistyped closer, not a new quotation.
      const mistyped = /[\s,.;:!?)—–-]/.test(next) && !/\s/.test(text[at - 1] ?? " ");
      if (OPENERS.has(mark) && !germanClose && !mistyped) {
        // A second opener before any closer: the first was unbalanced; start again here.
        pending = undefined;
        openAt = at;
        opener = mark;
        continue;
      }
      // Any closer, or a straight mark, ends the open quotation (typists mix the two styles).
      const segment = { start: openAt + 1, end: at };
      if (pending) {
        pending.segments.push(segment);
        pending.close = at;
        found.push(pending);
        pending = undefined;
      } else found.push({ open: openAt, close: at, segments: [segment], paragraph: index, words: 0 });
      openAt = -1;
    }
    if (openAt >= 0) {
      const segment = { start: openAt + 1, end: paragraph.end };
      if (pending) pending.segments.push(segment);
      else pending = { open: openAt, close: paragraph.end, segments: [segment], paragraph: index, words: 0 };
    } else pending = undefined;
  });
  for (const q of found) q.words = wordCount(text, q);
  return found.filter((q) => q.words > 0);
}

/** Words between the marks, counted up to `WORD_CAP` (only short quotations need an exact count). */
const WORD_CAP = 12;

/** Runs of non-space characters with a letter in them ("5' 10" has none). */
function wordCount(text: string, quotation: TQuotation): number {
  let words = 0;
  for (const { start, end } of quotation.segments) {
    let inWord = false;
    let letter = false;
    for (let i = start; i <= end && words < WORD_CAP; i++) {
      const code = i < end ? text.charCodeAt(i) : 32;
      if (code === 32 || code === 10 || code === 9 || code === 13 || code === 0xa0) {
        if (inWord && letter) words++;
        inWord = false;
        letter = false;
      } else {
        inWord = true;
        if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code >= 0xc0) letter ||= isLetter(code);
      }
    }
    if (words >= WORD_CAP) break;
  }
  return words;
}

function isLetter(code: number): boolean {
  return code < 128 || /\p{L}/u.test(String.fromCharCode(code));
}

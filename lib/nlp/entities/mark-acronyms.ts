import "server-only";
import type { TNameSpan } from "./name-span";
import type { TToken } from "./tokenize-text";

/**
 * "Federal Security Service (FSB)": the acronym span points at the long form. When the span right
 * before the bracket is only the tail of the long form ("…Educational, Scientific and Cultural
 * Organization (UNESCO)"), the long form is rebuilt from the initials of the words before it.
 */
export function markAcronymDefinitions(tokens: TToken[], spans: TNameSpan[]): void {
  dropCommonNounAcronyms(tokens, spans);
  for (let s = 1; s < spans.length; s++) {
    const acr = spans[s]!;
    const open = tokens[acr.first - 1];
    // Reuters: "American Express Co <AXP>" — the ticker names the company just before it.
    if (
      acr.first === acr.last &&
      /^[A-Z][A-Z.]{0,5}$/.test(tokens[acr.first]!.text) &&
      open?.text === "<" &&
      tokens[acr.first + 1]?.text === ">" &&
      spans[s - 1]!.last === acr.first - 2
    ) {
      acr.definesAcronymOf = spans[s - 1]!.first;
      acr.ticker = true;
      continue;
    }
    if (acr.first !== acr.last || !tokens[acr.first]!.caps || open?.text !== "(" || tokens[acr.first + 1]?.text !== ")")
      continue;
    const letters = tokens[acr.first]!.text.replace(/[^\p{Lu}]/gu, "");
    const end = acr.first - 2;
    const first = initialsStart(tokens, end, letters);
    if (first === undefined) {
      const long = spans[s - 1]!;
      if (long.last === end && tokens[long.first]!.text[0]?.toUpperCase() === letters[0])
        acr.definesAcronymOf = long.first;
      continue;
    }
    // Replace the spans inside [first, end] by one long form.
    let k = s - 1;
    while (k >= 0 && spans[k]!.first >= first && spans[k]!.last <= end) k--;
    const removed = s - 1 - k;
    const long: TNameSpan = {
      first,
      last: end,
      text: tokens
        .slice(first, end + 1)
        .map((t) => t.text)
        .join(" "),
      residue: false,
    };
    spans.splice(k + 1, removed, long);
    s = k + 2;
    acr.definesAcronymOf = first;
  }
}

/**
 * "exclusive economic zone (EEZ)", "end of life (EOL)": an acronym whose long form is written in lower case
 * abbreviates a common noun, not a name; it and its later uses ("the Turkish EEZ") are no name spans.
 */
function dropCommonNounAcronyms(tokens: TToken[], spans: TNameSpan[]): void {
  const common = new Set<string>();
  for (const acr of spans) {
    const t = tokens[acr.first]!;
    if (acr.first !== acr.last || !t.caps || tokens[acr.first - 1]?.text !== "(" || tokens[acr.first + 1]?.text !== ")")
      continue;
    const letters = t.text.replace(/[^\p{Lu}]/gu, "");
    if (letters.length < 2 || letters.length !== t.text.replace(/[^\p{L}]/gu, "").length) continue;
    const start = lowerInitialsStart(tokens, acr.first - 2, letters);
    if (start !== undefined) common.add(t.text);
  }
  if (common.size === 0) return;
  for (let s = spans.length - 1; s >= 0; s--) {
    const span = spans[s]!;
    if (span.first === span.last && common.has(tokens[span.first]!.text)) spans.splice(s, 1);
  }
}

/** Where lower-case words ending at `end` spell `letters` by their initials ("of", "and" may be skipped). */
function lowerInitialsStart(tokens: TToken[], end: number, letters: string): number | undefined {
  let li = letters.length - 1;
  let i = end;
  while (i >= 0 && li >= 0) {
    const t = tokens[i]!;
    if (t.kind !== "word" || t.cap || t.sentence !== tokens[end]!.sentence) return undefined;
    if (t.text[0]!.toUpperCase() === letters[li]) li--;
    else if (!INITIAL_SKIP.has(t.lower)) return undefined;
    i--;
  }
  return li < 0 ? i + 1 : undefined;
}

const INITIAL_LINKS = new Set(["from", "for", "against", "without", "with", "to", "at", "by", "over"]);
const INITIAL_SKIP = new Set(["of", "for", "and", "the", "&", ",", "on", "in", "de", "des", "du", "la", "le", "des"]);

/** Token index where words ending at `end` spell `letters` by their initials, or undefined. */
function initialsStart(tokens: TToken[], end: number, letters: string): number | undefined {
  if (letters.length < 2) return undefined;
  let li = letters.length - 1;
  let i = end;
  let start: number | undefined;
  while (i >= 0 && li >= 0) {
    const t = tokens[i]!;
    if (t.sentence !== tokens[end]!.sentence) return undefined;
    const linkLetter = INITIAL_LINKS.has(t.lower) && li > 0 && t.text[0]!.toUpperCase() === letters[li];
    if (INITIAL_SKIP.has(t.lower) && !linkLetter) {
      i--;
      continue;
    }
    // "Notes from Poland (NFP)", "Fridays for Future (FFF)": a lower-case preposition may count.
    const lowerLink = !t.cap && INITIAL_LINKS.has(t.lower) && li > 0;
    if ((!t.cap && !lowerLink) || t.text[0]!.toUpperCase() !== letters[li]) return undefined;
    start = i;
    li--;
    i--;
  }
  return li < 0 ? start : undefined;
}

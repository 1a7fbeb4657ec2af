import "server-only";
import type { TNameSpan } from "./name-span";
import type { TToken } from "./tokenize-text";

/**
 * "Federal Security Service (FSB)": the acronym span points at the long form. When the span right
 * before the bracket is only the tail of the long form ("…Educational, Scientific and Cultural
 * Organization (UNESCO)"), the long form is rebuilt from the initials of the words before it.
 */
export function markAcronymDefinitions(tokens: TToken[], spans: TNameSpan[]): void {
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

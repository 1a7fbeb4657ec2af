import "server-only";
import { isDemonym, findCountry } from "../geo/country-gazetteer";
import { findCities } from "../geo/city-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { findKnownEntity } from "./known-entities";
import {
  ACRONYM_STOP, COMPANY_HEADS, FUNCTION_WORDS, GIVEN, isGiven, LEGAL_SUFFIXES, MONTHS_DAYS, NAME_PARTICLES, ORG_HEADS,
  FACILITY_HEADS, NON_ENTITY_WORDS, PERSON_TITLES, RUN_START_DROP, TITLE_INNER,
} from "./lexicon";
import type { TToken } from "./tokenize-text";

/** A capitalised span that may name something: tokens [first, last] of the text. */
export type TNameSpan = {
  first: number;
  last: number;
  text: string;
  /** Title block right before the name inside the same run ("President", "Emergencies Minister"). */
  title?: { text: string; first: number };
  /** Words before a title ("US" in "US President Donald Trump"): kept only with gazetteer evidence. */
  residue: boolean;
  /** Token index of the long form this acronym abbreviates: "Federal Security Service (FSB)". */
  definesAcronymOf?: number;
  /** A stock ticker in angle brackets after a company name ("<AXP>"). */
  ticker?: boolean;
};

const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
const NAME_MONTHS = new Set(["may", "june", "april", "august"]);
const OF_HEADS = new Set(["republic", "kingdom", "isle", "gulf", "sea", "bay", "strait", "straits", "cape", "lake",
  "mount", "duke", "duchess", "prince", "princess", "earl", "house", "houses", "people's", "states", "emirate",
  "province", "city", "state", "district", "county", "port", "bank", "governor", "secretary", "minister", "ministers",
  "chamber", "order", "court", "church", "friends", "sisters", "brothers", "daughters", "sons", "knights"]);
const ROMAN = /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII)$/;
const AMBIGUOUS_TITLES = new Set(["dean", "major", "marshal", "earl", "judge", "baron", "sister", "brother", "father"]);

const OBJECT_LINKS = new Set(["of", "for"]);

const titleKey = (t: TToken) => t.lower.replace(/\.$/, "");
export const isTitleWord = (t: TToken) => PERSON_TITLES.has(t.lower) || PERSON_TITLES.has(titleKey(t));
const isHead = (t: TToken | undefined) =>
  !!t && (ORG_HEADS.has(t.lower) || COMPANY_HEADS.has(t.lower) || LEGAL_SUFFIXES.has(t.text));

function isNameWord(t: TToken): boolean {
  return t.kind === "word" && (t.cap || t.caps) && t.lower !== "'s" && t.lower !== "’s";
}

function canStart(t: TToken, next: TToken | undefined): boolean {
  if (!isNameWord(t)) return false;
  // "AM International Inc": a stop-listed acronym may start a longer name.
  if (t.caps) return !ACRONYM_STOP.has(t.text) || !!findCountry(t.text) || (!!next && next.cap && !next.caps && next.sentence === t.sentence);
  return !FUNCTION_WORDS.has(t.lower) && !MONTHS_DAYS.has(t.lower);
}

function canContinue(t: TToken, prev: TToken): boolean {
  if (!isNameWord(t) || t.sentence !== prev.sentence || LEGAL_SUFFIXES.has(prev.text)) return false;
  if (t.caps) return !ACRONYM_STOP.has(t.text) || ROMAN.test(t.text) || LEGAL_SUFFIXES.has(t.text);
  if (WEEKDAYS.has(t.lower)) return false;
  if (MONTHS_DAYS.has(t.lower)) return NAME_MONTHS.has(t.lower) && GIVEN.has(prev.lower);
  return !FUNCTION_WORDS.has(t.lower) || LEGAL_SUFFIXES.has(t.text);
}

const EDGE_WORDS = new Set(["of", "for", "and", "&", "the", "on", "upon"]);
const CONNECTORS = new Set(["of", "for", "and", "&", "the", "on", "upon", ...NAME_PARTICLES]);

/** Strong evidence that a span is a name even when its first word is a capitalised common word. */
export function isStrongName(words: string[]): boolean {
  const text = words.join(" ");
  if (findKnownEntity(text) || findCountry(text) || findRegion(text)) return words.length > 1 || !isCommonWord(text.toLowerCase());
  if (words.length < 2) return false;
  const last = words[words.length - 1]!;
  if (ORG_HEADS.has(last.toLowerCase()) || COMPANY_HEADS.has(last.toLowerCase()) || LEGAL_SUFFIXES.has(last)) return true;
  return findCities(text).some((c) => c.population >= 1_000_000);
}

/** Splits maximal capitalised runs (with connectors) into name spans. */
export function findNameSpans(tokens: TToken[]): TNameSpan[] {
  const out: TNameSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (!canStart(t, tokens[i + 1]) || t.shouting) {
      i++;
      continue;
    }
    let j = i;
    for (;;) {
      const next = tokens[j + 1];
      if (next && next.paragraph === tokens[j]!.paragraph) {
        if (canContinue(next, tokens[j]!)) {
          j++;
          continue;
        }
        // "People's Republic of China", "Moody's Investors Service Inc", "McDonald's Corp"
        const after = tokens[j + 2];
        if ((next.lower === "'s" || next.lower === "’s") && after && canContinue(after, next) && j === i &&
          (tokens[j]!.lower === "people" || possessiveCompany(tokens, j + 2))) {
          j += 2;
          continue;
        }
        // Connectors join only when a name word follows ("Bank of America", "Ursula von der Leyen").
        let k = j + 1;
        while (tokens[k] && CONNECTORS.has(tokens[k]!.lower) && k - j <= 2 && tokens[k]!.sentence === t.sentence) k++;
        if (k > j + 1 && tokens[k] && canContinue(tokens[k]!, tokens[k - 1]!) && tokens[k]!.sentence === t.sentence) {
          j = k;
          continue;
        }
      }
      break;
    }
    splitRun(tokens, i, j, out);
    i = j + 1;
  }
  markAcronymDefinitions(tokens, out);
  return out;
}

/** Capitalised words from `from` on end with a legal suffix or a company head word. */
function possessiveCompany(tokens: TToken[], from: number): boolean {
  let k = from;
  while (tokens[k + 1] && canContinue(tokens[k + 1]!, tokens[k]!) && k - from < 4) k++;
  return LEGAL_SUFFIXES.has(tokens[k]!.text) || COMPANY_HEADS.has(tokens[k]!.lower);
}

function push(tokens: TToken[], first: number, last: number, out: TNameSpan[], extra: Partial<TNameSpan> = {}) {
  // Trim connectors and a leading article at the edges.
  // Capitalised particles start names ("Du Pont", "De Beers", "Van Gogh"); lower-case ones do not.
  const trim = (t: TToken) => EDGE_WORDS.has(t.lower) || (CONNECTORS.has(t.lower) && t.text === t.lower);
  while (first <= last && trim(tokens[first]!)) first++;
  while (last >= first && trim(tokens[last]!)) last--;
  if (first > last) return;
  const text = tokens.slice(first, last + 1).map((t) => t.text).join(" ");
  out.push({ first, last, text, residue: false, ...extra });
}

function splitRun(tokens: TToken[], a: number, b: number, out: TNameSpan[]): void {
  const words = tokens.slice(a, b + 1).map((t) => t.text);
  // Sentence-initial capitalised common word ("Rescuers", "Police in Paris"): drop it unless the whole is a name.
  const head = tokens[a]!;
  if (RUN_START_DROP.has(head.lower) && !head.caps) {
    if (a < b) splitRun(tokens, a + 1, b, out);
    return;
  }
  if (a === b && !head.caps && ((isDemonym(head.text) && !findCountry(head.text)) || NON_ENTITY_WORDS.has(head.lower))) return;
  if (head.sentStart && !head.caps && isCommonWord(head.lower) && !isGiven(head.lower) && !isTitleWord(head) &&
    !isStrongName(words)) {
    if (a < b) splitRun(tokens, a + 1, b, out);
    return;
  }
  const whole = words.join(" ");
  if (findKnownEntity(whole) || findCountry(whole) || findRegion(whole) ||
    (b > a && findCities(whole).some((c) => c.population >= 100_000))) {
    push(tokens, a, b, out);
    return;
  }
  // "Koszalin Piotr Jedlinski", "Republican Cory Gardner": a place or a word glued to a person's name.
  if (b - a >= 2 && !head.caps && isGiven(tokens[a + 1]!.lower) && !isCommonWord(tokens[a + 1]!.lower) && !isHead(tokens[b]) &&
    !isGiven(head.lower) && !isTitleWord(head)) {
    const place = findCountry(head.text) || findRegion(head.text) || findCities(head.text).length > 0;
    if (place || isCommonWord(head.lower) || isDemonym(head.text)) {
      if (place) push(tokens, a, a, out);
      splitRun(tokens, a + 1, b, out);
      return;
    }
  }
  splitConnectors(tokens, a, b, (s, e) => splitTitle(tokens, s, e, out));
}

/** "Emergencies Minister Yevgeny Zinichev" → name "Yevgeny Zinichev" with its title; "US" before a title is kept apart. */
function splitTitle(tokens: TToken[], a: number, b: number, out: TNameSpan[]): void {
  let k = a;
  while (k < b && !isTitleWord(tokens[k]!)) k++;
  const objectTitle = k < b && isTitleWord(tokens[k]!) && OBJECT_LINKS.has(tokens[k + 1]!.lower);
  if (k < b && (objectTitle || (!isHead(tokens[b]) && !FACILITY_HEADS.has(tokens[b]!.lower))) &&
    !findKnownEntity(tokens.slice(a, b + 1).map((t) => t.text).join(" "))) {
    let blockStart = k;
    while (blockStart > a && TITLE_INNER.has(tokens[blockStart - 1]!.lower)) blockStart--;
    let blockEnd = k;
    while (blockEnd + 1 < b && (isTitleWord(tokens[blockEnd + 1]!) || TITLE_INNER.has(tokens[blockEnd + 1]!.lower))) blockEnd++;
    const titleTok = tokens[blockEnd]!;
    // "Dean Smith" is a name; "Mayor Smith" is a title and a name.
    const ambiguous = blockStart === blockEnd && AMBIGUOUS_TITLES.has(titleKey(titleTok)) && GIVEN.has(titleKey(titleTok));
    // "Attorney for the Western District of Texas", "Archbishop of Gdańsk": the title's object follows.
    if (OBJECT_LINKS.has(tokens[blockEnd]!.lower) || tokens[blockEnd]!.lower === "the") {
      if (blockStart > a) push(tokens, a, blockStart - 1, out, { residue: true });
      splitRun(tokens, blockEnd + 1, b, out);
      return;
    }
    // "Speaker of the House", "Vice President": a title with no name after it.
    const nameless = tokens.slice(blockEnd + 1, b + 1).every((t) => isTitleWord(t) || TITLE_INNER.has(t.lower));
    if (nameless) {
      if (blockStart > a) push(tokens, a, blockStart - 1, out, { residue: true });
      return;
    }
    if (!ambiguous) {
      if (blockStart > a) push(tokens, a, blockStart - 1, out, { residue: true });
      const titleText = tokens.slice(blockStart, blockEnd + 1).map((t) => t.text).join(" ");
      push(tokens, blockEnd + 1, b, out, { title: { text: titleText, first: blockStart } });
      return;
    }
  }
  // A trailing title word is not part of a name ("the Chelyabinsk Governor"), unless it is a surname ("Carole King").
  if (b > a && isTitleWord(tokens[b]!) && !GIVEN.has(tokens[a]!.lower)) {
    push(tokens, a, b - 1, out);
    return;
  }
  if (a === b && isTitleWord(tokens[a]!)) return;
  push(tokens, a, b, out);
}

function splitConnectors(tokens: TToken[], a: number, b: number, emit: (s: number, e: number) => void): void {
  let segStart = a;
  let inOfPhrase = false;
  for (let m = a; m <= b; m++) {
    const t = tokens[m]!;
    if (!CONNECTORS.has(t.lower) || t.caps) continue;
    const left = tokens[m - 1];
    let keep = false;
    if (t.lower === "&") keep = true;
    else if (NAME_PARTICLES.has(t.lower) && t.text === t.lower) keep = !isHead(left);
    else if (t.lower === "of" || t.lower === "for" || t.lower === "on" || t.lower === "upon") {
      keep = !!left && (isHead(left) || OF_HEADS.has(left.lower) || isHead(tokens[segStart]) || isTitleWord(left));
      if (keep) inOfPhrase = true;
    } else if (t.lower === "the") keep = !!left && (left.lower === "of" || left.lower === "for");
    else if (t.lower === "and") {
      const rightEnd = nextConnector(tokens, m + 1, b);
      const leftWords = m - segStart;
      const right = tokens[m + 1];
      const rightIsNewName = !!right && (isHead(right) || OF_HEADS.has(right.lower) || OF_HEADS.has(left?.lower ?? ""));
      // "Department of Health and Human Services" (topic words), not "University of Miami and Apex Shark".
      const topical = !!left && !!right && isCommonWord(left.lower) && isCommonWord(right.lower);
      keep = (inOfPhrase && topical && !rightIsNewName && !LEGAL_SUFFIXES.has(left?.text ?? "")) ||
        (isHead(tokens[rightEnd]) && leftWords <= 2 && !LEGAL_SUFFIXES.has(left?.text ?? "") && !ORG_HEADS.has(left?.lower ?? "") &&
          !OF_HEADS.has(left?.lower ?? "") &&
        !isStrongName(tokens.slice(segStart, m).map((x) => x.text)));
    }
    if (!keep) {
      if (m > segStart) emit(segStart, m - 1);
      segStart = m + 1;
      inOfPhrase = false;
    }
  }
  if (b >= segStart) emit(segStart, b);
}

function nextConnector(tokens: TToken[], from: number, b: number): number {
  let m = from;
  while (m < b && !(CONNECTORS.has(tokens[m + 1]!.lower) && !tokens[m + 1]!.caps)) m++;
  return m;
}

/**
 * "Federal Security Service (FSB)": the acronym span points at the long form. When the span right
 * before the bracket is only the tail of the long form ("…Educational, Scientific and Cultural
 * Organization (UNESCO)"), the long form is rebuilt from the initials of the words before it.
 */
function markAcronymDefinitions(tokens: TToken[], spans: TNameSpan[]): void {
  for (let s = 1; s < spans.length; s++) {
    const acr = spans[s]!;
    const open = tokens[acr.first - 1];
    // Reuters: "American Express Co <AXP>" — the ticker names the company just before it.
    if (acr.first === acr.last && /^[A-Z][A-Z.]{0,5}$/.test(tokens[acr.first]!.text) && open?.text === "<" && tokens[acr.first + 1]?.text === ">" &&
      spans[s - 1]!.last === acr.first - 2) {
      acr.definesAcronymOf = spans[s - 1]!.first;
      acr.ticker = true;
      continue;
    }
    if (acr.first !== acr.last || !tokens[acr.first]!.caps || open?.text !== "(" || tokens[acr.first + 1]?.text !== ")") continue;
    const letters = tokens[acr.first]!.text.replace(/[^\p{Lu}]/gu, "");
    const end = acr.first - 2;
    const first = initialsStart(tokens, end, letters);
    if (first === undefined) {
      const long = spans[s - 1]!;
      if (long.last === end && tokens[long.first]!.text[0]?.toUpperCase() === letters[0]) acr.definesAcronymOf = long.first;
      continue;
    }
    // Replace the spans inside [first, end] by one long form.
    let k = s - 1;
    while (k >= 0 && spans[k]!.first >= first && spans[k]!.last <= end) k--;
    const removed = s - 1 - k;
    const long: TNameSpan = { first, last: end, text: tokens.slice(first, end + 1).map((t) => t.text).join(" "), residue: false };
    spans.splice(k + 1, removed, long);
    s = k + 2;
    acr.definesAcronymOf = first;
  }
}

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
    if (INITIAL_SKIP.has(t.lower)) {
      i--;
      continue;
    }
    if (!t.cap || t.text[0]!.toUpperCase() !== letters[li]) return undefined;
    start = i;
    li--;
    i--;
  }
  return li < 0 ? start : undefined;
}

export { isDemonym };

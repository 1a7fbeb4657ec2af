import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { ACRONYM_STOP, COMPANY_HEADS, FUNCTION_WORDS, GIVEN, LEGAL_SUFFIXES, MONTHS_DAYS } from "./lexicon";
import { findKnownEntity, needsCue } from "./known-entities";
import { markAcronymDefinitions } from "./mark-acronyms";
import { CONNECTORS, isNameWord, type TNameSpan } from "./name-span";
import { NAME_PREPOSITIONS, splitRun } from "./split-run";
import type { TToken } from "./tokenize-text";

export type { TNameSpan } from "./name-span";
export { isTitleWord } from "./name-span";

const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
const NAME_MONTHS = new Set(["may", "june", "april", "august"]);
const ROMAN = /^(?:II|III|IV|VI|VII|VIII|IX|XI|XII)$/;

/** "Image: Andrew Gray.", "Val Demings Image: U.S. Congress.": the label of a photo credit is no name word. */
const CREDIT_LABELS = new Set(["image", "images", "photo", "photos", "photograph", "picture", "credit", "file"]);
export const isCreditLabel = (t: TToken | undefined, next: TToken | undefined) =>
  !!t && !!next && CREDIT_LABELS.has(t.lower) && next.text === ":";

/** "Second Circuit Court of Appeals", "Court of Appeals for the Third Circuit": an ordinal before a court's circuit or district. */
const ORDINALS = new Set(
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(" "),
);
const ordinalUnit = (t: TToken, next: TToken | undefined) =>
  t.cap && ORDINALS.has(t.lower) && !!next && (next.text === "Circuit" || next.text === "District");

const CONTRACTION = /['’](?:m|re|ve|ll|d|s)$/;

function canStart(t: TToken, next: TToken | undefined): boolean {
  if (ordinalUnit(t, next) && next!.sentence === t.sentence) return true;
  if (!isNameWord(t) || isCreditLabel(t, next)) return false;
  // "AM International Inc": a stop-listed acronym may start a longer name.
  if (t.caps)
    return (
      !ACRONYM_STOP.has(t.text) ||
      !!findCountry(t.text) ||
      (!!next && next.cap && !next.caps && next.sentence === t.sentence)
    );
  // "I'm", "We'll", "It's": a pronoun with a contracted verb is no name.
  return !FUNCTION_WORDS.has(t.lower.replace(CONTRACTION, "")) && !MONTHS_DAYS.has(t.lower);
}

function canContinue(t: TToken, prev: TToken, next?: TToken): boolean {
  if (ordinalUnit(t, next) && t.sentence === prev.sentence) return true;
  if (!isNameWord(t) || t.sentence !== prev.sentence || LEGAL_SUFFIXES.has(prev.text)) return false;
  // "BFM TV", "Abu Dhabi TV": a broadcaster's name ends with "TV".
  if (t.caps) return !ACRONYM_STOP.has(t.text) || ROMAN.test(t.text) || LEGAL_SUFFIXES.has(t.text) || t.text === "TV";
  if (WEEKDAYS.has(t.lower)) return false;
  if (MONTHS_DAYS.has(t.lower)) return NAME_MONTHS.has(t.lower) && GIVEN.has(prev.lower);
  return !FUNCTION_WORDS.has(t.lower) || LEGAL_SUFFIXES.has(t.text);
}

/** Holders whose office is a body: "Sheriff's Office", "Attorney's Office". */
const OFFICE_HOLDERS = new Set(
  "sheriff attorney prosecutor coroner marshal comptroller controller auditor treasurer examiner commissioner".split(
    " ",
  ),
);

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
      if (next && next.paragraph === tokens[j]!.paragraph && !isCreditLabel(next, tokens[j + 2])) {
        if (canContinue(next, tokens[j]!, tokens[j + 2])) {
          j++;
          continue;
        }
        // "Reporters Without Borders", "Iraq Veterans Against the War": a capitalised preposition inside a name.
        const after2 = tokens[j + 2];
        if (
          next.cap &&
          !next.sentStart &&
          NAME_PREPOSITIONS.has(next.lower) &&
          next.sentence === tokens[j]!.sentence &&
          after2 &&
          after2.sentence === next.sentence &&
          (isNameWord(after2) || (after2.lower === "the" && isNameWord(tokens[j + 3] ?? after2)))
        ) {
          j += after2.lower === "the" ? 2 : 1;
          continue;
        }
        // "People's Republic of China", "Moody's Investors Service Inc", "McDonald's Corp"
        const after = tokens[j + 2];
        if (
          (next.lower === "'s" || next.lower === "’s") &&
          after &&
          canContinue(after, next) &&
          ((j === i && (tokens[j]!.lower === "people" || possessiveCompany(tokens, j + 2))) ||
            // "Alachua Sheriff's Office", "District Attorney's Office": an office named after its holder.
            (OFFICE_HOLDERS.has(tokens[j]!.lower) && (after.text === "Office" || after.text === "Department")))
        ) {
          j += 2;
          continue;
        }
        // Connectors join only when a name word follows ("Bank of America", "Ursula von der Leyen").
        let k = j + 1;
        while (tokens[k] && CONNECTORS.has(tokens[k]!.lower) && k - j <= 2 && tokens[k]!.sentence === t.sentence) k++;
        if (
          k > j + 1 &&
          tokens[k] &&
          canContinue(tokens[k]!, tokens[k - 1]!, tokens[k + 1]) &&
          tokens[k]!.sentence === t.sentence
        ) {
          j = k;
          continue;
        }
      }
      break;
    }
    const known = knownExtension(tokens, i, j);
    if (known) {
      if (known.start > i) splitRun(tokens, i, known.start - 1, out);
      splitRun(tokens, known.start, known.end, out);
      i = known.end + 1;
      continue;
    }
    splitRun(tokens, i, j, out);
    i = j + 1;
  }
  markDomains(tokens, out);
  extendEmbassies(tokens, out);
  extendLegalForms(tokens, out);
  markAcronymDefinitions(tokens, out);
  return out;
}

/**
 * "the Herald Sun", "Committee to Protect Journalists": a run [i, j] that stops at a word a name
 * cannot continue with ("Sun" as a weekday, a lower-case "to"), when the run's end and the next one to
 * three words form a multi-word reference-list name; the longest such name wins.
 */
function knownExtension(tokens: TToken[], i: number, j: number): { start: number; end: number } | undefined {
  const next = tokens[j + 1];
  if (!next || next.kind !== "word" || next.sentence !== tokens[j]!.sentence) return undefined;
  let found: { start: number; end: number } | undefined;
  for (let start = i; start <= j; start++) {
    let text = tokens
      .slice(start, j + 1)
      .map((t) => t.text)
      .join(" ");
    for (let k = j + 1; k <= j + 3; k++) {
      const t = tokens[k];
      if (!t || t.kind !== "word" || t.sentence !== tokens[j]!.sentence || t.paragraph !== tokens[j]!.paragraph) break;
      text += ` ${t.text}`;
      if ((t.cap || t.caps) && (!found || k > found.end) && findKnownEntity(text) && !needsCue(text))
        found = { start, end: k };
    }
  }
  return found;
}

/** "U.S. Embassy in Baghdad": an embassy's name goes on with the city or country it is in. */
function extendEmbassies(tokens: TToken[], spans: TNameSpan[]): void {
  for (let s = 0; s < spans.length - 1; s++) {
    const span = spans[s]!;
    const head = tokens[span.last]!.lower;
    const next = spans[s + 1]!;
    if (
      (head === "embassy" || head === "consulate") &&
      tokens[span.last + 1]?.lower === "in" &&
      next.first === span.last + 2 &&
      (findCountry(next.text) || findCities(next.text).length > 0)
    ) {
      // The place keeps its own span: "in Baghdad" still mentions Baghdad.
      span.last = next.last;
      span.text = `${span.text} in ${next.text}`;
      s++;
    }
  }
}

/** Abbreviated legal forms written after a comma: "Hungarian National Asset Management, Inc.". */
const COMMA_LEGAL_FORMS = new Set(["Inc", "Inc.", "Ltd", "Ltd.", "LLC", "Corp", "Corp.", "PLC", "plc"]);

/** Extends a span over ", Inc."-style legal forms: the name is a company's. */
function extendLegalForms(tokens: TToken[], spans: TNameSpan[]): void {
  for (let s = 0; s < spans.length; s++) {
    const span = spans[s]!;
    const comma = tokens[span.last + 1];
    const form = tokens[span.last + 2];
    if (
      comma?.text === "," &&
      form &&
      COMMA_LEGAL_FORMS.has(form.text) &&
      form.sentence === tokens[span.last]!.sentence &&
      spans[s + 1]?.first !== span.last + 2
    ) {
      span.last += 2;
      span.text = `${span.text}, ${form.text}`;
    }
  }
}

/** Top-level domains a medium's name may end with ("Znak.com", "Portfolio.hu", "Airfleets.net"). */
const TLDS = new Set(
  "com org net info news tv fm io co uk us hu pl ru de fr it es nl be at ch cz sk ua by ro bg gr tr in au nz ca".split(
    " ",
  ),
);

/** The word of a ".xx" glued to the token ending at `end` (no spaces), if tokens[at] starts it. */
function gluedSuffix(tokens: TToken[], at: number, end: number): TToken | undefined {
  const dot = tokens[at];
  const word = tokens[at + 1];
  if (dot?.text !== "." || dot.start !== end || word?.kind !== "word" || word.start !== dot.end) return undefined;
  return TLDS.has(word.text) ? word : undefined;
}

/** Extends a span over a glued ".com"-style suffix and marks it as a web address. */
function markDomains(tokens: TToken[], spans: TNameSpan[]): void {
  for (const span of spans) {
    const tld = gluedSuffix(tokens, span.last + 1, tokens[span.last]!.end);
    if (!tld) continue;
    span.last += 2;
    span.text = `${span.text}.${tld.text}`;
    span.domain = true;
    // "News.com.au", "Stuff.co.nz": a country code after a generic second-level domain.
    const cc = gluedSuffix(tokens, span.last + 1, tld.end);
    if (cc && /^[a-z]{2}$/.test(cc.text)) {
      span.last += 2;
      span.text = `${span.text}.${cc.text}`;
    }
  }
}

/** Capitalised words from `from` on end with a legal suffix or a company head word. */
function possessiveCompany(tokens: TToken[], from: number): boolean {
  let k = from;
  while (tokens[k + 1] && canContinue(tokens[k + 1]!, tokens[k]!) && k - from < 4) k++;
  return LEGAL_SUFFIXES.has(tokens[k]!.text) || COMPANY_HEADS.has(tokens[k]!.lower);
}

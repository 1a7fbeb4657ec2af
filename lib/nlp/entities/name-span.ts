import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { findKnownEntity } from "./known-entities";
import { COMPANY_HEADS, LEGAL_SUFFIXES, NAME_PARTICLES, ORG_HEADS, PERSON_TITLES } from "./lexicon";
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
  /** Written as a web address: "Znak.com", "Portfolio.hu". */
  domain?: boolean;
  /** The country (ISO alpha-3) of a nationality word split off before it: "Libyan [House of Representatives]". */
  nation?: string;
};

export const OF_HEADS = new Set([
  "republic",
  "kingdom",
  "isle",
  "gulf",
  "sea",
  "bay",
  "strait",
  "straits",
  "cape",
  "lake",
  "mount",
  "duke",
  "duchess",
  "prince",
  "princess",
  "earl",
  "house",
  "houses",
  "people's",
  "states",
  "emirate",
  "province",
  "city",
  "state",
  "district",
  "county",
  "port",
  "bank",
  "governor",
  "secretary",
  "minister",
  "ministers",
  "chamber",
  "order",
  "court",
  "church",
  "friends",
  "sisters",
  "brothers",
  "daughters",
  "sons",
  "knights",
]);
export const OBJECT_LINKS = new Set(["of", "for"]);

export const EDGE_WORDS = new Set(["of", "for", "and", "&", "the", "on", "upon"]);
export const CONNECTORS = new Set(["of", "for", "and", "&", "the", "on", "upon", ...NAME_PARTICLES]);

/** "Dr." → "dr"; "President-elect", "Governor-designate" → the title they will hold. */
export const titleKey = (t: TToken) => t.lower.replace(/\.$/, "").replace(/-(?:elect|designate)$/, "");
export const isTitleWord = (t: TToken) => PERSON_TITLES.has(t.lower) || PERSON_TITLES.has(titleKey(t));
export const isHead = (t: TToken | undefined) =>
  !!t && (ORG_HEADS.has(t.lower) || COMPANY_HEADS.has(t.lower) || LEGAL_SUFFIXES.has(t.text));

export function isNameWord(t: TToken): boolean {
  return t.kind === "word" && (t.cap || t.caps) && t.lower !== "'s" && t.lower !== "’s";
}

/** Strong evidence that a span is a name even when its first word is a capitalised common word. */
export function isStrongName(words: string[]): boolean {
  const text = words.join(" ");
  if (findKnownEntity(text) || findCountry(text) || findRegion(text))
    return words.length > 1 || !isCommonWord(text.toLowerCase());
  if (words.length < 2) return false;
  const last = words[words.length - 1]!;
  if (ORG_HEADS.has(last.toLowerCase()) || COMPANY_HEADS.has(last.toLowerCase()) || LEGAL_SUFFIXES.has(last))
    return true;
  return findCities(text).some((c) => c.population >= 1_000_000);
}

/** Adds the span [first, last] to `out`, trimmed of connectors at its edges. */
export function pushSpan(
  tokens: TToken[],
  first: number,
  last: number,
  out: TNameSpan[],
  extra: Partial<TNameSpan> = {},
) {
  // Capitalised particles start names ("Du Pont", "De Beers", "Van Gogh"); lower-case ones do not.
  const trim = (t: TToken) => EDGE_WORDS.has(t.lower) || (CONNECTORS.has(t.lower) && t.text === t.lower);
  while (first <= last && trim(tokens[first]!)) first++;
  while (last >= first && trim(tokens[last]!)) last--;
  if (first > last) return;
  if (first === last && LEGAL_SUFFIXES.has(tokens[first]!.text)) return; // a lone "Co" or "Inc"
  const text = tokens
    .slice(first, last + 1)
    .map((t) => t.text)
    .join(" ");
  out.push({ first, last, text, residue: false, ...extra });
}

/** Name words without a legal suffix: "Bank of America Corp" → ["Bank", "of", "America"]. */
export function coreWords(words: string[]): string[] {
  if (words.length < 2 || !LEGAL_SUFFIXES.has(words[words.length - 1]!)) return words;
  let end = words.length - 1;
  // "Wilson and Co", "Bear Stearns & Co": the connector goes with the suffix.
  while (end > 1 && ["and", "&", ",", "the"].includes(words[end - 1]!.toLowerCase())) end--;
  return words.slice(0, end);
}

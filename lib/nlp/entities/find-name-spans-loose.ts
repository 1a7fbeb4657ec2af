import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { findKnownEntity } from "./known-entities";
import { isGiven, LEGAL_SUFFIXES } from "./lexicon";
import { findLowercaseWordNames } from "./multilingual-spans";
import { isNameWord, pushSpan as push, type TNameSpan } from "./name-span";
import type { TToken } from "./tokenize-text";

const FOREIGN_ARTICLES = new Set([
  "die",
  "der",
  "das",
  "den",
  "dem",
  "des",
  "le",
  "la",
  "les",
  "el",
  "los",
  "las",
  "il",
  "lo",
  "gli",
  "het",
  "de",
  "een",
  "ein",
  "eine",
  "o",
  "a",
  "os",
  "as",
  "um",
  "uma",
]);

/**
 * Outside English, capitalisation marks every German noun and word lists are English: keep only
 * sub-spans of capitalised runs that a reference list, a gazetteer, a legal suffix or a given name
 * vouches for ("Bundeskanzlerin Angela Merkel" → "Angela Merkel").
 */
export function findNameSpansLoose(tokens: TToken[], language: string): TNameSpan[] {
  // Known names with lower-case words ("Ciudad de México", "Nations unies") first (multilingual-spans.ts).
  const phrases = findLowercaseWordNames(tokens, language);
  const taken = new Set(phrases.flatMap((p) => Array.from({ length: p.last - p.first + 1 }, (_, k) => p.first + k)));
  const out: TNameSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isNameWord(tokens[i]!) || tokens[i]!.shouting || taken.has(i)) {
      i++;
      continue;
    }
    let j = i;
    while (
      tokens[j + 1] &&
      isNameWord(tokens[j + 1]!) &&
      tokens[j + 1]!.sentence === tokens[i]!.sentence &&
      !taken.has(j + 1)
    )
      j++;
    if (LEGAL_SUFFIXES.has(tokens[j]!.text) && j > i && j - i <= 4) {
      push(tokens, FOREIGN_ARTICLES.has(tokens[i]!.lower) ? i + 1 : i, j, out);
      i = j + 1;
      continue;
    }
    let k = i;
    while (k <= j) {
      let matched = -1;
      for (let e = Math.min(j, k + 3); e >= k && matched < 0; e--) {
        const text = tokens
          .slice(k, e + 1)
          .map((t) => t.text)
          .join(" ");
        if (
          findKnownEntity(text) ||
          findCountry(text, language) ||
          findRegion(text) ||
          findCities(text).some((c) => c.population >= 100_000 || c.capital)
        )
          matched = e;
      }
      // "Le Sénégal": an article is not the given name it can also be (Le, Van).
      const article = FOREIGN_ARTICLES.has(tokens[k]!.lower);
      if (matched < 0 && !article && isGiven(tokens[k]!.lower) && k < j && !tokens[k + 1]!.caps) {
        matched = Math.min(j, k + 2);
      }
      if (matched >= 0) {
        push(tokens, k, matched, out);
        k = matched + 1;
      } else k++;
    }
    i = j + 1;
  }
  return phrases.length > 0 ? [...out, ...phrases].sort((a, b) => a.first - b.first) : out;
}

import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { findKnownEntity } from "./known-entities";
import { isNameWord, pushSpan, type TNameSpan } from "./name-span";
import type { TToken } from "./tokenize-text";

/**
 * Lower-case particles of French, German, Spanish, Italian, Portuguese and Dutch names ("Ciudad de
 * México", "Viña del Mar", "Organisation mondiale de la santé"): a name never ends with one.
 */
const PARTICLES = new Set(
  "de del della dello dei degli di da do dos das du des la le les los las el lo y e et und van der den het".split(" "),
);
/** The longest name looked up, in words ("Organización de las Naciones Unidas" has five). */
const MAX_TOKENS = 7;

/**
 * Outside English, names whose words are not all capitalised — particles ("Ciudad de México",
 * "Santiago de Cuba") or lower-case adjectives ("Nations unies", "Banque centrale européenne") — that a
 * gazetteer or the reference list knows as a whole. The loose span finder cuts capitalised runs at
 * every lower-case word, so these are found first and their tokens left to no other span.
 */
export function findLowercaseWordNames(tokens: TToken[], language: string): TNameSpan[] {
  const out: TNameSpan[] = [];
  let i = 0;
  while (i < tokens.length) {
    const start = tokens[i]!;
    if (!isNameWord(start) || start.shouting) {
      i++;
      continue;
    }
    let matched = -1;
    const limit = Math.min(tokens.length - 1, i + MAX_TOKENS - 1);
    for (let e = limit; e > i && matched < 0; e--) {
      const span = tokens.slice(i, e + 1);
      if (span.some((t) => t.kind !== "word" || t.sentence !== start.sentence)) continue;
      // Only names with a lower-case word: all-capitalised runs are the loose finder's.
      if (!span.some((t) => !t.cap) || PARTICLES.has(tokens[e]!.lower)) continue;
      const text = span.map((t) => t.text).join(" ");
      if (findKnownEntity(text) || findCountry(text, language) || findCities(text).length > 0) matched = e;
    }
    if (matched >= 0) {
      pushSpan(tokens, i, matched, out);
      i = matched + 1;
    } else i++;
  }
  return out;
}

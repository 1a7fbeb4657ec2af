import "server-only";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { lookupPlace, type TPlace } from "../geo/lookup-place";
import { isCommonWord } from "./common-words";
import { GIVEN } from "./lexicon";
import type { TMention } from "./mention";

/** Countries a text mentions without ambiguity, plus those of its regions and explicit qualifiers. */
export function countryHints(mentions: TMention[], language: string): Set<string> {
  const hints = new Set<string>();
  for (const m of mentions) {
    const country = findCountry(m.text, language);
    const region = findRegion(m.text);
    if (country && !region) hints.add(country.cca2);
    else if (region && !country) hints.add(region.countryCode);
    if (m.ev.qualifier) hints.add(m.ev.qualifier.countryCode);
  }
  return hints;
}

export function mayBePlace(m: TMention, language: string): boolean {
  if (m.title || m.ev.role) return false;
  return !!(findCountry(m.text, language) || findRegion(m.text) || findCities(m.text).length > 0);
}

/**
 * The place that all mentions of one surface form denote in this text, or undefined when the evidence
 * is too thin. Mentions with a title or a role are people, not places.
 */
export function placeOf(mentions: TMention[], hints: Set<string>, language: string): TPlace | undefined {
  const first = mentions[0];
  if (!first || mentions.some((m) => m.title || m.ev.bracketed)) return undefined;
  const qualifier = mentions.find((m) => m.ev.qualifier)?.ev.qualifier;
  const place = lookupPlace(first.text, hints, { language, within: qualifier });
  if (!place || place.kind !== "City") return place;
  return acceptCity(mentions, place, hints, !!qualifier) ? place : undefined;
}

/**
 * Small towns share names with people and words ("Mobile", "Florence", "Marshall"): the smaller the
 * place, the more context it needs (a qualifier, a place preposition, its country in the text).
 */
function acceptCity(mentions: TMention[], city: TPlace, hints: Set<string>, qualified: boolean): boolean {
  const pop = city.population ?? 0;
  const hinted = hints.has(city.geo.countryCode);
  const first = mentions[0]!;
  const lower = first.text.toLowerCase();
  const locative = mentions.some((m) => m.ev.locative);
  if (qualified) return true;
  if (mentions.some((m) => m.ev.personContext >= 5 || m.ev.company >= 6 || m.ev.org >= 6 || m.ev.role)) return false;
  if (isCommonWord(lower) || GIVEN.has(lower)) return locative && (pop >= 100_000 || hinted);
  if (pop >= 1_000_000 || city.capital) return true;
  if (pop >= 100_000) return locative || hinted || first.words.length > 1 || mentions.length > 1;
  return locative && hinted;
}

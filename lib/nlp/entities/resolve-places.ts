import "server-only";
import type { TPlaceType } from "../types";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { findAnyRegion, findRegion } from "../geo/region-gazetteer";
import { foldName } from "../geo/fold-name";
import { lookupPlace, plainName, type TPlace } from "../geo/lookup-place";
import { findSite, INSTITUTION_SITE_HEADS, SITE_HEAD_PAIRS, SITE_HEADS, type TSite } from "../geo/site-gazetteer";
import { isCommonWord } from "./common-words";
import { isCityExonym } from "./multilingual-places";
import { GIVEN } from "./lexicon";
import type { TMention } from "./mention";

/** Countries a text mentions without ambiguity, plus those of its regions and explicit qualifiers. */
export function countryHints(mentions: TMention[], language: string): Set<string> {
  const hints = new Set<string>();
  for (const m of mentions) {
    const country = findCountry(m.text, language);
    // A region of the generated list hints at its country only when no town bears its name ("Beni").
    const found = findAnyRegion(m.text);
    const region = found && (found.listed || findCities(m.text).length === 0) ? found : undefined;
    if (country && !found) hints.add(country.cca2);
    else if (region && !country) hints.add(region.countryCode);
    if (m.ev.qualifier) hints.add(m.ev.qualifier.countryCode);
  }
  return hints;
}

/**
 * Whether a mention may name a place. `namePrefixes` (folded first words of the text's longer names):
 * a region only the list of every country knows is no place when it starts a longer name ("Fars" of
 * "Fars News Agency").
 */
export function mayBePlace(m: TMention, language: string, namePrefixes?: ReadonlySet<string>): boolean {
  if (m.title || m.ev.role) return false;
  if (findCountry(m.text, language) || findCities(m.text).length > 0) return true;
  if (findRegion(m.text)) return true;
  return !!findAnyRegion(m.text) && !namePrefixes?.has(foldName(m.text));
}

/** The folded first words of every name of two words or more ("fars", "fars news" of "Fars News Agency"). */
export function namePrefixes(mentions: readonly TMention[]): Set<string> {
  const out = new Set<string>();
  for (const m of mentions) for (let k = 1; k < m.words.length; k++) out.add(foldName(m.words.slice(0, k).join(" ")));
  return out;
}

/**
 * The place that all mentions of one surface form denote in this text, or undefined when the evidence
 * is too thin. Mentions with a title or a role are people, not places. Regions (states, provinces) are
 * places of their own (DECISIONS 23).
 */
export function placeOf(mentions: TMention[], hints: Set<string>, language: string): TPlace | undefined {
  const first = mentions[0];
  if (!first || mentions.some((m) => m.title || m.ev.bracketed)) return undefined;
  const qualifier = mentions.find((m) => m.ev.qualifier)?.ev.qualifier;
  const place = lookupPlace(first.text, hints, { language, within: qualifier });
  if (!place || (place.kind === "Region" && place.listed) || place.kind === "Country") return place;
  // "Fars reported": a region that only the list of every country knows yields to a medium, a body or a
  // person that shares its name, like a town does.
  const personish = mentions.some((m) => m.ev.personContext >= 5 || m.ev.company >= 4 || m.ev.org >= 4 || !!m.ev.role);
  if (place.kind === "Region") return personish ? undefined : place;
  // "the film Batman": a town's name used as a title.
  if (mentions.every((m) => m.ev.work) && !qualifier) return undefined;
  const lower = first.text.toLowerCase();
  return acceptCity(place, {
    hinted: hints.has(place.geo.countryCode),
    qualified: !!qualifier,
    // The trained tagger reads the context as a place's ("Are you enjoying Houston?"): as good as a preposition.
    locative: mentions.some((m) => m.ev.locative) || taggedPlace(mentions),
    tagged: taggedPlace(mentions),
    preposition: mentions.some((m) => m.ev.locative),
    personish: mentions.some((m) => m.ev.personContext >= 5 || m.ev.company >= 6 || m.ev.org >= 6 || !!m.ev.role),
    ordinaryWord: ordinaryWord(lower),
    multiword: first.words.length > 1,
    repeated: mentions.length > 1,
  })
    ? place
    : undefined;
}

/**
 * An English word or given name ("Mobile", "Florence"). The English lexicon also lists some foreign
 * city names ("tokio", "genf"): the exonyms of other languages are names, not words.
 */
const ordinaryWord = (lower: string) => (isCommonWord(lower) || GIVEN.has(lower)) && !isCityExonym(lower);

/** Most mentions that the trained tagger labels are labelled LOC. */
export function taggedPlace(mentions: readonly TMention[]): boolean {
  let loc = 0;
  let other = 0;
  for (const m of mentions)
    if (m.tagged === "LOC") loc++;
    else if (m.tagged) other++;
  return loc > other;
}

const CONTINENTS = new Set(["Europe", "Asia", "Africa", "America", "Americas", "Oceania", "Antarctica", "Australasia"]);

type TCityEvidence = {
  hinted: boolean;
  /** The trained tagger reads most of its mentions as a place. */
  tagged?: boolean;
  /** A place preposition before one of its mentions ("in", "near", "from"). */
  preposition?: boolean;
  qualified: boolean;
  locative: boolean;
  personish: boolean;
  ordinaryWord: boolean;
  multiword: boolean;
  repeated: boolean;
};

/**
 * Small towns share names with people and words ("Mobile", "Florence", "Marshall", "Batman"): the
 * smaller the place, the more context it needs (a qualifier, a place preposition, its country in the text).
 */
function acceptCity(city: TPlace, e: TCityEvidence): boolean {
  const pop = city.population ?? 0;
  if (e.qualified) return true;
  if (e.personish) return false;
  if (e.ordinaryWord) return e.locative && (pop >= 100_000 || e.hinted);
  if (pop >= 1_000_000 || city.capital) return true;
  if (pop >= 100_000) return e.locative || e.hinted || e.multiword || e.repeated;
  // A town the tagger reads as a place needs a place preposition too (its country in the text is not
  // enough: "Judge Marrero … Marrero's order" in an American story).
  // Nor is a continent a town ("in Asia" is no village of the Philippines).
  if (e.tagged && e.preposition && !CONTINENTS.has(city.name)) return true;
  return e.locative && e.hinted;
}

/**
 * A site (DECISIONS 23): a well-known one by name ("the White House", "the Louvre"), or a name whose
 * head word is a facility's ("Wembley Stadium", "Kennedy Space Center", "Museum of Modern Art").
 * `undefined` for a name that is not a facility, and for people named like one ("Shirley Temple").
 * Without `locative` (a place preposition before one of its mentions), a museum or gallery is the
 * institution, not the site.
 */
export function siteOf(
  text: string,
  words: readonly string[] = text.split(/\s+/),
  locative = true,
): TSiteMatch | undefined {
  const known = findSite(text);
  if (known) return { name: known.name, aliases: known.aliases, site: known };
  if (words.length < 2 || words.some((w) => TITLE_ABBREVIATION.test(w))) return undefined;
  const lower = words.map((w) => w.toLowerCase());
  const last = lower[lower.length - 1]!;
  const pair = `${lower[lower.length - 2]} ${last}`;
  const head = (w: string) => SITE_HEADS.has(w) && (locative || !INSTITUTION_SITE_HEADS.has(w));
  const headed =
    (head(last) && !personShaped(words)) ||
    (words.length >= 3 && SITE_HEAD_PAIRS.has(pair)) ||
    lower.some((w, i) => i < lower.length - 2 && head(w) && lower[i + 1] === "of");
  return headed ? { name: plainName(text), aliases: plainName(text) === text ? [] : [text] } : undefined;
}

/** "Shirley Temple", "John G. Tower": a given name (and an initial) before the head word. */
function personShaped(words: readonly string[]): boolean {
  const before = words.slice(0, -1);
  if (before.length > 2 || !GIVEN.has(before[0]!.toLowerCase())) return false;
  return before.length === 1 || /^\p{Lu}\.$/u.test(before[1]!);
}

/** "Texas Sen. John Tower": a title inside the name makes it a person's. */
const TITLE_ABBREVIATION = /^(Sen|Rep|Gov|Gen|Col|Maj|Capt|Lt|Sgt|Dr|Mr|Mrs|Ms|Prof|Rev|Sr|Jr)\.$/;

export type TSiteMatch = { name: string; aliases: string[]; site?: TSite };

/** A site as a place with coordinates, when the list knows it. */
export function sitePlace(match: TSiteMatch): TPlace | undefined {
  const s = match.site;
  if (!s) return undefined;
  return {
    kind: "Site",
    name: s.name,
    ...(s.aliases.length > 0 ? { aliases: s.aliases } : {}),
    geo: { latitude: s.latitude, longitude: s.longitude, countryCode: s.countryCode, gazetteerId: `site:${s.name}` },
  };
}

export type TPlaceContext = {
  /** ISO 639-1 of the text (default en). */
  language?: string;
  /** ISO alpha-2 codes of the countries the text names (see `countryHints`). */
  hints?: Iterable<string>;
  /** A place preposition before the span ("in", "near", "from"). */
  locative?: boolean;
  /** An explicit qualifier after it ("Paris, Texas"), from `resolveQualifier`. */
  within?: { countryCode: string; adminCode?: string };
  /** The span is used as a person's name, a company or an organisation elsewhere in the text. */
  personish?: boolean;
  /** The same surface form occurs more than once in the text. */
  repeated?: boolean;
};

export type TPlaceClass = { type: TPlaceType; name: string; aliases: string[]; place?: TPlace };

/**
 * What kind of place a span of text names, with the name English news uses (DECISIONS 23, 24):
 * Country, City, Region (states, provinces, regions) or Site (facilities), or undefined when it is no
 * place or the context is too thin for a town that shares its name with words and people ("Batman").
 * For use by any entity decision: the rules here, or a trained model choosing among place types.
 */
export function classifyPlace(span: string, context: TPlaceContext = {}): TPlaceClass | undefined {
  const text = span.trim().replace(/\s+/g, " ");
  if (!text) return undefined;
  const words = text.split(" ");
  const site = siteOf(text, words);
  if (site) {
    const place = sitePlace(site);
    return { type: "Site", name: site.name, aliases: site.aliases, ...(place ? { place } : {}) };
  }
  const hints = new Set(context.hints ?? []);
  const place = lookupPlace(text, hints, { language: context.language ?? "en", within: context.within });
  if (!place || place.kind === "Site") return undefined;
  if (place.kind === "Region" && !place.listed && context.personish) return undefined;
  if (place.kind === "City") {
    const lower = text.toLowerCase();
    const ok = acceptCity(place, {
      hinted: hints.has(place.geo.countryCode),
      qualified: !!context.within,
      locative: !!context.locative,
      personish: !!context.personish,
      ordinaryWord: ordinaryWord(lower),
      multiword: words.length > 1,
      repeated: !!context.repeated,
    });
    if (!ok) return undefined;
  }
  const aliases = [...(place.aliases ?? []), ...(text !== place.name ? [text] : [])];
  return { type: place.kind, name: place.name, aliases: [...new Set(aliases)], place };
}

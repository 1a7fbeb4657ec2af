import "server-only";
import type { TGeo } from "../types";
import { findCities, type TCity } from "./city-gazetteer";
import { countryByCode, findCountry, type TCountry } from "./country-gazetteer";
import { findAnyRegion, findRegion, findRegionAbbreviation, type TRegion } from "./region-gazetteer";

/** Sites come from the site gazetteer (`siteOf` in lib/nlp/entities/resolve-places.ts), not from here. */
export type TPlaceKind = "Country" | "Region" | "City" | "Site";

export type TPlace = {
  kind: TPlaceKind;
  /**
   * The name English news uses (DECISIONS 24): the gazetteer's name without diacritics, or its English
   * exonym ("United States", "Texas", "Herat" for Herāt, "Cologne" for Köln).
   */
  name: string;
  /** The gazetteer's own spellings when they differ from `name` ("Herāt", "Köln"): aliases. */
  aliases?: string[];
  geo: TGeo;
  /** Cities only. */
  population?: number;
  capital?: boolean;
  /** Regions: England, Scotland, … (reported as countries). */
  constituentCountry?: boolean;
  /** Regions: from the hand-written list of much-reported regions (see TRegion.listed). */
  listed?: boolean;
  /** GeoNames admin1 code of a city or region, when known. */
  adminCode?: string;
};

export type TLookupOptions = {
  /** ISO 639-1 of the text: country names in that language are accepted too. */
  language?: string;
  kinds?: readonly TPlaceKind[];
  /** An explicit qualifier ("Paris, Texas"): only places inside it qualify, when any does. */
  within?: { countryCode: string; adminCode?: string };
};

// Ranking weights: a country beats any city of the same name unless context points elsewhere
// ("Georgia" in a US story is the state); a hinted country multiplies a place's weight.
const COUNTRY_WEIGHT = 1e7;
const REGION_WEIGHT = 1e6;
/** A region only the generated list of every country knows ("Beni", "San Juan") yields to a town. */
const WORLD_REGION_WEIGHT = 1e4;
const REGION_HINT_BOOST = 100;
const CITY_HINT_BOOST = 10;
const CAPITAL_BOOST = 5;
/** City-states: the city, not the country, is what news means (the labelling guidelines' City list). */
const CITY_STATES = new Set(["SG", "MC", "HK", "MO", "VA"]);

export function countryPlace(c: TCountry): TPlace {
  return {
    kind: "Country",
    name: c.name,
    geo: { latitude: c.latitude, longitude: c.longitude, countryCode: c.cca2, gazetteerId: c.cca3 },
  };
}

/** "Herāt" → "Herat", "São Paulo" → "Sao Paulo", "Łódź" → "Lodz": the form English news mostly uses. */
export function plainName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łŁđĐøØ]/g, (c) => PLAIN_LETTERS[c] ?? c)
    .normalize("NFC");
}
const PLAIN_LETTERS: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ø: "o", Ø: "O" };

/** The English name and the other spellings of a gazetteer entry. */
function named(name: string, english: string, more: readonly string[] = []): Pick<TPlace, "name" | "aliases"> {
  const aliases = [...new Set([name, ...more])].filter((a) => a !== english);
  return aliases.length > 0 ? { name: english, aliases } : { name: english };
}

export function regionPlace(r: TRegion): TPlace {
  const id = `${r.countryCode}-${r.adminCode || r.name.replace(/\W+/g, "")}`;
  return {
    kind: "Region",
    ...named(r.name, plainName(r.name), r.aliases),
    constituentCountry: r.constituentCountry,
    listed: r.listed,
    adminCode: r.adminCode || undefined,
    geo: { latitude: r.latitude, longitude: r.longitude, countryCode: r.countryCode, gazetteerId: id },
  };
}

export function cityPlace(c: TCity): TPlace {
  return {
    kind: "City",
    ...named(c.name, c.englishName ?? plainName(c.name)),
    population: c.population,
    capital: c.capital,
    adminCode: c.adminCode,
    geo: {
      latitude: c.latitude,
      longitude: c.longitude,
      countryCode: c.countryCode,
      population: c.population,
      gazetteerId: String(c.id),
    },
  };
}

/** Every gazetteer entry the name can denote, unranked. */
export function placeCandidates(name: string, options: TLookupOptions = {}): TPlace[] {
  const kinds = options.kinds ?? ["Country", "Region", "City"];
  const out: TPlace[] = [];
  if (kinds.includes("Country")) {
    const c = findCountry(name, options.language);
    if (c) out.push(countryPlace(c));
  }
  if (kinds.includes("Region")) {
    const r = findAnyRegion(name);
    if (r) out.push(regionPlace(r));
  }
  if (kinds.includes("City")) for (const c of findCities(name)) out.push(cityPlace(c));
  return out;
}

function weight(p: TPlace, hints: ReadonlySet<string>): number {
  const hinted = hints.has(p.geo.countryCode);
  if (p.kind === "Country") return COUNTRY_WEIGHT;
  if (p.kind === "Site") return 0;
  if (p.kind === "Region") return (p.listed ? REGION_WEIGHT : WORLD_REGION_WEIGHT) * (hinted ? REGION_HINT_BOOST : 1);
  return (p.population ?? 0) * (p.capital ? CAPITAL_BOOST : 1) * (hinted ? CITY_HINT_BOOST : 1);
}

/**
 * The place a name most likely denotes, given the countries the text mentions (ISO alpha-2 hints)
 * and an optional explicit qualifier. Offline; gazetteers load on first use.
 */
export function lookupPlace(
  name: string,
  hintCountryCodes: Iterable<string> = [],
  options: TLookupOptions = {},
): TPlace | undefined {
  let candidates = placeCandidates(name, options);
  if (candidates.length === 0) return undefined;
  const within = options.within;
  if (within) {
    const inside = candidates.filter((p) => p.kind !== "Country" && p.geo.countryCode === within.countryCode);
    const inAdmin = within.adminCode ? inside.filter((p) => p.adminCode === within.adminCode) : inside;
    if (inAdmin.length > 0) candidates = inAdmin;
    else if (inside.length > 0) candidates = inside;
  }
  // "Panama", "Kuwait", "Djibouti": a country beats its own capital of the same name (the capital's
  // population and the country's own hint would otherwise outweigh it), city-states apart.
  const country = candidates.find((p) => p.kind === "Country");
  if (country && !CITY_STATES.has(country.geo.countryCode)) {
    candidates = candidates.filter((p) => p.kind !== "City" || p.geo.countryCode !== country.geo.countryCode);
  }
  const hints = new Set(hintCountryCodes);
  let best = candidates[0]!;
  let bestWeight = -1;
  for (const p of candidates) {
    const w = weight(p, hints);
    if (w > bestWeight) [best, bestWeight] = [p, w];
  }
  return best;
}

/** A qualifier after a comma: a country, a region or a region abbreviation ("Tex.", "N.J."). */
export function resolveQualifier(text: string): { countryCode: string; adminCode?: string } | undefined {
  // The much-reported regions only: a region of the generated list after a comma is too often a name.
  const region = findRegion(text) ?? findRegionAbbreviation(text);
  if (region) return { countryCode: region.countryCode, adminCode: region.adminCode || undefined };
  const country = findCountry(text);
  return country ? { countryCode: country.cca2 } : undefined;
}

export { countryByCode };

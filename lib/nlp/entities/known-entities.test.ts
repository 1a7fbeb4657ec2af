import { describe, expect, it } from "vitest";
import { namesOf as names, runEnglish as run, typeOf } from "./entity-test-helpers";
import { findKnownEntity, knownEntityCounts, needsCue, parseKnownLine, resolveScopedEntity } from "./known-entities";

describe("reference list format", () => {
  it("parses kind, aliases, the cue mark and generic names scoped to a country", () => {
    const line = parseKnownLine("O?|Solidarity|Solidarność|POL:Union");
    expect(line?.entity).toMatchObject({ type: "Organization", name: "Solidarity", cue: true, country: "POL" });
    expect(line?.entity.aliases).toEqual(["Solidarność"]);
    expect(line?.generic).toEqual(["Union"]);
    expect(parseKnownLine("# comment")).toBeUndefined();
    expect(parseKnownLine("N|Deutsche Welle|DW")?.entity).toMatchObject({ type: "Organization", media: true });
  });

  it("holds the category lists", () => {
    const counts = knownEntityCounts();
    expect(counts.legislatures).toBeGreaterThan(190);
    expect(counts.parties).toBeGreaterThan(300);
    expect(findKnownEntity("Sejm")?.name).toBe("Sejm");
    expect(findKnownEntity("Houthis")?.name).toBe("Houthi movement");
    expect(findKnownEntity("Yonhap")?.type).toBe("Organization");
  });

  it("never matches a nationality or a country alone, and marks ordinary words as needing a cue", () => {
    expect(findKnownEntity("Australian")).toBeUndefined(); // "The Australian" keeps its full name only
    expect(needsCue("Fortune")).toBe(true);
    expect(needsCue("Nature")).toBe(true);
    expect(needsCue("Nature Astronomy")).toBe(false);
    expect(needsCue("Fidesz")).toBe(false);
  });

  it("resolves a generic name through the country the text names most", () => {
    expect(resolveScopedEntity("National Assembly", new Map([["SRB", 2]]))?.name).toBe("National Assembly of Serbia");
    expect(
      resolveScopedEntity(
        "Senate",
        new Map([
          ["PHL", 1],
          ["USA", 3],
        ]),
      )?.name,
    ).toBe("United States Senate");
    expect(resolveScopedEntity("National Assembly", new Map())).toBeUndefined();
  });
});

describe("reference list in texts", () => {
  it("needs a cue for an entry that is one ordinary word", () => {
    const without = run("The hikers spent a week alone in Nature, far from the city of Denver.");
    expect(names(without)).not.toContain("Nature");
    const cued = run("The study was published in the journal Nature on Tuesday.");
    expect(typeOf(cued, "Nature")).toBe("Company");
    const published = run("The team published in Science last week, and Science reported the result.");
    expect(typeOf(published, "Science")).toBe("Organization");
  });

  it("resolves a generic chamber only when the text names its country", () => {
    const serbia = run(
      "Serbian President Aleksandar Vucic spoke in Belgrade. The National Assembly approved the bill.",
    );
    expect(typeOf(serbia, "National Assembly of Serbia")).toBe("Organization");
    const none = run("The National Assembly approved the bill on Monday after a long debate.");
    expect(names(none)).not.toContain("National Assembly of Serbia");
    const philippines = run("In the Philippines, the Senate voted to extend martial law in Mindanao.");
    expect(typeOf(philippines, "Senate of the Philippines")).toBe("Organization");
  });

  it("splits a nationality off a national body of that country only", () => {
    const ents = run("Members of the Israeli Knesset met on Monday. The Polish Sejm passed a bill of Law and Justice.");
    expect(names(ents)).toEqual(expect.arrayContaining(["Knesset", "Sejm", "Law and Justice"]));
    const other = run("A press release from the Chinese National Academy of Sciences described the binary.");
    expect(names(other)).not.toContain("National Academy of Sciences");
  });

  it("goes on over a word that ends a run when the whole is a reference-list name", () => {
    const ents = run(
      "As the Herald Sun reported, a spokesman for the Committee to Protect Journalists and the " +
        "leader of the Law and Justice Party disagreed. Shoppers queued at ALDI.",
    );
    expect(names(ents)).toEqual(
      expect.arrayContaining(["Herald Sun", "Committee to Protect Journalists", "Law and Justice", "Aldi"]),
    );
    expect(names(ents)).not.toContain("Protect Journalists");
  });

  it("types no span made only of nationality words", () => {
    const ents = run("A Philippine official said South Korean and Canadian-US talks went well in Manila.");
    expect(names(ents)).toEqual(["Manila"]);
  });

  it("reads 'Member of Parliament' as a role, not as the chamber", () => {
    const ents = run("In Serbia, Member of Parliament Jovan Jovanovic resigned on Monday.");
    expect(names(ents)).not.toContain("National Assembly of Serbia");
  });
});

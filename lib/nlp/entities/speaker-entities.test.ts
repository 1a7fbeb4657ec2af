import { beforeAll, describe, expect, it } from "vitest";

import { analyze } from "../analyze";
import { namesOf, runEnglish, typeOf } from "./entity-test-helpers";

// The entities a quotation's speaker is chosen from (issue #18): invented sentences, one per error class.
const speakerOf = (body: string, quoted: string) =>
  analyze({ title: "", body, language: "en" }).quotes.find((q) => q.text.includes(quoted))?.speaker;

beforeAll(() => void runEnglish("Warm-up in London."), 60_000);

describe("entities that speak in quotations", () => {
  it("keeps a titled full name whole where its last word is also a word", () => {
    const text =
      "Critics said the deal was a disgrace.\n\nAlabama Sen. Jeff Sessions, a prominent supporter of the governor, " +
      'said the deal was a disgrace.\n\n"That is a fundamental violation of law," Sessions told CNN.';
    const ents = runEnglish(text);
    expect(namesOf(ents, "Person")).toEqual(["Jeff Sessions"]);
    expect(speakerOf(text, "fundamental violation")).toBe("Jeff Sessions");
  });

  it("gives a quotation to the titled full name, not to a later first name", () => {
    const text =
      "Senator Jeff Flake of Arizona spoke to reporters on Tuesday about the new tariff plan. " +
      '"It is a mistake that farmers will pay for," Jeff said.';
    expect(namesOf(runEnglish(text), "Person")).toEqual(["Jeff Flake"]);
    expect(speakerOf(text, "farmers will pay")).toBe("Jeff Flake");
  });

  it("names listed entities in the plain form news uses (DECISIONS 24)", () => {
    const text =
      "Turkish President Recep Tayyip Erdogan laments the number of refugees. " +
      '"Let the United Nations advise other countries," Erdogan said. Hermès and Société Générale reported results.';
    const ents = runEnglish(text);
    expect(typeOf(ents, "Recep Tayyip Erdogan")).toBe("Person");
    expect(ents.find((e) => e.name === "Recep Tayyip Erdogan")?.aliases).toContain("Erdogan");
    expect(namesOf(ents, "Company")).toEqual(["Hermes", "Societe Generale"]);
  });

  it("keeps the DNC and the RNC apart from the parties", () => {
    const text =
      'The Democratic National Committee met in Denver. "We will win back the House," the DNC said in a statement. ' +
      "The RNC disagreed, and Republicans and Democrats argued all week.";
    const ents = runEnglish(text);
    const dnc = ents.find((e) => e.name === "Democratic National Committee");
    expect(dnc?.type).toBe("Organization");
    expect(dnc?.aliases).toContain("DNC");
    expect(typeOf(ents, "Republican National Committee")).toBe("Organization");
    expect(ents.find((e) => e.name === "Democratic Party")?.aliases ?? []).not.toContain("DNC");
    expect(speakerOf(text, "win back the House")).toBe("Democratic National Committee");
  });

  it("makes no entity of a party-and-state label or of a party member's description", () => {
    const text =
      "Speaker Marla Quinn says the whole world is watching and that she understands the worries of allies.\n\n" +
      "In an interview with reporters Thursday, the Wisconsin Republican criticized the president’s policy and said " +
      'allies wanted to know if the country is "still in the game."\n\n' +
      "Rep. Tom Baker (R-Texas) and Rep. Ann Hill (D-N.Y.) voted against the bill.";
    const ents = runEnglish(text);
    expect(namesOf(ents)).toEqual(["Ann Hill", "Marla Quinn", "Tom Baker"]);
    expect(speakerOf(text, "still in the game")).toBe("Marla Quinn");
  });

  it("takes a surname for the person the text names, not for a town of that name", () => {
    const text =
      "Hillary Clinton spoke in Iowa on Monday. Voters in Clinton’s audience cheered. " +
      'Donors met with Clinton at the hotel. "We will win this state," Clinton said.';
    const ents = runEnglish(text);
    expect(namesOf(ents, "City")).toEqual([]);
    expect(ents.find((e) => e.name === "Hillary Clinton")?.mentions.length).toBe(4);
    expect(speakerOf(text, "win this state")).toBe("Hillary Clinton");
  });

  it("reads a place's role after the comma as a person's apposition", () => {
    const text = 'Bush, Florida’s former governor, said "I am not a candidate for anything yet."';
    expect(typeOf(runEnglish(text), "Bush")).toBe("Person");
    expect(speakerOf(text, "not a candidate")).toBe("Bush");
  });

  it("splits a possessive off a name, with a straight or a curly apostrophe", () => {
    const text = "Pfizer’s chief executive spoke on Monday, and Pfizer's shares rose. Hillary Clinton’s aides left.";
    const ents = runEnglish(text);
    expect(namesOf(ents, "Company")).toEqual(["Pfizer"]);
    expect(namesOf(ents, "Person")).toEqual(["Hillary Clinton"]);
  });
});

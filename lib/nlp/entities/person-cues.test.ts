import { describe, expect, it } from "vitest";
import type { TEntityOccurrence } from "../types";
import { namesOf, runEnglish as run, typeOf } from "./entity-test-helpers";
import { findNameSpans } from "./find-name-spans";
import { tokenizeText } from "./tokenize-text";

const people = (ents: TEntityOccurrence[]) => namesOf(ents, "Person");

// Invented names, so that no reference list or given-name list decides.
describe("people from their context", () => {
  it("reads photo credits passed as asides, without spans, and ends a name at a credit label", () => {
    const ents = run("Protesters marched. Qorvan Deltis spoke.\n\nQorvan Deltis Image: Vennick Trasby.", "", [
      "Image: Lutro Hemsvik",
      "Image: Mirrys",
    ]);
    expect(people(ents)).toEqual(["Lutro Hemsvik", "Qorvan Deltis", "Vennick Trasby"]);
    expect(ents.find((e) => e.name === "Lutro Hemsvik")?.mentions).toEqual([]);
  });

  it("splits a credit label glued to a caption", () => {
    const ents = run("Qorvan DeltisImage: Vennick Trasby.\n\nQorvan Deltis said so.");
    expect(people(ents)).toEqual(["Qorvan Deltis", "Vennick Trasby"]);
  });

  it("reads interview speakers", () => {
    const ents = run("Wikinews: What is your plan?\n\nTasmo Veldrin: We will build it.");
    expect(typeOf(ents, "Tasmo Veldrin")).toBe("Person");
  });

  it("reads title blocks with ordinary words and objects", () => {
    const ents = run(
      "Red Hat's Chief Technical Officer Orvel Kantrisk wrote it. It was stated by Minister of Information " +
        "Haddar al-Qoseimi. Former National Security Adviser Lenna Brovik agreed.",
    );
    expect(people(ents)).toEqual(["Haddar al-Qoseimi", "Lenna Brovik", "Orvel Kantrisk"]);
  });

  it("does not take ordinary words after a title for a name", () => {
    const ents = run("It is licensed under the General Public Licensed terms. He is Lord Mayor Candidate.");
    expect(people(ents)).toEqual([]);
  });

  it("reads a describing appositive and a role of a place before the name", () => {
    const ents = run(
      "The group met Zalvo Qitrani, a US peace envoy, in Doha. Sorrit Jandev, the city's home minister, " +
        "spoke. The mayor of London, Pemma Oskarud, tweeted.",
    );
    expect(people(ents)).toEqual(["Pemma Oskarud", "Sorrit Jandev", "Zalvo Qitrani"]);
  });

  it("types names listed with a person, but not places, nationalities or an appositive", () => {
    const ents = run(
      "Three American Samoans, Pale Tuvari, Rosvita Tuvari, and John Fesomanu, sued. The medals went to " +
        "Brigid Kosvei, Abebel Yoshane and Geleta Burkova. The leader of Roman Catholic Christianity, Pope Francis, spoke.",
    );
    expect(people(ents)).toEqual([
      "Abebel Yoshane",
      "Brigid Kosvei",
      "Geleta Burkova",
      "John Fesomanu",
      "Pale Tuvari",
      "Pope Francis",
      "Rosvita Tuvari",
    ]);
  });

  it("does not take brand spellings for names", () => {
    const ents = run("CentOS Linux and macOS Server were discussed. Kessa Morrow, a developer, said so.");
    expect(people(ents)).toEqual(["Kessa Morrow"]);
  });
});

describe("organisations from people and lists", () => {
  it("reads a person's affiliation and role", () => {
    const ents = run(
      "Said Sabrina Quenoui of Reporters Without Borders. Ashton Bumvira, director of Youth Forum Ruvania, " +
        "agreed. Xiaolin Wezu of the Kaldor Gender Health Education Institute commented.",
    );
    expect(typeOf(ents, "Reporters Without Borders")).toBe("Organization");
    expect(typeOf(ents, "Youth Forum Ruvania")).toBe("Organization");
    expect(typeOf(ents, "Xiaolin Wezu")).toBe("Person");
  });

  it("reads acronyms before an event or an organisation's noun, not designations", () => {
    const ents = run(
      "He won at the 2019 QAAF World Athletics Championships. He is 27th in the world VTP rankings. " +
        "A Kataeb Vellor official died. The HR 6819 system and the OS were studied.",
    );
    expect(typeOf(ents, "QAAF")).toBe("Organization");
    expect(typeOf(ents, "VTP")).toBe("Organization");
    expect(typeOf(ents, "Kataeb Vellor")).toBe("Organization");
    expect(typeOf(ents, "HR")).toBeUndefined();
    expect(typeOf(ents, "OS")).toBeUndefined();
  });

  it("keeps a manufacturer apart from its model and a national branch of an international body whole", () => {
    const ents = run("It flies Airbus A300s. The Philippine Red Cross said teams were sent.");
    expect(typeOf(ents, "Airbus")).toBe("Company");
    expect(typeOf(ents, "Philippine Red Cross")).toBe("Organization");
  });

  it("reads Democratic and Republican as the US parties", () => {
    const ents = run("Democratic chairman Jerrold Nadler and Republican member Doug Collins disagreed.");
    expect(typeOf(ents, "Democratic Party")).toBe("Organization");
    expect(typeOf(ents, "Republican Party")).toBe("Organization");
  });
});

describe("round 7: people on unseen text", () => {
  it("reads a name completed by an editor's brackets as one name", () => {
    const ents = run(
      'The professor said, "Then Maria [Tessaly] and John [Veskar] helped. [Augustine Marden] Pashto: who did the rest."',
    );
    expect(people(ents)).toEqual(["Augustine Marden Pashto", "John Veskar", "Maria Tessaly"]);
  });

  it("keeps brackets around a title or an ellipsis", () => {
    const ents = run('He said, "Even [GM] Tasmo Veldrin agreed [...] in the end." Tasmo Veldrin said so.');
    expect(people(ents)).toEqual(["Tasmo Veldrin"]);
  });

  it("starts no name at a pronoun with a contracted verb", () => {
    const text = "Although I'm usually called qd55, we'll see. It's fine, Qorvan Deltis said.";
    const tokens = tokenizeText(text);
    const spans = findNameSpans(tokens).map((s) =>
      tokens
        .slice(s.first, s.last + 1)
        .map((t) => t.text)
        .join(" "),
    );
    expect(spans).toEqual(["Qorvan Deltis"]);
  });

  it("takes a title with -elect off the name", () => {
    const ents = run('Qorvan Deltis thanked Vice President-elect Harris". Harris said so.');
    expect(people(ents)).toContain("Harris");
    expect(people(ents)).not.toContain("President-elect Harris");
  });

  it("labels no fictional character", () => {
    const ents = run(
      "She wore a costume based on Trovix character Abel Sarpien. Faced with losing the character of Anya Jelkins, " +
        "the producers relented. She took on Squirrel Gal, a Corvel Comics character. Qorvan Deltis said so.",
    );
    expect(people(ents)).toEqual(["Qorvan Deltis"]);
  });
});

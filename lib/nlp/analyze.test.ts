import { describe, expect, it, vi } from "vitest";

import { analyze } from "./analyze";
import { analyzeDocument, type TEntityExtractor } from "./analyze-document";
import type { TEntityOccurrence } from "./types";
import { warmUpNlp } from "./warm-up";

const REUTERS = {
  title: "CHEMLAWN <CHEM> RISES ON HOPES FOR HIGHER BIDS",
  body:
    "    NEW YORK, Feb 26 - ChemLawn Corp <CHEM> could attract a\n" +
    "higher bid than the 27 dlrs per share offered by Waste\n" +
    "Management Inc <WNX>, Wall Street arbitrageurs said.\n" +
    '    "This is totally by surprise," said Debra Strohmaier, a\n' +
    "ChemLawn spokeswoman. The company's board held a regularly\n" +
    "scheduled meeting today.\n" +
    '    "I think they will resist it," said Elliott Schlang,\n' +
    'analyst at Prescott, Ball and Turben Inc. "Any company that\n' +
    "doesn't like a surprise attack would.\"\n" +
    " Reuter\n&#3;",
  language: "en",
};

describe("analyze", () => {
  it("warms up once and quickly afterwards", () => {
    const first = warmUpNlp();
    expect(first).toBeGreaterThan(0);
    expect(warmUpNlp()).toBe(first);
  }, 60_000); // loading the gazetteers and the tagger model; its speed is the benchmark's business

  it("runs the whole stage on a Reuters story", () => {
    const result = analyze(REUTERS);
    expect(result.language).toBe("en");
    expect(result.dateline).toBe("NEW YORK, Feb 26 -");
    expect(result.text.startsWith("ChemLawn Corp could attract")).toBe(true);
    expect(result.text).not.toMatch(/Reuter\s*$|&#3;|<CHEM>/);
    expect(result.categories[0]).toBe("Economy and business");
    expect(result.topics.at(-1)).toEqual({ type: "Urgency", name: "Normal", score: 1 });
    expect(result.keywords.length).toBeGreaterThan(0);
    expect(result.quotes.map((q) => q.text)).toEqual([
      "This is totally by surprise",
      "I think they will resist it",
      "Any company that doesn't like a surprise attack would.",
    ]);
    // Speakers are always occurrences of the same document (people or organisations) with their type;
    // spans address the cleaned text.
    const occurrences = new Set(result.entities.map((e) => `${e.type}:${e.name}`));
    for (const quote of result.quotes) {
      if (quote.speaker) expect(occurrences.has(`${quote.speakerType}:${quote.speaker}`)).toBe(true);
      expect(result.text.slice(quote.span.start, quote.span.end)).toBe(quote.text);
    }
    for (const entity of result.entities) {
      for (const m of entity.mentions) expect(m.end).toBeLessThanOrEqual(result.text.length);
    }
  });

  it("is deterministic", () => {
    expect(analyze(REUTERS)).toEqual(analyze(REUTERS));
  });
});

describe("analyzeDocument", () => {
  const person: TEntityOccurrence = {
    type: "Person",
    name: "Debra Strohmaier",
    aliases: ["Strohmaier"],
    mentions: [],
    inTitle: false,
    salience: 0.5,
  };

  it("passes the cleaned title and text to the entity extractor and attributes quotes with its result", () => {
    const extractor = vi.fn<TEntityExtractor>(({ text }) => [
      { ...person, mentions: [{ start: text.indexOf("Debra"), end: text.indexOf("Debra") + 16 }] },
    ]);
    const result = analyzeDocument(REUTERS, extractor);
    expect(extractor).toHaveBeenCalledWith({
      title: "CHEMLAWN RISES ON HOPES FOR HIGHER BIDS",
      text: result.text,
      language: "en",
    });
    expect(result.quotes[0]!.speaker).toBe("Debra Strohmaier");
  });

  it("finds entities in other languages too, but skips keyphrases, keywords and categories", () => {
    const extractor = vi.fn<TEntityExtractor>(() => [person]);
    const result = analyzeDocument(
      {
        title: "Regierung beschließt Haushalt",
        body: 'Die Bundesregierung hat am Mittwoch den Haushalt beschlossen. "Wir werden die Steuern nicht erhöhen", sagte der Sprecher der Regierung.',
      },
      extractor,
    );
    expect(extractor).toHaveBeenCalledWith(expect.objectContaining({ language: "de" }));
    expect(result).toMatchObject({ language: "de", entities: [person], keyphrases: [], keywords: [], categories: [] });
    expect(result.quotes).toHaveLength(1);
    expect(result.topics).toEqual([{ type: "Urgency", name: "Normal", score: 1 }]);
  });

  it("finds two people and a city in a short English sentence without a language hint", () => {
    warmUpNlp();
    const result = analyze({ title: "", body: "Angela Merkel met Emmanuel Macron in Paris." });
    expect(result.language).toBe("en");
    expect(result.entities.map((e) => [e.type, e.name])).toEqual(
      expect.arrayContaining([
        ["Person", "Angela Merkel"],
        ["Person", "Emmanuel Macron"],
        ["City", "Paris"],
      ]),
    );
    expect(result.entities.filter((e) => e.type === "Person")).toHaveLength(2);
    expect(result.entities.filter((e) => e.type === "City")).toHaveLength(1);
  });

  it("still runs the English entity extractor on Latin-script text of unknown language", () => {
    const extractor = vi.fn<TEntityExtractor>(() => [person]);
    const result = analyzeDocument({ title: "", body: "Macron, Paris" }, extractor);
    expect(result.language).toBe("und");
    expect(extractor).toHaveBeenCalledOnce();
    expect(result.entities).toEqual([person]);
  });

  it("finds places and known entities in French, German and Spanish news", () => {
    warmUpNlp();
    const found = (body: string) => analyze({ title: "", body }).entities.map((e) => `${e.type}:${e.name}`);
    expect(
      found(
        "Le président Emmanuel Macron a rencontré le chancelier Olaf Scholz à Berlin mardi. Les deux dirigeants ont discuté de la Russie.",
      ),
    ).toEqual(expect.arrayContaining(["Person:Emmanuel Macron", "City:Berlin", "Country:Russia"]));
    expect(
      found(
        "Bundeskanzler Olaf Scholz ist am Dienstag nach Paris gereist. Die Gespräche drehten sich um Russland und China.",
      ),
    ).toEqual(expect.arrayContaining(["City:Paris", "Country:Russia", "Country:China"]));
    expect(
      found(
        "El presidente Pedro Sánchez se reunió en Madrid con el primer ministro de Portugal. Hablaron de Estados Unidos y Marruecos.",
      ),
    ).toEqual(expect.arrayContaining(["City:Madrid", "Country:Portugal", "Country:United States", "Country:Morocco"]));
  });

  it("does not run the English extractor on text of unknown language in another script", () => {
    const extractor = vi.fn<TEntityExtractor>(() => [person]);
    const result = analyzeDocument({ title: "", body: "Путин, Москва" }, extractor);
    expect(result.language).toBe("und");
    expect(extractor).not.toHaveBeenCalled();
  });

  it("handles an empty body", () => {
    const result = analyzeDocument({ title: "", body: "" }, () => []);
    expect(result).toEqual({
      language: "und",
      text: "",
      entities: [],
      quotes: [],
      keyphrases: [],
      keywords: [],
      categories: [],
      topics: [{ type: "Urgency", name: "Normal", score: 1 }],
    });
  });
});

import { describe, expect, it } from "vitest";
import { sentenceEmissions, sumsAreExact } from "./perceptron";
import { nerModel, tagEntities } from "./tag-entities";

const show = (words: string[]) =>
  tagEntities(words).map((s) => `${words.slice(s.first, s.last + 1).join(" ")}/${s.label}`);

describe("the committed entity tagger", () => {
  it("loads in well under a second and tags an invented sentence", () => {
    const start = performance.now();
    nerModel();
    expect(performance.now() - start).toBeLessThan(1000);
    const words = "Maren Oskarsson , the chief executive of Veldrun Industries , flew to Brazil on Tuesday .".split(
      " ",
    );
    expect(show(words)).toEqual(["Maren Oskarsson/PER", "Veldrun Industries/ORG", "Brazil/LOC"]);
  });

  it("gives each span its margin, positive where the tagger is sure", () => {
    const sure = tagEntities("Flights to Brazil were cancelled .".split(" "));
    const bare = tagEntities("Brazil .".split(" "));
    expect(sure.map((s) => s.label)).toEqual(["LOC"]);
    expect(sure[0]!.margin).toBeGreaterThan(0);
    for (const s of bare) expect(Number.isFinite(s.margin)).toBe(true);
  });
});

describe("decoding with weights summed per word", () => {
  // Invented sentences with lists, gazetteer names, acronyms, numbers and one- and two-word sentences.
  const SENTENCES = [
    "Maren Oskarsson , the chief executive of Veldrun Industries , flew to Brazil on Tuesday .",
    "President Talia Brenn told reporters in New York that the United Nations would meet in Geneva .",
    "SHARES OF NORVIK BANK ROSE 3.5 PCT IN LONDON TRADING",
    "Ostra Energy Inc said it expects first-quarter profit of 12 mln dlrs , up from 9.1 mln .",
    "Paris",
    '" We are confident , " said Dr. Jonas Brekke of the World Health Organization ( WHO ) .',
    "Officials from France , Germany and the European Union met at Heathrow Airport .",
    "the talks resumed after a long delay",
  ].map((s) => s.split(" "));

  it("holds for the committed model, whose weight sums are exact in any order", () => {
    expect(sumsAreExact(nerModel())).toBe(true);
  });

  it("gives the emission scores of the plain decoding, bit for bit", () => {
    const model = nerModel();
    for (const words of SENTENCES) {
      const plain = sentenceEmissions(model, words, false);
      const byWord = sentenceEmissions(model, words, true);
      expect(Buffer.from(byWord.buffer).equals(Buffer.from(plain.buffer))).toBe(true);
    }
  });
});

import { describe, expect, it } from "vitest";
import { extractEntities } from "../extract-entities";
import { decideCandidates, parseDecideModel, serializeDecideModel, setDecideModelOverride } from "../decide-types";
import type { TTag, TTaggedSentence } from "./perceptron";
import { f1, fitDecideModel, labelDocument, scoreDocuments, type TDoc } from "./train-decide";

/**
 * Invented documents under a labelling convention the rules do not know: the invented word after
 * "crews reached" is a place, the one after "fans of" an organisation (a club), the two words after
 * "coach" a person. The learned decision must pick the convention up from a small sample.
 */
const PLACES = ["Vestrand", "Kolmaro", "Tessily", "Brunhaven", "Ardova", "Lisk", "Morvane", "Quellin"];
const CLUBS = ["Halvik", "Dornet", "Sarmola", "Pentruy", "Odrava", "Wexmoor", "Calvarn", "Jutreme"];
const COACHES = [
  "Ilse Kormann",
  "Taro Vinsk",
  "Edda Pulme",
  "Rolan Dace",
  "Mirel Osk",
  "Fane Toller",
  "Gus Abrin",
  "Lio Marsk",
];

function doc(i: number): TDoc {
  const sentences: TTaggedSentence[] = [];
  const add = (parts: [string, ("PER" | "LOC" | "ORG")?][]) => {
    const words: string[] = [];
    const tags: TTag[] = [];
    for (const [text, label] of parts)
      text.split(" ").forEach((w, k) => {
        words.push(w);
        tags.push(label ? (`${k === 0 ? "B" : "I"}-${label}` as TTag) : "O");
      });
    sentences.push({ words, tags });
  };
  const place = PLACES[i % PLACES.length]!;
  const club = CLUBS[(i * 3) % CLUBS.length]!;
  const coach = COACHES[(i * 5) % COACHES.length]!;
  add([["Rescue crews reached"], [place, "LOC"], ["after the storm ."]]);
  add([["Thousands of fans of"], [club, "ORG"], ["gathered on Sunday ."]]);
  add([["The team's coach"], [coach, "PER"], ["praised the players ."]]);
  return { set: "invented", sentences };
}

describe("the learned entity decision's trainer", () => {
  it("learns a labelling convention from a small sample, deterministically, and survives serialisation", () => {
    const train = Array.from({ length: 24 }, (_, i) => doc(i)).map(labelDocument);
    const examples = train.flatMap((d) => d.candidates.map((c, i) => ({ features: c.features, y: d.ys[i]! })));
    expect(examples.some((e) => e.y > 0)).toBe(true);
    const opts = { epochs: 10, l2: 1e-5, rate: 0.2, seed: 3 };
    const model = fitDecideModel(examples, opts);
    expect(serializeDecideModel(fitDecideModel(examples, opts))).toBe(serializeDecideModel(model));

    // Documents of names never seen in training.
    PLACES.push("Zembrin");
    CLUBS.push("Ulvaska");
    COACHES.push("Aster Quill");
    const unseen = [doc(PLACES.length - 1)].map((d) => {
      d.sentences[0]!.words[3] = "Zembrin";
      d.sentences[1]!.words[4] = "Ulvaska";
      d.sentences[2]!.words.splice(3, 2, "Aster", "Quill");
      return labelDocument(d);
    });
    const before = scoreDocuments(unseen, model);
    expect(f1(before.decided.ALL)).toBe(1);
    // The rules alone do not follow the convention: the decision is what learned it.
    expect(f1(before.pipeline.ALL)).toBeLessThan(1);

    const loaded = parseDecideModel(serializeDecideModel(model));
    expect(decideCandidates(loaded, unseen[0]!.candidates)).toEqual(decideCandidates(model, unseen[0]!.candidates));

    // The product uses the model it is given: the club is an organisation there.
    setDecideModelOverride(loaded);
    try {
      const text = "Thousands of fans of Ulvaska gathered on Sunday .";
      const types = extractEntities({ title: "", text, language: "en" }).map((e) => `${e.name}/${e.type}`);
      expect(types).toContain("Ulvaska/Organization");
    } finally {
      setDecideModelOverride(undefined);
    }
  });
});

import { describe, expect, it } from "vitest";
import {
  deserializeModel,
  serializeModel,
  spansOf,
  tagSentence,
  trainTagger,
  type TTag,
  type TTaggedSentence,
} from "./perceptron";
import { parseTagged } from "./read-corpora";

/** Invented sentences: people before verbs of speech, places after "in", companies before "shares". */
const PEOPLE = ["Maria Ortel", "Jonas Brekke", "Tamsin Vale", "Oskar Lind", "Nadia Ferro", "Pavel Dunaj"];
const PLACES = ["Vestrand", "Kolmaro", "Tessily", "Brunhaven", "Ardova", "Lisk"];
const ORGS = ["Halden Group", "Norvik Bank", "Corvel Systems", "Dalmar Foods", "Ostra Energy", "Pelto Mining"];

function sentence(person: string, place: string, org: string): TTaggedSentence {
  const words: string[] = [];
  const tags: TTag[] = [];
  const push = (text: string, label?: "PER" | "LOC" | "ORG") =>
    text.split(" ").forEach((w, i) => {
      words.push(w);
      tags.push(label ? (`${i === 0 ? "B" : "I"}-${label}` as TTag) : "O");
    });
  push(person, "PER");
  push("said in");
  push(place, "LOC");
  push("that");
  push(org, "ORG");
  push("would cut jobs .");
  return { words, tags };
}

function sample(): TTaggedSentence[] {
  const out: TTaggedSentence[] = [];
  for (let i = 0; i < PEOPLE.length; i++)
    for (let j = 0; j < PLACES.length; j++) out.push(sentence(PEOPLE[i]!, PLACES[j]!, ORGS[(i + j) % ORGS.length]!));
  return out;
}

describe("entity tagger training", () => {
  it("learns a small sample, deterministically for a seed, and survives serialisation", () => {
    const data = sample();
    const untrained = trainTagger([], { bits: 16 });
    const unseen = sentence("Ilse Kormann", "Dravik", "Sorel Holdings");
    const gold = spansOf(unseen.tags);
    expect(spansOf(tagSentence(untrained, unseen.words))).not.toEqual(gold);

    const model = trainTagger(data, { bits: 16, epochs: 5, seed: 7 });
    expect(spansOf(tagSentence(model, unseen.words))).toEqual(gold);
    const again = trainTagger(data, { bits: 16, epochs: 5, seed: 7 });
    expect(Buffer.compare(serializeModel(model), serializeModel(again))).toBe(0);

    const loaded = deserializeModel(serializeModel(model));
    expect(spansOf(tagSentence(loaded, unseen.words))).toEqual(gold);
  });

  it("keeps the cached weights of each word apart per model", () => {
    const data = sample();
    const swap = (t: TTag): TTag =>
      t.endsWith("PER") ? (t.replace("PER", "ORG") as TTag) : t.endsWith("ORG") ? (t.replace("ORG", "PER") as TTag) : t;
    const swapped = data.map((s) => ({ words: s.words, tags: s.tags.map(swap) }));
    const a = trainTagger(data, { bits: 16, epochs: 5, seed: 3 });
    const b = trainTagger(swapped, { bits: 16, epochs: 5, seed: 3 });
    const seen = data[0]!;
    expect(tagSentence(a, seen.words)).toEqual(seen.tags);
    expect(tagSentence(b, seen.words)).toEqual(seen.tags.map(swap));
    expect(tagSentence(a, seen.words)).toEqual(seen.tags);
  });

  it("reads IOB1, BIO and BIEOU files into BIO tags of PER/LOC/ORG", () => {
    const iob1 = parseTagged("Anna I-PER\nBerg I-PER\nvisited O\nthe O\nAcme I-ORG\nlab O\n", "conll");
    expect(iob1[0]!.tags).toEqual(["B-PER", "I-PER", "O", "O", "B-ORG", "O"]);
    const wnut = parseTagged("Dan\tB-person\nloves\tO\nGloople\tB-product\nin\tO\nOslo\tB-location\n", "conll");
    expect(wnut[0]!.tags).toEqual(["B-PER", "O", "O", "O", "B-LOC"]);
    const iob2 = parseTagged("# text = x\n1\tNew\tB-LOC\t-\t-\n2\tYork\tI-LOC\t-\t-\n\n", "iob2");
    expect(iob2[0]).toMatchObject({ words: ["New", "York"], tags: ["B-LOC", "I-LOC"] });
  });
});

import { describe, expect, it } from "vitest";
import { cosine, normalize, type TDocFeatures, type TVector } from "./document-features";
import { anchor, anchoredCosine, compactFeatures } from "./compact-features";
import { linkProbability, logistic, pairSignals, STORY_MODEL } from "./link-documents";

let seed = 11;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

/** A random normalised vector over a small vocabulary, so that vectors share terms and tie on size. */
function vector(prefix: string, max: number): TVector {
  const size = Math.floor(random() * (max + 1));
  const v: TVector = new Map();
  for (let i = 0; i < size; i++) v.set(`${prefix}${Math.floor(random() * max * 2)}`, random() * 3 + 0.01);
  return normalize(v);
}

function randomDoc(id: string): TDocFeatures {
  const people = [...vector("p", 4).keys()];
  return {
    id,
    at: Date.UTC(2020, 0, 1) + Math.floor(random() * 20 * 86_400_000),
    title: vector("w", 10),
    body: vector("w", 140),
    people: vector("p", 4),
    organisations: vector("o", 12),
    places: vector("l", 3),
    numbers: vector("n", 5),
    actors: new Set(people.slice(0, 1)),
    prominent: new Set(people),
  };
}

describe("compact document features", () => {
  it("give exactly the cosine of the map vectors, term by term in the same order", () => {
    const docs = Array.from({ length: 60 }, (_, i) => randomDoc(`d${i}`));
    const kinds = ["title", "body", "people", "organisations", "places", "numbers"] as const;
    for (const a of docs)
      for (const b of docs) {
        const [x, y] = [compactFeatures(a), compactFeatures(b)];
        anchor(x);
        kinds.forEach((kind, k) => expect(anchoredCosine(x, y, kind, k)).toBe(cosine(a[kind], b[kind])));
      }
  });

  it("give exactly the link probability of the signals, both ways round", () => {
    const docs = Array.from({ length: 60 }, (_, i) => randomDoc(`e${i}`));
    // Anchors change on every call here, and in runs, as in averageLinkage and storyScore.
    for (const a of docs)
      for (const b of docs) expect(linkProbability(a, b)).toBe(logistic(pairSignals(a, b), STORY_MODEL));
    for (const b of docs)
      for (const a of docs) expect(linkProbability(a, b)).toBe(logistic(pairSignals(a, b), STORY_MODEL));
  });
});

import { describe, expect, it } from "vitest";
import { randomFeatures } from "./random-features.fixture";
import { cosine } from "./document-features";
import { anchor, anchoredCosine, compactFeatures, setTermLimit } from "./compact-features";
import { linkProbability, logistic, pairSignals, STORY_MODEL } from "./link-documents";

const { randomDoc } = randomFeatures(11, {
  spread: 2,
  days: 20,
  sizes: { title: 10, body: 140, people: 4, organisations: 12, places: 3, numbers: 5 },
});

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

  it("stay exact when term numbers are renewed while a document is the anchor", () => {
    const docs = Array.from({ length: 40 }, (_, i) => randomDoc(`r${i}`));
    const kinds = ["title", "body", "people", "organisations", "places", "numbers"] as const;
    setTermLimit(300);
    try {
      for (const a of docs)
        for (const b of docs) {
          const [x, y] = [compactFeatures(a), compactFeatures(b)];
          anchor(x);
          // The other side may have renewed the numbers: the anchor is then compacted and set again.
          const z = compactFeatures(a);
          anchor(z);
          kinds.forEach((kind, k) => expect(anchoredCosine(z, y, kind, k)).toBe(cosine(a[kind], b[kind])));
        }
    } finally {
      setTermLimit(4_000_000);
    }
  });
});

import { describe, expect, it } from "vitest";
import { nodeWeights, strongestLinks } from "./strongest-links";

const link = (from: string, to: string, strength: number) => ({ from, to, strength });

describe("strongestLinks", () => {
  it("keeps each node's strongest links and drops links weak at both ends", () => {
    const links = [link("a", "b", 9), link("a", "c", 8), link("b", "c", 1), link("c", "d", 5), link("a", "d", 2)];
    const kept = strongestLinks(links, 1);
    // a: a-b (9); b: a-b; c: a-c (8); d: c-d (5). b-c and a-d are nobody's strongest.
    expect(kept).toEqual([link("a", "b", 9), link("a", "c", 8), link("c", "d", 5)]);
  });

  it("keeps everything when every node has no more links than asked for", () => {
    const links = [link("a", "b", 1), link("b", "c", 2)];
    expect(strongestLinks(links, 2)).toEqual(links);
  });

  it("never leaves a linked node without a link", () => {
    const links = Array.from({ length: 30 }, (_, i) => link(`n${i % 6}`, `n${(i * 7 + 1) % 6}`, (i * 13) % 17));
    const kept = strongestLinks(links, 2);
    const linked = new Set(links.flatMap((l) => [l.from, l.to]));
    const stillLinked = new Set(kept.flatMap((l) => [l.from, l.to]));
    expect(stillLinked).toEqual(linked);
    expect(kept.length).toBeLessThan(links.length);
  });
});

describe("nodeWeights", () => {
  it("is each node's link strength relative to the best-connected node", () => {
    const weights = nodeWeights(["a", "b", "c", "z"], [link("a", "b", 3), link("a", "c", 1)]);
    expect(Object.fromEntries(weights)).toEqual({ a: 1, b: 0.75, c: 0.25, z: 0 });
  });
});

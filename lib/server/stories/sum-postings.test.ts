import { describe, expect, it } from "vitest";
import { randomFeatures } from "./random-features.fixture";
import type { TDocFeatures } from "./document-features";
import { linkBound, linkSumBound, scatter, sumFeatures, weightedDot, type TSums } from "./link-bound";
import { linkProbability, STORY_MODEL } from "./link-documents";
import { WINDOW_MS } from "./place-document";
import { SumPostings } from "./sum-postings";

const DAY = 86_400_000;
const { random, randomDoc } = randomFeatures(11, {
  spread: 1.5,
  days: 16,
  sizes: { title: 6, body: 40, people: 3, organisations: 4, places: 2, numbers: 3 },
});
const bound = linkBound(STORY_MODEL, WINDOW_MS / DAY);

type TGroup = { id: string; members: TDocFeatures[]; sums: TSums };

function randomGroups(round: number, count: number): TGroup[] {
  return Array.from({ length: count }, (_, g) => {
    const members = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => randomDoc(`${round}-${g}-${i}`));
    return { id: `${round}-${g}`, members, sums: sumFeatures(members) };
  });
}

/** Every pair's dot product from the postings against the same product read term by term. */
function compare(postings: SumPostings<TGroup>, groups: TGroup[]) {
  let worst = 0;
  for (const x of groups) {
    expect(postings.score(x.sums, bound)).toBe(true);
    scatter(x.sums);
    for (const y of groups) {
      const exact = weightedDot(bound, y.sums);
      worst = Math.max(worst, Math.abs(postings.dot(y)! - exact) / (1 + exact));
    }
  }
  return worst;
}

describe("the postings of the stories' sums (the pass's bound)", () => {
  it("give the weighted dot products of the sums, read term by term, for every pair of groups", () => {
    let nonZero = 0;
    for (let round = 0; round < 40; round++) {
      const groups = randomGroups(round, 12);
      const postings = new SumPostings<TGroup>();
      postings.build(groups.map((g) => [g, g.sums]));
      expect(compare(postings, groups)).toBeLessThanOrEqual(1e-12);
      postings.score(groups[0]!.sums, bound);
      nonZero += groups.filter((g) => postings.dot(g)! > 0).length;
    }
    // Groups share terms (else the products would all be 0 and prove nothing).
    expect(nonZero).toBeGreaterThan(100);
  });

  it("bound the links of every pair of members within the window from above", () => {
    let pairs = 0;
    for (let round = 0; round < 60; round++) {
      const groups = randomGroups(100 + round, 6);
      const postings = new SumPostings<TGroup>();
      postings.build(groups.map((g) => [g, g.sums]));
      for (const a of groups) {
        postings.score(a.sums, bound);
        for (const b of groups) {
          if (b === a) continue;
          let sum = 0;
          let n = 0;
          for (const x of a.members)
            for (const y of b.members)
              if (Math.abs(x.at - y.at) <= WINDOW_MS) {
                sum += linkProbability(x, y);
                n++;
              }
          if (n === 0) continue;
          expect(linkSumBound(bound, postings.dot(b)!, n)).toBeGreaterThanOrEqual(sum);
          pairs++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(500);
  });

  it("know nothing of a group forgotten or not posted, nor of sums of other term numbers", () => {
    const groups = randomGroups(200, 5);
    const postings = new SumPostings<TGroup>();
    postings.build(groups.slice(0, 4).map((g) => [g, g.sums]));
    postings.score(groups[0]!.sums, bound);
    expect(postings.dot(groups[4]!)).toBeUndefined();
    postings.forget(groups[1]!);
    expect(postings.dot(groups[1]!)).toBeUndefined();
    expect(postings.dot(groups[2]!)).toBeTypeOf("number");
    expect(postings.score({ ...groups[0]!.sums, generation: groups[0]!.sums.generation + 1 }, bound)).toBe(false);
  });

  it("are caught by this comparison when they are wrong", () => {
    const groups = randomGroups(300, 12);
    // Posted with one group's values halved, or one group's sums posted for another: the products differ.
    const halved = new SumPostings<TGroup>();
    halved.build(
      groups.map((g, i) => [
        g,
        i === 3
          ? { ...g.sums, kinds: g.sums.kinds.map((v) => ({ ids: v.ids, values: v.values.map((x) => x / 2) })) }
          : g.sums,
      ]),
    );
    expect(compare(halved, groups)).toBeGreaterThan(1e-6);
    const swapped = new SumPostings<TGroup>();
    swapped.build(groups.map((g, i) => [g, groups[i === 5 ? 6 : i]!.sums]));
    expect(compare(swapped, groups)).toBeGreaterThan(1e-6);
  });
});

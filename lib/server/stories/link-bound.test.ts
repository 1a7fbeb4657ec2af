import { describe, expect, it } from "vitest";
import { randomFeatures } from "./random-features.fixture";
import { compactFeatures } from "./compact-features";
import { linkBound, linkSumBound, mayReach, scatter, sumFeatures, weightedDot } from "./link-bound";
import { linkProbability, otherProminent, STORY_MODEL } from "./link-documents";
import { ActiveStories, placeDocument, storyScore, WINDOW_MS, type TStoryCore } from "./place-document";
import { averageLinkage, averageLinkageAtLeast } from "./recluster-stories";

const DAY = 86_400_000;
const { random, randomDoc } = randomFeatures(7, {
  spread: 1.5,
  days: 16,
  sizes: { title: 6, body: 40, people: 3, organisations: 4, places: 2, numbers: 3 },
});

const bound = linkBound(STORY_MODEL, WINDOW_MS / DAY);

describe("the bound on mean links", () => {
  it("is never below the sum of the link probabilities of the pairs within the window", () => {
    let tight = 0;
    for (let round = 0; round < 300; round++) {
      const a = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => randomDoc(`a${round}-${i}`));
      const b = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => randomDoc(`b${round}-${i}`));
      let sum = 0;
      let n = 0;
      for (const x of a)
        for (const y of b)
          if (Math.abs(x.at - y.at) <= WINDOW_MS) {
            sum += linkProbability(x, y);
            n++;
          }
      scatter(sumFeatures(a));
      const t = weightedDot(bound, sumFeatures(b));
      expect(linkSumBound(bound, t, n)).toBeGreaterThanOrEqual(sum);
      // Member by member against the other's sums: also a bound, and a tighter one.
      let perMember = 0;
      for (const y of b) {
        const near = a.filter((x) => Math.abs(x.at - y.at) <= WINDOW_MS).length;
        if (near > 0) perMember += linkSumBound(bound, weightedDot(bound, compactFeatures(y)), near);
      }
      expect(perMember).toBeGreaterThanOrEqual(sum);
      expect(perMember).toBeLessThanOrEqual(linkSumBound(bound, t, n) + 1e-12);
      if (n > 0 && !mayReach(bound, t, n, STORY_MODEL.threshold)) tight++;
    }
    // The bound leaves some groups out (else it would be of no use).
    expect(tight).toBeGreaterThan(0);
  });

  it("stays above every link when it counts the days apart and the other people the pairs are known to have", () => {
    let lower = 0;
    for (let round = 0; round < 2000; round++) {
      const x = randomDoc(`x${round}`);
      const y = randomDoc(`y${round}`);
      const days = Math.abs(x.at - y.at) / DAY;
      if (days > WINDOW_MS / DAY) continue;
      const known = linkBound(STORY_MODEL, WINDOW_MS / DAY, {
        apartDays: Math.floor(days),
        otherProminent: otherProminent(x, y),
      });
      scatter(compactFeatures(x));
      const t = weightedDot(bound, compactFeatures(y));
      expect(linkSumBound(known, t, 1)).toBeGreaterThanOrEqual(linkProbability(x, y));
      expect(linkSumBound(known, t, 1)).toBeLessThanOrEqual(linkSumBound(bound, t, 1));
      if (linkSumBound(known, t, 1) < linkSumBound(bound, t, 1) - 0.01) lower++;
    }
    expect(lower).toBeGreaterThan(100);
  });

  it("leaves out no story that placement would take: the same story as scoring every candidate", () => {
    let joined = 0;
    for (let round = 0; round < 200; round++) {
      const stories: TStoryCore[] = Array.from({ length: 6 }, (_, s) => {
        const core = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => randomDoc(`c${round}-${s}-${i}`));
        core.sort((x, y) => x.at - y.at);
        return { id: `s${s}`, first: core[0]!.at, last: core.at(-1)!.at, count: core.length, core };
      });
      const doc = randomDoc(`d${round}`);
      let best: { story: TStoryCore; score: number } | undefined;
      for (const story of stories) {
        const score = storyScore(doc, story);
        if (score !== undefined && score >= STORY_MODEL.threshold && (!best || score > best.score))
          best = { story, score };
      }
      expect(placeDocument(doc, stories)).toEqual(best);
      if (best) joined++;
    }
    expect(joined).toBeGreaterThan(20);
  });

  it("stops an average linkage early only when it stays below the threshold: the same figure otherwise", () => {
    const counts = { reached: 0, below: 0 };
    for (const threshold of [0.1, 0.15, 0.3]) {
      for (let round = 0; round < 200; round++) {
        const a = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => randomDoc(`ra${round}-${i}`));
        const b = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, i) => randomDoc(`rb${round}-${i}`));
        // Each row (a member of a) bounded against b's sums, as the pass does.
        scatter(sumFeatures(b));
        let pairs = 0;
        const rows = Float64Array.from(a, (x) => {
          const near = b.filter((y) => Math.abs(x.at - y.at) <= WINDOW_MS);
          pairs += near.length;
          const row = near.reduce((sum, y) => sum + linkProbability(x, y), 0);
          const rowBound =
            near.length > 0 ? linkSumBound(bound, weightedDot(bound, compactFeatures(x)), near.length) : 0;
          expect(rowBound).toBeGreaterThanOrEqual(row);
          return rowBound;
        });
        const exact = averageLinkage(a, b);
        const early = averageLinkageAtLeast(a, b, rows, pairs, threshold);
        if (exact !== undefined && exact >= threshold) {
          expect(early).toBe(exact);
          counts.reached++;
        } else {
          expect(early).toBeUndefined();
          counts.below++;
        }
      }
    }
    expect(counts.reached).toBeGreaterThan(20);
    expect(counts.below).toBeGreaterThan(20);
  });

  it("reads the same bound from the postings of the active cores, above the links of the near members", () => {
    // Online placement over random documents: stories gain members, cores drop their oldest, stories
    // are forgotten (the postings are rebuilt when most are of members gone).
    const docs = Array.from({ length: 1500 }, (_, i) => randomDoc(`o${i}`)).sort((x, y) => x.at - y.at);
    const active = new ActiveStories<TStoryCore>();
    const counts = { compared: 0, joined: 0, skipped: 0 };
    docs.forEach((doc, i) => {
      const candidates = active.candidates(doc);
      const nearCoreDots = active.nearCoreDots(doc);
      scatter(compactFeatures(doc));
      for (const story of candidates) {
        const near = story.core.filter((m) => Math.abs(m.at - doc.at) <= WINDOW_MS);
        if (near.length === 0) continue;
        const exact = near.reduce((t, m) => t + weightedDot(bound, compactFeatures(m)), 0);
        const t = nearCoreDots(story)!;
        expect(Math.abs(t - exact)).toBeLessThanOrEqual(1e-12 * (1 + exact));
        const links = near.reduce((sum, m) => sum + linkProbability(doc, m), 0);
        expect(linkSumBound(bound, t, near.length)).toBeGreaterThanOrEqual(links);
        if (!mayReach(bound, t, near.length, STORY_MODEL.threshold)) counts.skipped++;
        counts.compared++;
      }
      const placed = placeDocument(doc, candidates, STORY_MODEL, nearCoreDots);
      expect(placed).toEqual(placeDocument(doc, candidates));
      const story = placed?.story ?? { id: `n${i}`, first: doc.at, last: doc.at, count: 0, core: [] };
      if (placed) counts.joined++;
      else active.add(story.id, story);
      active.addMember(story, doc);
      active.forgetBefore(doc.at - WINDOW_MS / 4);
    });
    expect(counts.joined).toBeGreaterThan(50);
    expect(counts.skipped).toBeGreaterThan(100);
    expect(counts.compared).toBeGreaterThan(counts.skipped);
  });
});

import { describe, expect, it } from "vitest";
import { compareIds, limitPerType, rankByCount, rankBySignificance, significance } from "./significance";

/** G² computed directly from the 2×2 table, independently of the implementation's layout. */
function g2(table: [[number, number], [number, number]]): number {
  const n = table[0][0] + table[0][1] + table[1][0] + table[1][1];
  const rows = [table[0][0] + table[0][1], table[1][0] + table[1][1]];
  const cols = [table[0][0] + table[1][0], table[0][1] + table[1][1]];
  let sum = 0;
  for (let i = 0; i < 2; i++)
    for (let j = 0; j < 2; j++) {
      const k = table[i]![j]!;
      if (k > 0) sum += k * Math.log(k / ((rows[i]! * cols[j]!) / n));
    }
  return 2 * sum;
}

describe("significance (signed log-likelihood G²)", () => {
  it("equals Dunning's G² of the foreground against the rest of the corpus", () => {
    // 10 foreground documents, 4 of them with the term; 100 documents, 6 with the term.
    expect(significance(4, 10, 6, 100)).toBeCloseTo(
      g2([
        [4, 6],
        [2, 88],
      ]),
      10,
    );
    expect(significance(16, 16, 158, 295)).toBeCloseTo(
      g2([
        [16, 0],
        [142, 137],
      ]),
      10,
    );
  });

  it("is zero under independence and negative when the term is rarer in the foreground", () => {
    expect(significance(5, 50, 10, 100)).toBeCloseTo(0, 10);
    const under = significance(1, 50, 40, 100);
    expect(under).toBeLessThan(0);
    expect(-under).toBeCloseTo(
      g2([
        [1, 49],
        [39, 11],
      ]),
      10,
    );
  });

  it("ranks a specific co-actor above an entity that is everywhere, though the latter is more frequent", () => {
    // Bernie Sanders-like case: 16 foreground documents of 295.
    const everywhere = significance(16, 16, 158, 295); // United States: in every story, and in half the corpus
    const coActor = significance(11, 16, 23, 295); // Joe Biden: in most of the stories, rare elsewhere
    expect(coActor).toBeGreaterThan(everywhere);
  });

  it("rewards evidence: more shared documents beat a single one at the same lift", () => {
    expect(significance(4, 20, 4, 1000)).toBeGreaterThan(significance(1, 20, 1, 1000));
  });

  it("is zero when the foreground is the whole corpus or empty, and tolerates a stale background", () => {
    expect(significance(10, 100, 10, 100)).toBe(0);
    expect(significance(0, 10, 5, 100)).toBe(0);
    expect(significance(3, 0, 5, 100)).toBe(0);
    // b < a (background older than the foreground): treated as b = a, still finite.
    expect(Number.isFinite(significance(5, 10, 2, 100))).toBe(true);
    expect(significance(5, 10, 2, 100)).toBeCloseTo(significance(5, 10, 5, 100), 10);
  });
});

describe("rankBySignificance / rankByCount", () => {
  const background = {
    documents: 1000,
    df: new Map([
      ["1", 500],
      ["2", 5],
      ["3", 5],
      ["10", 300],
    ]),
  };
  const counts = [
    { id: "1", type: "Country", a: 10 },
    { id: "2", type: "Person", a: 5 },
    { id: "3", type: "Person", a: 4 },
    { id: "10", type: "City", a: 1 },
  ];

  it("orders by score with the frequent background entity last, and falls back to counts", () => {
    const ranked = rankBySignificance(counts, 10, background);
    expect(ranked.map((r) => r.id)).toEqual(["2", "3", "1", "10"]);
    expect(ranked.find((r) => r.id === "10")!.score).toBeLessThan(0);
    expect(rankByCount(ranked).map((r) => r.id)).toEqual(["1", "2", "3", "10"]);
  });

  it("orders by count when the foreground is the whole corpus", () => {
    const whole = { documents: 20, df: new Map(counts.map((c) => [c.id, c.a])) };
    const ranked = rankBySignificance(counts, 20, whole);
    expect(ranked.every((r) => r.score === 0)).toBe(true);
    expect(ranked.map((r) => r.id)).toEqual(["1", "2", "3", "10"]);
    const flagged = rankBySignificance(counts, 10, background, true);
    expect(flagged.map((r) => [r.id, r.score, r.b])).toEqual([
      ["1", 0, 500],
      ["2", 0, 5],
      ["3", 0, 5],
      ["10", 0, 300],
    ]);
  });

  it("orders exactly as the plain comparator does, ties on (a, b) by id", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const many = Array.from({ length: 3000 }, (_, i) => ({
      // Numeric ids, some long, in no particular order; a and b from small ranges so that pairs repeat.
      id: String(Math.floor(next() * 1e6) * (i % 3 === 0 ? 1e6 : 1) + i),
      type: "Person",
      a: 1 + Math.floor(next() ** 3 * 40),
    }));
    const df = new Map(many.map((c) => [c.id, c.a + Math.floor(next() ** 2 * 30)]));
    const ground = { documents: 5000, df };
    const plain = many
      .map((c) => {
        const b = Math.max(df.get(c.id)!, c.a);
        return { ...c, b, score: significance(c.a, 400, b, 5000) };
      })
      .sort((x, y) => y.score - x.score || y.a - x.a || x.b - y.b || compareIds(x.id, y.id));
    expect(rankBySignificance(many, 400, ground)).toEqual(plain);
    // Text keys (categories) and mixed keys fall back to compareIds.
    const text = [
      { id: "Keyword|b", type: "Keyword", a: 1 },
      { id: "Keyword|a", type: "Keyword", a: 1 },
      { id: "7", type: "Keyword", a: 1 },
    ];
    const ranked = rankBySignificance(text, 10, { documents: 100, df: new Map() });
    expect(ranked.map((r) => r.id)).toEqual(["7", "Keyword|a", "Keyword|b"]);
  });

  it("uses a for an entity missing from the background", () => {
    const ranked = rankBySignificance([{ id: "99", type: "Person", a: 2 }], 10, background);
    expect(ranked[0]!.b).toBe(2);
  });
});

describe("limitPerType", () => {
  const ranked = [
    { id: "a", type: "Person" },
    { id: "b", type: "City" },
    { id: "c", type: "Person" },
    { id: "d", type: "Country" },
    { id: "e", type: "Person" },
  ];
  it("keeps the listed types, at most the given number of each, in rank order", () => {
    expect(limitPerType(ranked, ["person", "City"], [2, 5]).map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(limitPerType(ranked, ["Person"]).map((r) => r.id)).toEqual(["a", "c", "e"]);
    expect(limitPerType(ranked, ["Person", "Country"], [0, 1]).map((r) => r.id)).toEqual(["d"]);
    expect(limitPerType(ranked)).toEqual(ranked);
  });
});

describe("compareIds", () => {
  it("compares numeric ids numerically", () => {
    expect(["10", "9", "100", "2"].sort(compareIds)).toEqual(["2", "9", "10", "100"]);
  });
});

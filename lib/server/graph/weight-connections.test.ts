import { describe, expect, it } from "vitest";
import { weightConnections, type TConnection, type TPairCount } from "./weight-connections";

// Four documents over nodes 1, 2, 3, 10:  d1 {1,2}  d2 {1,2,3}  d3 {1,2,3,10}  d4 {10}
const docs = [["1", "2"], ["1", "2", "3"], ["1", "2", "3", "10"], ["10"]];

/** Pair counts computed the plain way, as the SQL does. */
function countsOf(documents: string[][]): TPairCount[] {
  const map = new Map<string, TPairCount>();
  for (const doc of documents) {
    for (const i of doc)
      for (const j of doc) {
        if (Number(i) > Number(j)) continue;
        const key = `${i}|${j}`;
        const entry = map.get(key) ?? { i, j, n: 0, w: 0 };
        entry.n += 1;
        entry.w += doc.length > 1 ? 1 / (doc.length - 1) : 0;
        map.set(key, entry);
      }
  }
  return [...map.values()];
}

const strengths = (list: TConnection[]) => Object.fromEntries(list.map((c) => [`11_${c.from}-11_${c.to}`, c.strength]));

describe("weightConnections", () => {
  const counts = countsOf(docs);

  it("cooccurrence counts shared documents; from < to by id; no self-loops; strongest first", () => {
    const raw = weightConnections(counts, 4, "cooccurrence", false);
    expect(strengths(raw)).toEqual({
      "11_1-11_2": 3,
      "11_1-11_3": 2,
      "11_2-11_3": 2,
      "11_1-11_10": 1,
      "11_2-11_10": 1,
      "11_3-11_10": 1,
    });
    expect(raw.map((c) => c.strength)).toEqual([3, 2, 2, 1, 1, 1]);
    expect(raw[3]).toEqual({ from: "1", to: "10", strength: 1 });
    const normalized = weightConnections(counts, 4, "cooccurrence", true);
    expect(normalized[0]!.strength).toBe(1);
    expect(normalized.find((c) => c.from === "1" && c.to === "3")!.strength).toBeCloseTo(2 / 3, 5);
  });

  it("iwmc weighs a shared document by 1/(nodes in it − 1)", () => {
    const raw = strengths(weightConnections(counts, 4, "iwmc", false));
    expect(raw["11_1-11_2"]).toBeCloseTo(1 + 1 / 2 + 1 / 3, 5);
    expect(raw["11_3-11_10"]).toBeCloseTo(1 / 3, 5);
  });

  it("jaccard is the overlap of the document sets", () => {
    const raw = strengths(weightConnections(counts, 4, "jaccard", false));
    expect(raw["11_1-11_2"]).toBe(1);
    expect(raw["11_1-11_3"]).toBeCloseTo(2 / 3, 5);
    expect(raw["11_1-11_10"]).toBeCloseTo(1 / 4, 5);
  });

  it("pmi is normalised PMI, dropping pairs below chance", () => {
    const raw = strengths(weightConnections(counts, 4, "pmi", false));
    // p1 = p2 = 3/4, p12 = 3/4: ln(4/3) / −ln(3/4) = 1
    expect(raw["11_1-11_2"]).toBeCloseTo(1, 5);
    // p1 = 3/4, p3 = 1/2, p13 = 1/2: ln(4/3) / ln 2
    expect(raw["11_1-11_3"]).toBeCloseTo(Math.log(4 / 3) / Math.log(2), 5);
    // p1 = 3/4, p10 = 1/2, p = 1/4: below chance
    expect(raw["11_1-11_10"]).toBeUndefined();
    for (const value of Object.values(raw)) expect(value).toBeLessThanOrEqual(1);
  });

  it("gives no connections for isolated nodes", () => {
    expect(weightConnections(countsOf([["1"], ["2"]]), 2, "cooccurrence", true)).toEqual([]);
    expect(weightConnections([], 0, "pmi", true)).toEqual([]);
  });
});

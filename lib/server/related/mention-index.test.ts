import { describe, expect, it } from "vitest";
import type { TMentionRow } from "./data/mention-rows";
import { mentionIndexOf } from "./mention-index";

// A small deterministic pseudo-random corpus: documents 1..300 (some without mentions), entities 1..60.
function corpus(): Map<number, number[]> {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const documents = new Map<number, number[]>();
  for (let d = 1; d <= 300; d++) {
    const entities = new Set<number>();
    const size = Math.floor(next() * 9);
    // Entity numbers skewed towards small ones, as frequent entities are.
    for (let i = 0; i < size; i++) entities.add(1 + Math.floor(next() ** 2 * 60));
    documents.set(d * 7, [...entities]);
  }
  return documents;
}

const rowsOf = (documents: Map<number, number[]>): TMentionRow[] =>
  [...documents].map(([id, entities]) => ({ id: String(id), entities: entities.length ? entities.join(",") : null }));

describe("the in-memory mention index", () => {
  const documents = corpus();
  const index = mentionIndexOf(rowsOf(documents));
  const foreground = [...documents.keys()].filter((id) => id % 3 !== 0);

  it("counts the foreground documents of each entity", () => {
    const expected = new Map<string, number>();
    for (const id of foreground)
      for (const e of documents.get(id)!) expected.set(String(e), (expected.get(String(e)) ?? 0) + 1);
    const counted = index.countEntities(foreground);
    expect(new Map(counted.map((c) => [c.id, c.a]))).toEqual(expected);
    expect(counted.length).toBe(expected.size); // each entity once
  });

  it("ignores documents it does not hold and counts nothing for an empty foreground", () => {
    expect(index.countEntities([])).toEqual([]);
    expect(index.countEntities([1, 2, 3])).toEqual([]);
  });

  it("counts shared documents and the iwmc weight of each pair of nodes", () => {
    const nodes = ["12", "3", "1", "40", "2", "999"]; // 999 is mentioned nowhere
    const expected = new Map<string, { n: number; w: number }>();
    for (const id of foreground) {
      const present = documents
        .get(id)!
        .map(String)
        .filter((e) => nodes.includes(e));
      const share = present.length > 1 ? 1 / (present.length - 1) : 0;
      for (const x of present) {
        for (const y of present) {
          if (Number(x) > Number(y)) continue;
          const key = `${x}-${y}`;
          const cell = expected.get(key) ?? { n: 0, w: 0 };
          expected.set(key, { n: cell.n + 1, w: cell.w + share });
        }
      }
    }
    const pairs = index.pairCounts(nodes, foreground);
    expect(pairs.length).toBe(expected.size);
    for (const p of pairs) {
      expect(Number(p.i)).toBeLessThanOrEqual(Number(p.j)); // i < j numerically, i = j for a node
      const cell = expected.get(`${p.i}-${p.j}`)!;
      expect(p.n, `${p.i}-${p.j}`).toBe(cell.n);
      expect(p.w).toBeCloseTo(cell.w, 9);
    }
    expect(pairs.some((p) => p.i === "2" && p.j === "12")).toBe(true); // numeric, not text, order
  });

  it("keeps the first entry of a document listed twice", () => {
    const twice = mentionIndexOf([
      { id: "5", entities: "1,2" },
      { id: "5", entities: "3" },
      { id: "6", entities: "2" },
    ]);
    expect(twice.countEntities([5, 6]).sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      { id: "1", a: 1 },
      { id: "2", a: 2 },
    ]);
  });
});

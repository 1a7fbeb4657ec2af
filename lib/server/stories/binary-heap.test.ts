import { describe, expect, it } from "vitest";
import { BinaryHeap } from "./binary-heap";

type TItem = { score: number; a: number; b: number };
/** The order of the re-clustering pass: higher score first, then lower ranks. */
const before = (x: TItem, y: TItem) =>
  x.score > y.score || (x.score === y.score && (x.a < y.a || (x.a === y.a && x.b < y.b)));

function seeded(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("BinaryHeap", () => {
  it("is empty at first", () => {
    const heap = new BinaryHeap<TItem>(before);
    expect(heap.size).toBe(0);
    expect(heap.pop()).toBeUndefined();
  });

  it("pops items in order, ties broken by the order given, across pushes and pops mixed", () => {
    const random = seeded(7);
    for (let round = 0; round < 50; round++) {
      const heap = new BinaryHeap<TItem>(before);
      const held: TItem[] = [];
      for (let step = 0; step < 400; step++) {
        if (random() < 0.6 || held.length === 0) {
          // Few distinct scores and ranks: many ties.
          const item = {
            score: Math.floor(random() * 5) / 4,
            a: Math.floor(random() * 6),
            b: Math.floor(random() * 6),
          };
          heap.push(item);
          held.push(item);
        } else {
          held.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
          const expected = held.shift()!;
          const got = heap.pop()!;
          expect([got.score, got.a, got.b]).toEqual([expected.score, expected.a, expected.b]);
        }
        expect(heap.size).toBe(held.length);
      }
      held.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
      for (const expected of held) expect(heap.pop()).toMatchObject(expected);
      expect(heap.pop()).toBeUndefined();
    }
  });

  it("keeps the very items pushed", () => {
    const heap = new BinaryHeap<TItem>(before);
    const items = Array.from({ length: 100 }, (_, i) => ({ score: (i * 37) % 11, a: i, b: 0 }));
    for (const item of items) heap.push(item);
    const popped = Array.from({ length: 100 }, () => heap.pop()!);
    expect(new Set(popped)).toEqual(new Set(items));
  });
});

import { describe, expect, it } from "vitest";
import { placeLabels, type TLabelNode } from "./place-labels";

const box = (n: TLabelNode, p: { x: number; y: number; anchor: string }, fontSize = 15) => {
  const w = n.text.length * fontSize * 0.55;
  const x0 = p.anchor === "start" ? p.x : p.anchor === "end" ? p.x - w : p.x - w / 2;
  return { x0, x1: x0 + w, y0: p.y - fontSize * 0.8, y1: p.y + fontSize * 0.2 };
};

describe("placeLabels", () => {
  it("puts a lone name to the right of its dot", () => {
    const placed = placeLabels([{ id: "a", x: 50, y: 50, r: 5, text: "Paris" }], { width: 400, height: 300 });
    expect(placed.get("a")).toMatchObject({ anchor: "start", x: 58 });
  });

  it("moves a name that would run out of the picture to the left", () => {
    const placed = placeLabels([{ id: "a", x: 390, y: 50, r: 5, text: "Paris" }], { width: 400, height: 300 });
    expect(placed.get("a")!.anchor).toBe("end");
  });

  it("never lets two written names overlap, leaving out what does not fit", () => {
    // A tight cluster of twelve dots with long names.
    const nodes = Array.from({ length: 12 }, (_, i) => ({
      id: `n${i}`,
      x: 200 + (i % 4) * 6,
      y: 150 + Math.floor(i / 4) * 6,
      r: 4,
      text: `Entity number ${i}`,
    }));
    const placed = placeLabels(nodes, { width: 400, height: 300 });
    expect(placed.size).toBeGreaterThan(0);
    expect(placed.size).toBeLessThan(12);
    const boxes = [...placed].map(([id, p]) =>
      box(
        nodes.find((n) => n.id === id)!,
        p,
      ),
    );
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1).toBe(false);
      }
  });

  it("places the first (most important) nodes first and stops at the limit", () => {
    const nodes = [
      { id: "big", x: 100, y: 100, r: 8, text: "Big" },
      { id: "small", x: 300, y: 200, r: 4, text: "Small" },
    ];
    expect([...placeLabels(nodes, { width: 400, height: 300, limit: 1 }).keys()]).toEqual(["big"]);
  });
});

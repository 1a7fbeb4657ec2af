import { describe, expect, it } from "vitest";
import { fitToFrame, forceLayout } from "./force-layout";

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe("forceLayout", () => {
  it("keeps every node inside the box and apart", () => {
    const ids = ["a", "b", "c", "d", "e"];
    const nodes = forceLayout(ids, [{ from: "a", to: "b", strength: 1 }], { width: 300, height: 200 });
    expect(nodes.map((n) => n.id)).toEqual(ids);
    for (const node of nodes) {
      expect(node.x).toBeGreaterThanOrEqual(20);
      expect(node.x).toBeLessThanOrEqual(280);
      expect(node.y).toBeGreaterThanOrEqual(20);
      expect(node.y).toBeLessThanOrEqual(180);
    }
    for (let i = 0; i < nodes.length; i++)
      for (let j = i + 1; j < nodes.length; j++) expect(distance(nodes[i]!, nodes[j]!)).toBeGreaterThan(5);
  });

  it("draws connected nodes closer than unconnected ones", () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    const links = [
      { from: "a", to: "b", strength: 5 },
      { from: "c", to: "d", strength: 5 },
      { from: "e", to: "f", strength: 5 },
    ];
    const nodes = Object.fromEntries(forceLayout(ids, links).map((n) => [n.id, n]));
    expect(distance(nodes.a!, nodes.b!)).toBeLessThan(distance(nodes.a!, nodes.c!));
    expect(distance(nodes.c!, nodes.d!)).toBeLessThan(distance(nodes.c!, nodes.f!));
  });

  it("handles none and one", () => {
    expect(forceLayout([], [])).toEqual([]);
    expect(forceLayout(["x"], [], { width: 100, height: 50 })).toEqual([{ id: "x", x: 50, y: 25 }]);
  });
});

describe("fitToFrame", () => {
  it("spreads a tight cluster over the frame, keeping its proportions and centring it", () => {
    const fitted = fitToFrame(
      [
        { id: "a", x: 300, y: 200 },
        { id: "b", x: 310, y: 200 },
        { id: "c", x: 305, y: 205 },
      ],
      600,
      400,
    );
    const xs = fitted.map((n) => n.x);
    const ys = fitted.map((n) => n.y);
    expect(Math.min(...xs)).toBeCloseTo(40);
    expect(Math.max(...xs)).toBeCloseTo(560);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(260);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(200);
  });
});

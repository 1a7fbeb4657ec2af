import { describe, expect, it } from "vitest";
import { clusterPoints } from "./cluster-points";

const p = (x: number, y: number, item: string, weight = 1) => ({ x, y, weight, item });

describe("clusterPoints", () => {
  it("merges points of one cell at their weighted centre and keeps lone points", () => {
    const clusters = clusterPoints([p(1, 1, "a", 1), p(3, 3, "b", 3), p(50, 50, "c")], 10);
    expect(clusters).toHaveLength(2);
    const merged = clusters.find((c) => c.items.length === 2)!;
    expect(merged.items.sort()).toEqual(["a", "b"]);
    expect(merged.x).toBeCloseTo(2.5);
    expect(merged.weight).toBe(4);
    expect(clusters.find((c) => c.items[0] === "c")).toMatchObject({ x: 50, y: 50, items: ["c"] });
  });

  it("splits a cluster as the cells shrink (zooming in)", () => {
    const points = [p(1, 1, "a"), p(6, 6, "b")];
    expect(clusterPoints(points, 10)).toHaveLength(1);
    expect(clusterPoints(points, 2)).toHaveLength(2);
  });
});

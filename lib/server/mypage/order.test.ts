import { describe, expect, it } from "vitest";
import { layoutAfterMove, moveInList } from "./order";

describe("moveInList", () => {
  it("moves an item and shifts the ones at or after the target back", () => {
    expect(moveInList(["a", "b", "c", "d"], "d", 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveInList(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveInList(["a", "b", "c"], "b", 1)).toEqual(["a", "b", "c"]);
  });
  it("clamps the position and inserts an item that was not there", () => {
    expect(moveInList(["a", "b"], "a", 99)).toEqual(["b", "a"]);
    expect(moveInList(["a", "b"], "x", -3)).toEqual(["x", "a", "b"]);
    expect(moveInList([], "x", 5)).toEqual(["x"]);
  });
});

describe("layoutAfterMove", () => {
  const current = [
    { id: "l1", group: "LeftZone" as const },
    { id: "l2", group: "LeftZone" as const },
    { id: "m1", group: "MiddleZone" as const },
    { id: "r1", group: "RightZone" as const },
  ];
  const byZone = (layout: ReturnType<typeof layoutAfterMove>) =>
    Object.fromEntries(
      ["LeftZone", "MiddleZone", "RightZone"].map((z) => [
        z,
        layout
          .filter((p) => p.group === z)
          .sort((a, b) => a.orderNo - b.orderNo)
          .map((p) => p.id),
      ]),
    );

  it("moves across zones; both zones stay dense from 0", () => {
    const layout = layoutAfterMove(current, { id: "l1", group: "RightZone", orderNo: 0 });
    expect(byZone(layout)).toEqual({ LeftZone: ["l2"], MiddleZone: ["m1"], RightZone: ["l1", "r1"] });
    for (const zone of ["LeftZone", "MiddleZone", "RightZone"]) {
      const orders = layout.filter((p) => p.group === zone).map((p) => p.orderNo);
      expect(orders).toEqual(orders.map((_, i) => i));
    }
  });
  it("renumbers without a move (after a delete) and clamps past the end", () => {
    expect(layoutAfterMove(current.slice(1)).map((p) => `${p.id}:${p.orderNo}`)).toEqual(["l2:0", "m1:0", "r1:0"]);
    const last = layoutAfterMove(current, { id: "l1", group: "LeftZone", orderNo: 50 });
    expect(byZone(last).LeftZone).toEqual(["l2", "l1"]);
  });
});

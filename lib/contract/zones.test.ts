import { describe, expect, it } from "vitest";
import { ZZone } from "./schemas";
import { isZone, layoutAfterMove, moveInZones, ZONES, zoneOrderSql } from "./zones";

describe("zones", () => {
  it("declares the three zones once, in layout order, with a schema and an SQL order", () => {
    expect(ZONES).toEqual(["LeftZone", "MiddleZone", "RightZone"]);
    expect(ZZone.safeParse("MiddleZone").success).toBe(true);
    expect(ZZone.safeParse("leftzone").success).toBe(false);
    expect(isZone("RightZone")).toBe(true);
    expect(isZone("TopZone")).toBe(false);
    expect(zoneOrderSql("w.widget_group")).toBe(
      "array_position(ARRAY['LeftZone','MiddleZone','RightZone'], w.widget_group)",
    );
  });

  it("the client's move and the server's layout agree", () => {
    const current = [
      { id: "a", group: "LeftZone" as const },
      { id: "b", group: "LeftZone" as const },
      { id: "c", group: "RightZone" as const },
    ];
    const zones = moveInZones({ LeftZone: ["a", "b"], MiddleZone: [], RightZone: ["c"] }, "a", "RightZone", 1);
    expect(zones).toEqual({ LeftZone: ["b"], MiddleZone: [], RightZone: ["c", "a"] });
    expect(layoutAfterMove(current, { id: "a", group: "RightZone", orderNo: 1 })).toEqual([
      { id: "b", group: "LeftZone", orderNo: 0 },
      { id: "c", group: "RightZone", orderNo: 0 },
      { id: "a", group: "RightZone", orderNo: 1 },
    ]);
  });
});

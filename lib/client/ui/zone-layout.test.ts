import { describe, expect, it } from "vitest";
import { applyZones, moveInZones, zoneIds, zoneOf, type TPlaced } from "./zone-layout";

const widgets: TPlaced[] = [
  { Id: "b", WidgetGroup: "LeftZone", OrderNo: 1 },
  { Id: "a", WidgetGroup: "LeftZone", OrderNo: 0 },
  { Id: "c", WidgetGroup: "RightZone", OrderNo: 0 },
];

describe("zone layout", () => {
  it("groups ids by zone in OrderNo order", () => {
    expect(zoneIds(widgets)).toEqual({ LeftZone: ["a", "b"], MiddleZone: [], RightZone: ["c"] });
    expect(zoneOf(zoneIds(widgets), "c")).toBe("RightZone");
    expect(zoneOf(zoneIds(widgets), "x")).toBeUndefined();
  });

  it("moves within a zone", () => {
    expect(moveInZones(zoneIds(widgets), "a", "LeftZone", 1).LeftZone).toEqual(["b", "a"]);
  });

  it("moves between zones and clamps past the end", () => {
    const zones = moveInZones(zoneIds(widgets), "a", "RightZone", 99);
    expect(zones).toEqual({ LeftZone: ["b"], MiddleZone: [], RightZone: ["c", "a"] });
    expect(moveInZones(zoneIds(widgets), "c", "MiddleZone", -3).MiddleZone).toEqual(["c"]);
  });

  it("renumbers the widgets densely", () => {
    const moved = applyZones(widgets, moveInZones(zoneIds(widgets), "a", "RightZone", 0));
    expect(moved).toEqual([
      { Id: "b", WidgetGroup: "LeftZone", OrderNo: 0 },
      { Id: "a", WidgetGroup: "RightZone", OrderNo: 0 },
      { Id: "c", WidgetGroup: "RightZone", OrderNo: 1 },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  EQUAL_WIDTHS,
  isEqualWidths,
  MIN_ZONE_PERCENT,
  moveSplitter,
  parseZoneWidths,
  splitterRange,
} from "./zone-widths";

describe("zone widths", () => {
  it("moves one boundary and keeps the third zone", () => {
    const w = moveSplitter([30, 40, 30], 0, 5);
    expect(w).toEqual([35, 35, 30]);
    expect(moveSplitter(w, 1, -10)).toEqual([35, 25, 40]);
  });

  it("keeps every zone at its minimum", () => {
    expect(moveSplitter([30, 40, 30], 0, -50)).toEqual([MIN_ZONE_PERCENT, 55, 30]);
    expect(moveSplitter([30, 40, 30], 1, 50)).toEqual([30, 55, MIN_ZONE_PERCENT]);
    expect(splitterRange([30, 40, 30], 0)).toEqual({ min: MIN_ZONE_PERCENT, max: 70 - MIN_ZONE_PERCENT });
  });

  it("reads only three sensible widths", () => {
    expect(parseZoneWidths("[40,30,30]")).toEqual([40, 30, 30]);
    expect(parseZoneWidths("[40,30]")).toBeUndefined();
    expect(parseZoneWidths("[80,10,10]")).toBeUndefined();
    expect(parseZoneWidths("[50,30,30]")).toBeUndefined();
    expect(parseZoneWidths("nonsense")).toBeUndefined();
    expect(parseZoneWidths(null)).toBeUndefined();
    expect(isEqualWidths(EQUAL_WIDTHS)).toBe(true);
    expect(isEqualWidths([40, 30, 30])).toBe(false);
  });
});

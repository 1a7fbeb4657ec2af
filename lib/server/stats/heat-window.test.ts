import { describe, expect, it } from "vitest";
import { dayOf, heatWindow, volumesOf, WINDOW_DAYS } from "./heat-window";

describe("heat window", () => {
  it("is the 30 UTC days ending with the clock's day", () => {
    const w = heatWindow(new Date("2019-10-10T23:59:59Z"));
    expect(w).toMatchObject({ start: "2019-09-11", end: "2019-10-10" });
    expect(dayOf("2019-10-10") - w.startDay).toBe(WINDOW_DAYS - 1);
    expect(heatWindow(new Date("2019-10-10T00:00:00Z")).end).toBe("2019-10-10");
  });

  it("sums the last 1, 7 and 30 days of a day array", () => {
    const days = Array.from({ length: WINDOW_DAYS }, (_, i) => i + 1); // day 30 (the clock's) holds 30
    expect(volumesOf(days)).toEqual({ v1: 30, v7: 24 + 25 + 26 + 27 + 28 + 29 + 30, v30: (30 * 31) / 2 });
    expect(volumesOf(new Int32Array(WINDOW_DAYS))).toEqual({ v1: 0, v7: 0, v30: 0 });
  });
});

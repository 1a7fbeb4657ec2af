import { describe, expect, it } from "vitest";
import { binForMinutes, binForRange, niceTicks, rebinVolume } from "./volume-bins";

const daily = (from: string, days: number, value = 1) =>
  Array.from({ length: days }, (_, i) => ({
    Date: new Date(Date.parse(from) + i * 86_400_000).toISOString(),
    Value: value,
  }));

describe("rebinVolume", () => {
  it("keeps days for a month", () => {
    const { bin, points } = rebinVolume(daily("2024-03-01T00:00:00Z", 31));
    expect(bin).toBe("day");
    expect(points).toHaveLength(31);
    expect(points[0]).toMatchObject({ label: "1 Mar", value: 1 });
  });

  it("sums a quarter into weeks starting on Monday", () => {
    // 2024-01-03 is a Wednesday: its week starts on Monday 1 January.
    const { bin, points } = rebinVolume(daily("2024-01-03T00:00:00Z", 90));
    expect(bin).toBe("week");
    expect(points[0]).toMatchObject({ start: "2024-01-01T00:00:00.000Z", label: "week of 1 Jan", value: 5 });
    expect(points[1]!.value).toBe(7);
    expect(points.reduce((s, p) => s + p.value, 0)).toBe(90);
  });

  it("sums a leap year into 53 weeks and two years into 24 months", () => {
    const { bin, points } = rebinVolume(daily("2024-01-01T00:00:00Z", 366, 2));
    expect(bin).toBe("week");
    const months = rebinVolume(daily("2023-01-01T00:00:00Z", 731, 1));
    expect(months.bin).toBe("month");
    expect(months.points).toHaveLength(24);
    expect(months.points[13]).toMatchObject({ label: "Feb 2024", value: 29 });
    expect(points).toHaveLength(53);
  });

  it("keeps empty bins so the axis stays even", () => {
    const { points } = rebinVolume([
      { Date: "2024-01-01T00:00:00Z", Value: 3 },
      { Date: "2024-01-04T00:00:00Z", Value: 2 },
    ]);
    expect(points.map((p) => p.value)).toEqual([3, 0, 0, 2]);
  });

  it("never bins finer than the service did", () => {
    const weekly = [0, 1, 2, 3].map((w) => ({
      Date: new Date(Date.parse("2024-01-01T00:00:00Z") + w * 7 * 86_400_000).toISOString(),
      Value: 4,
    }));
    const { bin, points } = rebinVolume(weekly, binForMinutes(10080));
    expect(bin).toBe("week");
    expect(points.map((p) => p.value)).toEqual([4, 4, 4, 4]);
  });

  it("answers nothing for no points", () => {
    expect(rebinVolume([]).points).toEqual([]);
  });
});

describe("binForRange and niceTicks", () => {
  it("chooses by range", () => {
    expect([binForRange(7), binForRange(62), binForRange(63), binForRange(400), binForRange(800)]).toEqual([
      "day",
      "day",
      "week",
      "week",
      "month",
    ]);
  });
  it("makes round ticks that reach the maximum", () => {
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(1200).at(-1)).toBeGreaterThanOrEqual(1200);
  });
});

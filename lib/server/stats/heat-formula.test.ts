import { describe, expect, it } from "vitest";
import { compareHeat, heatOf, type THeatRow } from "./heat-formula";

const row = (id: string, name: string, v1: number, v7: number, v30: number, type = "Person"): THeatRow => ({
  id,
  name,
  type,
  ...heatOf({ v1, v7, v30 }),
});

describe("heat formula", () => {
  it("is no data (null) for an entity not mentioned in 30 days, and 1 for a steady one", () => {
    expect(heatOf({ v1: 0, v7: 0, v30: 0 })).toMatchObject({ heat1: null, heat7: null });
    const steady = heatOf({ v1: 2, v7: 14, v30: 60 });
    expect(steady.heat1).toBeCloseTo(1, 10);
    expect(steady.heat7).toBeCloseTo(1, 10);
  });

  it("follows the documented smoothing exactly", () => {
    const h = heatOf({ v1: 3, v7: 3, v30: 3 });
    expect(h.heat1).toBeCloseTo((3 + 1 / 30) / (4 / 30), 12); // 22.75
    expect(h.heat7).toBeCloseTo((3 + 7 / 30) / 7 / (4 / 30), 12);
    expect(Number.isFinite(heatOf({ v1: 0, v7: 0, v30: 1 }).heat1)).toBe(true);
  });

  it("grows with a spike and shrinks as the baseline grows", () => {
    expect(heatOf({ v1: 5, v7: 5, v30: 5 }).heat1!).toBeGreaterThan(heatOf({ v1: 1, v7: 1, v30: 1 }).heat1!);
    expect(heatOf({ v1: 5, v7: 5, v30: 100 }).heat1!).toBeLessThan(heatOf({ v1: 5, v7: 5, v30: 5 }).heat1!);
  });
});

describe("heat order", () => {
  const rows = [row("10", "beta", 1, 1, 1), row("9", "Alpha", 3, 3, 3), row("2", "gamma", 0, 0, 9, "City")];

  it("sorts by the key, then DocVolume-30, then id", () => {
    expect([...rows].sort(compareHeat("heat1d", "desc")).map((r) => r.id)).toEqual(["9", "10", "2"]);
    expect([...rows].sort(compareHeat("vol30d", "asc")).map((r) => r.id)).toEqual(["10", "9", "2"]);
    expect([...rows].sort(compareHeat("name", "asc")).map((r) => r.name)).toEqual(["Alpha", "beta", "gamma"]);
    expect([...rows].sort(compareHeat("type", "asc")).map((r) => r.id)).toEqual(["2", "9", "10"]);
    const tied = [row("10", "a", 1, 1, 1), row("9", "b", 1, 1, 1)];
    expect(tied.sort(compareHeat("vol1d", "desc")).map((r) => r.id)).toEqual(["9", "10"]);
  });

  it("puts entities without data after every mentioned one, in both directions (DECISIONS 19)", () => {
    const mixed = [row("1", "never", 0, 0, 0), row("2", "once", 0, 0, 1), row("3", "today", 1, 1, 1)];
    for (const sortBy of ["heat1d", "heat7d", "vol1d", "vol30d"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        const order = [...mixed].sort(compareHeat(sortBy, direction)).map((r) => r.name);
        expect(order.at(-1), `${sortBy} ${direction}`).toBe("never");
      }
    }
    expect([...mixed].sort(compareHeat("heat1d", "desc")).map((r) => r.name)).toEqual(["today", "once", "never"]);
  });
});

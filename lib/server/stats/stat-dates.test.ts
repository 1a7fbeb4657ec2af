import { describe, expect, it } from "vitest";
import { binning, parseStatDate } from "./stat-dates";

describe("statistics dates", () => {
  it("reads yyyy-MM-dd [HH:mm:ss] as UTC", () => {
    expect(parseStatDate("2020-01-31")).toEqual({ date: new Date("2020-01-31T00:00:00Z"), hasTime: false });
    expect(parseStatDate("2020-01-31 12:30:05")?.date).toEqual(new Date("2020-01-31T12:30:05Z"));
    expect(parseStatDate("2020-01-31T12:30:05Z")?.date).toEqual(new Date("2020-01-31T12:30:05Z"));
  });

  it("rejects impossible and malformed dates", () => {
    for (const bad of ["2020-02-30", "2020-13-01", "2020-01-01 25:00:00", "31.01.2020", "2020-1-1", "yesterday", ""]) {
      expect(parseStatDate(bad), bad).toBeUndefined();
    }
  });
});

describe("binning", () => {
  const clock = new Date("2020-03-10T15:00:00Z");

  it("defaults to the 30 calendar days ending with the clock", () => {
    const b = binning(clock, 1440);
    expect(b).toEqual({
      start: new Date("2020-02-10T00:00:00Z"),
      end: new Date("2020-03-11T00:00:00Z"),
      binMinutes: 1440,
      bins: 30,
    });
  });

  it("includes the whole of a date-only endDate", () => {
    const b = binning(clock, 1440, parseStatDate("2020-01-01"), parseStatDate("2020-01-31"));
    expect(b).toMatchObject({
      start: new Date("2020-01-01T00:00:00Z"),
      end: new Date("2020-02-01T00:00:00Z"),
      bins: 31,
    });
    expect(binning(clock, 60, parseStatDate("2020-01-01"), parseStatDate("2020-01-01 10:30:00"))).toMatchObject({
      bins: 11,
    });
  });

  it("refuses an empty range and too many bins", () => {
    expect(binning(clock, 1440, parseStatDate("2020-02-01"), parseStatDate("2020-01-01"))).toMatchObject({
      parameter: "endDate",
    });
    expect(binning(clock, 1, parseStatDate("2000-01-01"), parseStatDate("2020-01-01"))).toMatchObject({
      parameter: "binSize",
    });
    expect(binning(clock, 1440, parseStatDate("1990-01-01"), parseStatDate("2020-01-01"))).toMatchObject({
      parameter: "binSize",
    });
    expect(binning(clock, 1440, parseStatDate("2000-01-01"), parseStatDate("2020-01-01"))).toMatchObject({
      bins: 7306,
    });
    expect(binning(clock, 1440, parseStatDate("2021-01-01"))).toMatchObject({ parameter: "startDate" });
    expect(binning(clock, 1440, undefined, parseStatDate("2020-01-10 12:00:00"))).toMatchObject({
      start: new Date("2019-12-12T00:00:00Z"),
      bins: 30,
    });
  });
});

import { describe, expect, it } from "vitest";
import { findTimeZone, offsetLabel, offsetOfTimeZoneId, TIME_ZONES, timeZoneAt, utcOffsetHours } from "./time-zones";

const winter = new Date("2024-01-15T12:00:00Z");
const summer = new Date("2024-07-15T12:00:00Z");

describe("time zones", () => {
  it("has unique ids, 0 for UTC, and only zones Intl knows", () => {
    const ids = TIME_ZONES.map((z) => z.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(findTimeZone(0)?.iana).toBe("UTC");
    for (const zone of TIME_ZONES) expect(() => utcOffsetHours(zone.iana, winter), zone.iana).not.toThrow();
  });

  it("computes offsets with daylight saving and half hours", () => {
    expect(utcOffsetHours("UTC", summer)).toBe(0);
    expect(utcOffsetHours("America/New_York", winter)).toBe(-5);
    expect(utcOffsetHours("America/New_York", summer)).toBe(-4);
    expect(utcOffsetHours("Europe/Berlin", summer)).toBe(2);
    expect(utcOffsetHours("Asia/Kolkata", winter)).toBe(5.5);
    expect(utcOffsetHours("Asia/Kathmandu", winter)).toBe(5.75);
    expect(utcOffsetHours("America/St_Johns", winter)).toBe(-3.5);
    expect(utcOffsetHours("Australia/Sydney", winter)).toBe(11);
  });

  it("treats unknown ids as UTC and labels offsets", () => {
    expect(offsetOfTimeZoneId(12345, summer)).toBe(0);
    expect(offsetOfTimeZoneId(18, summer)).toBe(5.5);
    expect(offsetLabel(0)).toBe("");
    expect(offsetLabel(5.75)).toBe("+05:45");
    expect(offsetLabel(-3.5)).toBe("-03:30");
    expect(timeZoneAt(findTimeZone(37)!, summer)).toEqual({
      id: 37,
      iana: "America/New_York",
      displayName: "(UTC-04:00) Eastern Time (US and Canada)",
      offsetHours: -4,
    });
  });
});

import { describe, expect, it } from "vitest";
import { formatDuration, nextPollText, rateText, relativeTime } from "./source-wording";

describe("source wording", () => {
  it("formats durations in the largest sensible unit", () => {
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(600)).toBe("10 min");
    expect(formatDuration(5400)).toBe("1 h 30 min");
    expect(formatDuration(7200)).toBe("2 h");
    expect(formatDuration(86_400)).toBe("1 day");
    expect(formatDuration(172_800)).toBe("2 days");
  });

  it("says times relative to now", () => {
    const now = Date.parse("2024-01-01T12:00:00Z");
    expect(relativeTime(null, now)).toBe("never");
    expect(relativeTime("2024-01-01T11:55:00Z", now)).toBe("5 min ago");
    expect(relativeTime("2024-01-01T14:00:00Z", now)).toBe("in 2 h");
    expect(relativeTime("2024-01-01T11:59:50Z", now)).toBe("just now");
  });

  it("says when the next poll is, paused or backing off", () => {
    const now = Date.parse("2024-01-01T12:00:00Z");
    const base = { Enabled: true, NextFetch: "2024-01-01T12:10:00Z", BackoffSeconds: 0, Failures: 0 };
    expect(nextPollText(base, now)).toBe("in 10 min");
    expect(nextPollText({ ...base, Enabled: false, NextFetch: null }, now)).toBe("Paused");
    expect(nextPollText({ ...base, NextFetch: "2024-01-01T11:00:00Z" }, now)).toBe("due now");
    expect(nextPollText({ ...base, Failures: 2, BackoffSeconds: 3600 }, now)).toBe(
      "in 10 min (backing off: waiting 1 h after 2 failures)",
    );
  });

  it("rounds rates", () => {
    expect(rateText(3.14)).toBe("3.1 docs/s");
    expect(rateText(123.6)).toBe("124 docs/s");
  });
});

import { describe, expect, it } from "vitest";
import { scaleRanges, type TScaleStep } from "./scale-report";

const step = (from: number, to: number, seconds: number, extra: Partial<TScaleStep> = {}): TScaleStep => ({
  from,
  to,
  read: to - from,
  imported: to - from,
  duplicates: 0,
  rejected: 0,
  seconds,
  stageSeconds: { enrich: seconds / 2, store: seconds / 2 },
  documents: to,
  databaseMB: to / 100,
  loadAverage: [1, 1],
  at: "",
  ...extra,
});

describe("scale report ranges", () => {
  it("sums the steps of each range and leaves resumed steps out of the rate", () => {
    const ranges = scaleRanges({
      sizes: [100, 300],
      steps: [step(0, 50, 1), step(50, 100, 1), step(100, 200, 4, { resumed: true }), step(200, 300, 2)],
    });
    expect(ranges.map((r) => [r.range, r.read, r.seconds, r.docsPerSecond, r.resumedStepsLeftOut])).toEqual([
      ["0–100", 100, 2, 50, 0],
      ["100–300", 100, 2, 50, 1],
    ]);
    expect(ranges[1]!.stageSeconds).toEqual({ enrich: 1, store: 1 });
    expect(ranges[1]!.documents).toBe(300);
  });

  it("reports a range under way as not finished and stops at the first range without steps", () => {
    const ranges = scaleRanges({ sizes: [100, 300, 1000], steps: [step(0, 100, 1), step(100, 200, 1)] });
    expect(ranges.map((r) => [r.range, r.finished])).toEqual([
      ["0–100", true],
      ["100–300", false],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { normalFlowLatest } from "./normal-flow";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const flow = (from: string, days: number) =>
  Array.from({ length: days }, (_, i) => new Date(day(from).getTime() - i * 86_400_000));

describe("normalFlowLatest (DECISIONS 18)", () => {
  it("skips a handful of stray items dated far after the news", () => {
    // As in the Wikinews set (295 documents): test pages on 2021-03-15 and 2021-03-05, the news ends in
    // late December 2020.
    const times = [day("2021-03-15"), day("2021-03-05"), day("2020-12-28"), day("2020-12-26")];
    expect(normalFlowLatest(times, 295)).toEqual(day("2020-12-28"));
    expect(normalFlowLatest([day("2021-03-15"), day("2021-03-01"), ...flow("2020-12-26", 400)], 5000)).toEqual(
      day("2020-12-26"),
    );
    // Two strays are allowed in any corpus of at least 50 documents.
    expect(normalFlowLatest([day("2021-03-15"), day("2021-03-05"), ...flow("2020-12-26", 60)], 62)).toEqual(
      day("2020-12-26"),
    );
  });

  it("keeps the newest item when the flow has no gap", () => {
    const times = flow("2020-12-26", 200);
    expect(normalFlowLatest(times, 5000)).toEqual(day("2020-12-26"));
  });

  it("keeps the newest item when too many come after the gap to be strays", () => {
    const times = [...flow("2021-06-30", 10), ...flow("2020-12-26", 200)];
    expect(normalFlowLatest(times, 5000)).toEqual(day("2021-06-30"));
  });

  it("does not drop anything from a small corpus (under 50 documents)", () => {
    expect(normalFlowLatest([day("2021-03-15"), ...flow("2020-12-26", 20)], 21)).toEqual(day("2021-03-15"));
    expect(normalFlowLatest([day("2020-01-01")], 1)).toEqual(day("2020-01-01"));
    expect(normalFlowLatest([], 0)).toBeNull();
  });
});

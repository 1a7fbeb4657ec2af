import { describe, expect, it } from "vitest";
import { wordCluster } from "./word-clusters";

describe("word clusters", () => {
  it("puts words used alike in one cluster and says when a word is unknown", () => {
    const top = (w: string) => wordCluster(w) >> 4;
    expect(wordCluster("london")).toBeGreaterThanOrEqual(0);
    expect(top("ramadi")).toBe(top("fallujah"));
    expect(top("pfizer")).toBe(top("novartis"));
    expect(top("monday")).not.toBe(top("pfizer"));
    expect(wordCluster("qzxv-not-a-word")).toBe(-1);
  });
});

import { describe, expect, it } from "vitest";
import type { IngestRun } from "@/lib/generated/prisma/client";
import { runRecord } from "./ingest-status";
import { topReasons } from "./record-progress";

const NOW = Date.parse("2024-01-01T12:00:00Z");
const run = (over: Partial<IngestRun> = {}): IngestRun => ({
  id: 7n,
  kind: "file",
  description: "JSONL x.jsonl",
  sourceId: null,
  userId: null,
  status: "running",
  total: 1000,
  read: 400,
  stored: 380,
  duplicates: 15,
  rejected: 5,
  rejectionReasons: { "title: is required": 3, "not JSON": 2 },
  docsPerSecond: 100,
  error: null,
  startedAt: new Date(NOW - 4000),
  updatedAt: new Date(NOW - 500),
  finishedAt: null,
  ...over,
});

describe("ingest run record", () => {
  it("derives queued documents, time left and the estimated end from the recorded figures", () => {
    const r = runRecord(run(), NOW);
    expect(r).toMatchObject({ id: 7, status: "running", queued: 600, secondsLeft: 6, docsPerSecond: 100 });
    expect(r.estimatedEnd?.toISOString()).toBe(new Date(NOW - 500 + 6000).toISOString());
    expect(r.rejectionReasons).toEqual([
      { reason: "title: is required", count: 3 },
      { reason: "not JSON", count: 2 },
    ]);
  });

  it("has no queue or estimate without a total, or once finished", () => {
    expect(runRecord(run({ total: null }), NOW)).toMatchObject({ queued: null, secondsLeft: null, estimatedEnd: null });
    expect(runRecord(run({ status: "done", finishedAt: new Date(NOW) }), NOW)).toMatchObject({
      status: "done",
      queued: null,
      secondsLeft: null,
    });
  });

  it("reports a running import that has not written for two minutes as stalled", () => {
    const r = runRecord(run({ updatedAt: new Date(NOW - 121_000) }), NOW);
    expect(r).toMatchObject({ status: "stalled", secondsLeft: null, estimatedEnd: null });
  });
});

describe("rejection reasons", () => {
  it("keeps the most frequent reasons, long ones cut and merged", () => {
    const long = "x".repeat(300);
    const reasons = topReasons({ a: 1, b: 5, c: 3, [long]: 2, [`${long}y`]: 2 }, 3);
    expect(Object.keys(reasons)).toHaveLength(3);
    expect(reasons.b).toBe(5);
    expect(reasons[`${"x".repeat(199)}…`]).toBe(4);
    expect(reasons.c).toBe(3);
  });
});

import "server-only";
import type PgBoss from "pg-boss";
import { boolFromEnv, intFromEnv } from "@/lib/server/config/env";
import { pollOneFeed } from "@/lib/server/ingest/feeds/poll-feeds";
import { claimDueSources, LEASE_SECONDS, takeLease } from "@/lib/server/ingest/source-schedule";
import { pollOneSocialSource } from "@/lib/server/social/poll-social";

/**
 * Polling spread over every worker process: a scheduled dispatch leases each due source and queues one
 * job for it; every worker takes jobs from that queue (pg-boss hands each to one), several at a time.
 * A job polls only while its source still carries the lease it was queued with, so a job that waited
 * past its lease (and was queued again) or ran twice polls nothing the second time.
 */
export const SOURCE_POLL_QUEUE = "sources-poll-one";
const DISPATCH_LIMIT = 1000;

type TKind = "feed" | "social";
type TPollJob = { sourceId: number; kind: TKind; leasedUntil: string };

export function pollingEnabled(kind: TKind): boolean {
  return boolFromEnv(kind === "feed" ? "FEED_POLLING" : "SOCIAL_POLLING", true);
}

/** Leases the due sources of a kind and queues a poll job for each. */
export async function dispatchDueSources(boss: PgBoss, kind: TKind): Promise<{ queued: number } | "disabled"> {
  if (!pollingEnabled(kind)) return "disabled";
  const due = await claimDueSources(kind, DISPATCH_LIMIT);
  if (due.length === 0) return { queued: 0 };
  await boss.insert(
    due.map((source) => ({
      name: SOURCE_POLL_QUEUE,
      data: { sourceId: source.id, kind, leasedUntil: source.nextFetchAt.toISOString() } satisfies TPollJob,
      expireInSeconds: LEASE_SECONDS,
      retryLimit: 0, // a failed poll backs off in the source's schedule, not in the queue
    })),
  );
  return { queued: due.length };
}

/** Runs one queued poll job; "stale" when its lease was taken over or the source is gone or paused. */
export async function runPollJob(job: TPollJob): Promise<Record<string, unknown> | "stale" | "disabled"> {
  if (!pollingEnabled(job.kind)) return "disabled";
  const source = await takeLease(job.sourceId, new Date(job.leasedUntil));
  if (!source) return "stale";
  if (source.kind === "feed") return { sourceId: source.id, ...(await pollOneFeed(source)) };
  return { sourceId: source.id, ...(await pollOneSocialSource(source)) };
}

/** How many poll jobs one worker process runs at once (POLL_CONCURRENCY, 1–64, default 4). */
export function pollConcurrency(): number {
  const value = intFromEnv("POLL_CONCURRENCY", 4);
  if (value < 1 || value > 64) throw new Error(`POLL_CONCURRENCY must be from 1 to 64, got ${value}`);
  return value;
}

export type { TPollJob };

import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { leaseDueSources, renewSourceLease, updateSourceRow } from "./data/sources";
import { log } from "@/lib/server/log";

// Polled sources (feeds, social queries) share one schedule: a due source is leased to one worker
// (FOR UPDATE SKIP LOCKED, so several workers can poll; leases are whole milliseconds, so a job can carry
// its lease as a JS date), a success schedules the next poll after
// the source's interval, and each failure doubles the wait up to a day.
export const MAX_BACKOFF_SECONDS = 24 * 3600;
export const LEASE_SECONDS = 300;

export async function claimDueSources(kind: "feed" | "social", limit: number): Promise<Source[]> {
  return leaseDueSources(kind, limit, LEASE_SECONDS);
}

/**
 * Claims the due sources of a kind and polls each in turn: `poll` adds what it did to the tally; a failure
 * is counted, handed to `failed` (which records it, so the source backs off) and does not stop the others.
 */
export async function pollDueSources<T extends { polled: number; failed: number }>(
  kind: "feed" | "social",
  limit: number,
  tally: T,
  poll: (source: Source, tally: T) => Promise<void>,
  failed: (source: Source, error: Error) => Promise<void>,
): Promise<T> {
  for (const source of await claimDueSources(kind, limit)) {
    tally.polled++;
    try {
      await poll(source, tally);
    } catch (error) {
      tally.failed++;
      await failed(source, error as Error);
    }
  }
  return tally;
}

/**
 * Takes over the lease a queued poll job was given (see lib/server/jobs/source-polling.ts): succeeds only while
 * the source still carries that lease, so a job that waited past it, or a second copy of it, polls
 * nothing. The lease is renewed for the poll itself.
 */
export async function takeLease(sourceId: number, leasedUntil: Date): Promise<Source | undefined> {
  return renewSourceLease(sourceId, leasedUntil, LEASE_SECONDS);
}

export function nextFetchAt(intervalSeconds: number, failures = 0): Date {
  const seconds = Math.min(intervalSeconds * 2 ** failures, MAX_BACKOFF_SECONDS);
  return new Date(Date.now() + seconds * 1000);
}

/** Records a failed poll and backs off; `lastFetchedAt` stays the time of the last success. */
export async function recordSourceFailure(source: Source, message: string, status = "error"): Promise<void> {
  const failures = source.failures + 1;
  await updateSourceRow(source.id, {
    status,
    lastError: message.slice(0, 1000),
    failures,
    nextFetchAt: nextFetchAt(source.intervalSeconds, failures),
  });
  log().warn({ source: source.id, kind: source.kind, failures, err: message }, "poll failed; backing off");
}

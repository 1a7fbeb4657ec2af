import "server-only";
import type { IngestRun } from "@/lib/generated/prisma/client";
import { findRunsVisibleTo } from "@/lib/server/ingest/data/ingest-runs";
import { listSources, type TSourceActor, type TSourceRecord } from "@/lib/server/ingest/feeds/manage-sources";

/** A running import whose row has not moved for this long is reported as stalled (its process has gone). */
const STALLED_AFTER_MS = 2 * 60 * 1000;

export type TIngestRun = {
  Id: number;
  Kind: string;
  Description: string;
  SourceId: number | null;
  Status: "running" | "done" | "failed" | "stalled";
  Total: number | null;
  Read: number;
  Stored: number;
  Duplicates: number;
  Rejected: number;
  RejectionReasons: { Reason: string; Count: number }[];
  DocsPerSecond: number;
  Queued: number | null;
  Started: Date;
  LastUpdated: Date;
  Finished: Date | null;
  EstimatedEnd: Date | null;
  SecondsLeft: number | null;
  Error: string | null;
};

export type TIngestStatus = {
  Runs: TIngestRun[];
  Sources: (TSourceRecord & { LastRun: TIngestRun | null })[];
  Totals: { Running: number; DocsPerSecond: number; Queued: number; SourcesDue: number };
  LastUpdated: Date;
};

export function runRecord(run: IngestRun, now = Date.now()): TIngestRun {
  const stalled = run.status === "running" && now - run.updatedAt.getTime() > STALLED_AFTER_MS;
  const status = stalled ? "stalled" : (run.status as TIngestRun["Status"]);
  const queued = run.status === "running" && run.total !== null ? Math.max(0, run.total - run.read) : null;
  const secondsLeft =
    status === "running" && queued !== null && run.docsPerSecond > 0 ? Math.ceil(queued / run.docsPerSecond) : null;
  const reasons = Object.entries((run.rejectionReasons ?? {}) as Record<string, number>)
    .map(([Reason, Count]) => ({ Reason, Count }))
    .sort((a, b) => b.Count - a.Count);
  return {
    Id: Number(run.id),
    Kind: run.kind,
    Description: run.description,
    SourceId: run.sourceId,
    Status: status,
    Total: run.total,
    Read: run.read,
    Stored: run.stored,
    Duplicates: run.duplicates,
    Rejected: run.rejected,
    RejectionReasons: reasons,
    DocsPerSecond: Math.round(run.docsPerSecond * 10) / 10,
    Queued: queued,
    Started: run.startedAt,
    LastUpdated: run.updatedAt,
    Finished: run.finishedAt,
    EstimatedEnd: secondsLeft === null ? null : new Date(run.updatedAt.getTime() + secondsLeft * 1000),
    SecondsLeft: secondsLeft,
    Error: run.error,
  };
}

/**
 * Imports running now and recent ones (newest first), and every source the actor may see with its last run.
 * Admins see every run; a user sees their own uploads and the runs of sources they may see.
 */
export async function ingestStatus(actor: TSourceActor, limit = 20): Promise<TIngestStatus> {
  const sources = await listSources(actor);
  const sourceIds = sources.map((s) => s.Id);
  const { recent, running, lastRuns } = await findRunsVisibleTo(actor, sourceIds, limit);
  const now = Date.now();
  const byId = new Map<bigint, IngestRun>();
  for (const run of [...running, ...recent]) byId.set(run.id, run);
  const runs = [...byId.values()]
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .map((r) => runRecord(r, now));
  const lastBySource = new Map(lastRuns.map((r) => [r.sourceId, runRecord(r, now)]));
  const live = runs.filter((r) => r.Status === "running");
  const stamps = [...runs.map((r) => r.LastUpdated.getTime()), ...sources.map((s) => s.LastUpdated.getTime())];
  return {
    Runs: runs,
    Sources: sources.map((s) => ({ ...s, LastRun: lastBySource.get(s.Id) ?? null })),
    Totals: {
      Running: live.length,
      DocsPerSecond: Math.round(live.reduce((sum, r) => sum + r.DocsPerSecond, 0) * 10) / 10,
      Queued: live.reduce((sum, r) => sum + (r.Queued ?? 0), 0),
      SourcesDue: sources.filter((s) => s.Enabled && s.NextFetch !== null && s.NextFetch.getTime() <= now).length,
    },
    LastUpdated: new Date(stamps.length ? Math.max(...stamps) : now),
  };
}

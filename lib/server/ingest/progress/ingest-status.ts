import "server-only";
import type { IngestRun } from "@/lib/generated/prisma/client";
import { findRunsVisibleTo } from "@/lib/server/ingest/data/ingest-runs";
import { listSources, type TSourceActor, type TSourceRecord } from "@/lib/server/ingest/feeds/manage-sources";

/** A running import whose row has not moved for this long is reported as stalled (its process has gone). */
const STALLED_AFTER_MS = 2 * 60 * 1000;

/** An import as recorded, with what follows from its figures (queued, time left, stalled). */
export type TIngestRun = {
  id: number;
  kind: string;
  description: string;
  sourceId: number | null;
  status: "running" | "done" | "failed" | "stalled";
  total: number | null;
  read: number;
  stored: number;
  duplicates: number;
  rejected: number;
  /** Most frequent first. */
  rejectionReasons: { reason: string; count: number }[];
  docsPerSecond: number;
  /** Documents still to read; null when the total is unknown or the run is over. */
  queued: number | null;
  startedAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  estimatedEnd: Date | null;
  secondsLeft: number | null;
  error: string | null;
};

export type TIngestStatus = {
  runs: TIngestRun[];
  sources: (TSourceRecord & { lastRun: TIngestRun | null })[];
  totals: { running: number; docsPerSecond: number; queued: number; sourcesDue: number };
  updatedAt: Date;
};

export function runRecord(run: IngestRun, now = Date.now()): TIngestRun {
  const stalled = run.status === "running" && now - run.updatedAt.getTime() > STALLED_AFTER_MS;
  const status = stalled ? "stalled" : (run.status as TIngestRun["status"]);
  const queued = run.status === "running" && run.total !== null ? Math.max(0, run.total - run.read) : null;
  const secondsLeft =
    status === "running" && queued !== null && run.docsPerSecond > 0 ? Math.ceil(queued / run.docsPerSecond) : null;
  const reasons = Object.entries((run.rejectionReasons ?? {}) as Record<string, number>)
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count);
  return {
    id: Number(run.id),
    kind: run.kind,
    description: run.description,
    sourceId: run.sourceId,
    status,
    total: run.total,
    read: run.read,
    stored: run.stored,
    duplicates: run.duplicates,
    rejected: run.rejected,
    rejectionReasons: reasons,
    docsPerSecond: Math.round(run.docsPerSecond * 10) / 10,
    queued,
    startedAt: run.startedAt,
    updatedAt: run.updatedAt,
    finishedAt: run.finishedAt,
    estimatedEnd: secondsLeft === null ? null : new Date(run.updatedAt.getTime() + secondsLeft * 1000),
    secondsLeft,
    error: run.error,
  };
}

/**
 * Imports running now and recent ones (newest first), and every source the actor may see with its last run.
 * Admins see every run; a user sees their own uploads and the runs of sources they may see.
 */
export async function ingestStatus(actor: TSourceActor, limit = 20): Promise<TIngestStatus> {
  const sources = await listSources(actor);
  const sourceIds = sources.map((s) => s.id);
  const { recent, running, lastRuns } = await findRunsVisibleTo(actor, sourceIds, limit);
  const now = Date.now();
  const byId = new Map<bigint, IngestRun>();
  for (const run of [...running, ...recent]) byId.set(run.id, run);
  const runs = [...byId.values()]
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .map((r) => runRecord(r, now));
  const lastBySource = new Map(lastRuns.map((r) => [r.sourceId, runRecord(r, now)]));
  const live = runs.filter((r) => r.status === "running");
  const stamps = [...runs.map((r) => r.updatedAt.getTime()), ...sources.map((s) => s.updatedAt.getTime())];
  return {
    runs,
    sources: sources.map((s) => ({ ...s, lastRun: lastBySource.get(s.id) ?? null })),
    totals: {
      running: live.length,
      docsPerSecond: Math.round(live.reduce((sum, r) => sum + r.docsPerSecond, 0) * 10) / 10,
      queued: live.reduce((sum, r) => sum + (r.queued ?? 0), 0),
      sourcesDue: sources.filter((s) => s.enabled && s.nextFetchAt !== null && s.nextFetchAt.getTime() <= now).length,
    },
    updatedAt: new Date(stamps.length ? Math.max(...stamps) : now),
  };
}

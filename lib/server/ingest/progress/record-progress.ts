import "server-only";
import { insertIngestRun, type TIngestRunChange, updateIngestRun } from "@/lib/server/ingest/data/ingest-runs";
import { log } from "@/lib/server/log";
import type { TImportProgress, TImportSummary } from "@/lib/server/ingest/import-figures";

export const INGEST_RUN_KINDS = ["file", "upload", "feed", "social", "other"] as const;
export type TIngestRunKind = (typeof INGEST_RUN_KINDS)[number];

export type TTrackOptions = {
  kind: TIngestRunKind;
  description: string;
  sourceId?: number;
  userId?: number;
};

/** At most one progress write per this many milliseconds (plus the first and the last). */
const WRITE_EVERY_MS = 1000;
/** Rejection reasons kept per run: the most frequent ones. */
const MAX_REASONS = 20;

/** Groups rejection reasons by text (cut to 200 characters) and keeps the most frequent. */
export function topReasons(reasons: Record<string, number>, max = MAX_REASONS): Record<string, number> {
  const merged = new Map<string, number>();
  for (const [reason, n] of Object.entries(reasons)) {
    const key = reason.length > 200 ? `${reason.slice(0, 199)}…` : reason;
    merged.set(key, (merged.get(key) ?? 0) + n);
  }
  return Object.fromEntries([...merged].sort((a, b) => b[1] - a[1]).slice(0, max));
}

export type TProgressRecorder = {
  id: bigint;
  update: (progress: TImportProgress) => void;
  finish: (summary: TImportSummary) => Promise<void>;
  fail: (error: Error) => Promise<void>;
};

/**
 * Records an import's progress in `ingest_runs` so another process (the API, the web app, the CLI's own
 * bar) reads the same figures: one row per run, updated at most once a second (the last figures of a
 * second written when it ends), never once per document.
 * A failed write is logged and does not stop the import.
 */
export async function startProgress(track: TTrackOptions, total?: number): Promise<TProgressRecorder> {
  const id = await insertIngestRun({
    kind: track.kind,
    description: track.description.slice(0, 500),
    sourceId: track.sourceId,
    userId: track.userId,
    total: total ?? null,
  });
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = (data: TIngestRunChange) => {
    writing = writing
      .then(() => updateIngestRun(id, data))
      .catch((error: Error) => log().warn({ run: String(id), err: error.message }, "import progress not recorded"));
    return writing;
  };
  const figures = (p: TImportProgress) => ({
    total: p.total ?? null,
    read: p.done,
    stored: p.imported,
    duplicates: p.duplicates,
    rejected: p.rejected,
    rejectionReasons: topReasons(p.rejectionReasons ?? {}),
    docsPerSecond: Number.isFinite(p.docsPerSecond) ? p.docsPerSecond : 0,
  });
  // Figures that arrive within the second after a write are kept and written when it has passed, so an
  // import that then waits (on its source, or on a gate) still shows where it is.
  let pending: TImportProgress | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const progress = pending;
    pending = undefined;
    lastWrite = Date.now();
    void write(figures(progress));
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return {
    id,
    update: (progress) => {
      pending = progress;
      const wait = WRITE_EVERY_MS - (Date.now() - lastWrite);
      if (wait <= 0) {
        clearTimeout(timer);
        flush();
      } else {
        timer ??= setTimeout(flush, wait);
        timer.unref?.();
      }
    },
    finish: async (summary) => {
      stop();
      const reasons: Record<string, number> = {};
      for (const r of summary.rejections) reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
      await write({
        status: "done",
        read: summary.read,
        stored: summary.imported,
        duplicates: summary.duplicates,
        rejected: summary.rejected,
        rejectionReasons: topReasons(reasons),
        docsPerSecond: summary.read / Math.max(summary.seconds, 0.001),
        finishedAt: new Date(),
      });
    },
    fail: async (error) => {
      stop();
      await write({ status: "failed", error: error.message.slice(0, 1000), finishedAt: new Date() });
    },
  };
}

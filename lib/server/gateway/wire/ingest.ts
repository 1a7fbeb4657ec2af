import "server-only";
import type { TSourceFetch } from "@/lib/server/ingest/feeds/fetch-source-now";
import type { TSourceRecord } from "@/lib/server/ingest/feeds/manage-sources";
import type { TIngestRun, TIngestStatus } from "@/lib/server/ingest/progress/ingest-status";
import type { TUploadResult } from "@/lib/server/ingest/upload/upload-package";
import { wireDocumentItem } from "./documents";

/** A source record with its fetch status. */
export function wireSource(s: TSourceRecord) {
  return {
    Id: s.id,
    Kind: s.kind,
    Name: s.name,
    Url: s.url,
    Publisher: s.publisher,
    Enabled: s.enabled,
    IntervalSeconds: s.intervalSeconds,
    Visibility: s.visibility,
    Owner: s.owner ? { Id: s.owner.id, Username: s.owner.username } : null,
    CanManage: s.canManage,
    Status: s.status,
    StatusText: s.statusText,
    LastError: s.lastError,
    Failures: s.failures,
    ItemsSeen: s.itemsSeen,
    LastFetched: s.lastFetchedAt,
    NextFetch: s.nextFetchAt,
    BackoffSeconds: s.backoffSeconds,
    CreatedDate: s.createdAt,
    LastUpdated: s.updatedAt,
  };
}

/** `{Source, Imported, NotModified, Error}`: a fetch now and the source afterwards. */
export const wireSourceFetch = (f: TSourceFetch) => ({
  Source: wireSource(f.source),
  Imported: f.imported,
  NotModified: f.notModified,
  Error: f.error,
});

/** `{Success: true, DocumentsKept}`. */
export const wireSourceRemoved = (r: { documentsKept: number }) => ({
  Success: true as const,
  DocumentsKept: r.documentsKept,
});

/** An import run. */
export function wireIngestRun(r: TIngestRun) {
  return {
    Id: r.id,
    Kind: r.kind,
    Description: r.description,
    SourceId: r.sourceId,
    Status: r.status,
    Total: r.total,
    Read: r.read,
    Stored: r.stored,
    Duplicates: r.duplicates,
    Rejected: r.rejected,
    RejectionReasons: r.rejectionReasons.map((x) => ({ Reason: x.reason, Count: x.count })),
    DocsPerSecond: r.docsPerSecond,
    Queued: r.queued,
    Started: r.startedAt,
    LastUpdated: r.updatedAt,
    Finished: r.finishedAt,
    EstimatedEnd: r.estimatedEnd,
    SecondsLeft: r.secondsLeft,
    Error: r.error,
  };
}

/** `{Runs, Sources: [source record with LastRun], Totals, LastUpdated}`. */
export function wireIngestStatus(status: TIngestStatus) {
  return {
    Runs: status.runs.map(wireIngestRun),
    Sources: status.sources.map((s) => ({ ...wireSource(s), LastRun: s.lastRun ? wireIngestRun(s.lastRun) : null })),
    Totals: {
      Running: status.totals.running,
      DocsPerSecond: status.totals.docsPerSecond,
      Queued: status.totals.queued,
      SourcesDue: status.totals.sourcesDue,
    },
    LastUpdated: status.updatedAt,
  };
}

/** `{TotalCount, Items: document items, Duplicates, Rejected: [{Origin, Reason}], LastUpdated: now}`. */
export function wireUploadResult(result: TUploadResult, origin: string) {
  return {
    TotalCount: result.documents.length,
    Items: result.documents.map((d) => wireDocumentItem(d, origin)),
    Duplicates: result.duplicates,
    Rejected: result.rejected.map((r) => ({ Origin: r.origin, Reason: r.reason })),
    LastUpdated: new Date(),
  };
}

import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { newEntityCache } from "@/lib/server/entities/resolve-entities";
import { clusterPendingDocuments } from "@/lib/server/stories/cluster-documents";
import { prepareDocument, RejectedDocument } from "./prepare-document";
import type { TPrepared } from "./prepared";
import { storeDocuments, type TStoreResult } from "./store-documents";
import { knownReferences } from "./known-references";
import { missingParents } from "./known-parents";
import type { TImportProgress, TImportSummary } from "./import-figures";
import type { TRawDocument, TSource, TSourceOptions } from "./types";
import { startProgress, type TTrackOptions } from "./progress/record-progress";

export type { TImportProgress, TImportSummary };

export type TImportOptions = TSourceOptions & {
  batchSize?: number;
  sourceId?: number;
  contributingUserId?: number;
  now?: Date;
  onProgress?: (progress: TImportProgress) => void;
  /** Called after each batch commits with the ids of the documents it stored. */
  onStored?: (stored: TStoreResult["stored"]) => void;
  /** Records the run's progress in `ingest_runs` (GET /v1/ingest/status). */
  track?: TTrackOptions;
  /** One INSERT per document (the path before bulk writes), for comparing the two. */
  perDocument?: boolean;
};

/**
 * Reads a source to the end: each batch is enriched, then stored in one transaction while the next
 * batch is enriched (the database works on one core while enrichment uses the other). Bad records
 * are reported and skipped; duplicates (also of earlier runs) are skipped, so re-running adds nothing
 * and an interrupted run is finished by running it again.
 */
export async function runImport(source: TSource, options: TImportOptions = {}): Promise<TImportSummary> {
  if (!options.track) return importSource(source, options);
  const total = await source.estimate?.().catch(() => undefined);
  const recorder = await startProgress(options.track, total);
  try {
    const summary = await importSource(
      { ...source, estimate: async () => total },
      {
        ...options,
        onProgress: (p) => {
          recorder.update(p);
          options.onProgress?.(p);
        },
      },
    );
    await recorder.finish(summary);
    return summary;
  } catch (error) {
    await recorder.fail(error as Error);
    throw error;
  }
}

async function importSource(source: TSource, options: TImportOptions): Promise<TImportSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 100;
  const now = options.now ?? new Date();
  const total = await source.estimate?.().catch(() => undefined);
  const summary: TImportSummary = {
    read: 0,
    imported: 0,
    duplicates: 0,
    rejected: 0,
    duplicateReasons: {},
    rejections: [],
    stories: { assigned: 0, created: 0 },
    seconds: 0,
    stageSeconds: { read: 0, enrich: 0, store: 0, cluster: 0 },
  };
  const rejectionReasons: Record<string, number> = {};
  const report = () =>
    options.onProgress?.({
      done: summary.read,
      total,
      imported: summary.imported,
      duplicates: summary.duplicates,
      rejected: summary.rejected,
      docsPerSecond: summary.read / Math.max(0.001, (performance.now() - started) / 1000),
      rejectionReasons,
    });
  const reject = (origin: string, reason: string) => {
    summary.rejected++;
    rejectionReasons[reason] = (rejectionReasons[reason] ?? 0) + 1;
    if (summary.rejections.length < 10_000) summary.rejections.push({ origin, reason });
  };

  const countDuplicate = (reason: string) => {
    summary.duplicates++;
    summary.duplicateReasons[reason] = (summary.duplicateReasons[reason] ?? 0) + 1;
  };

  // Names resolved by this import's earlier batches (exact names and new entities only).
  const entityCache = newEntityCache();
  let storing: Promise<void> = Promise.resolve();
  const store = async (docs: TPrepared[]) => {
    await storing; // one batch in the database at a time, in order
    storing = (async () => {
      const t = performance.now();
      const result: TStoreResult = await withTransaction((client) =>
        storeDocuments(client, docs, {
          entityCache: options.perDocument ? undefined : entityCache,
          perDocument: options.perDocument,
        }),
      );
      summary.stageSeconds.store += (performance.now() - t) / 1000;
      summary.imported += result.stored.length;
      for (const d of result.duplicates) countDuplicate(d.reason);
      options.onStored?.(result.stored);
      report();
    })();
    storing.catch(() => {}); // surfaced by the next await
  };

  const processBatch = async (raws: TRawDocument[]) => {
    const known = await knownReferences(raws);
    const orphans = await missingParents(raws);
    const t = performance.now();
    const prepared: TPrepared[] = [];
    for (const [i, raw] of raws.entries()) {
      // Enrichment is synchronous work: between documents the event loop lets the batch being stored
      // take its next query's answer, so the database never waits for a whole batch's enrichment.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (known[i]) {
        countDuplicate(known[i]!);
        continue;
      }
      if (orphans[i]) {
        reject(raw.origin, orphans[i]!);
        continue;
      }
      try {
        const doc = prepareDocument(raw, { publisher: options.publisher, type: options.type, now });
        doc.sourceId = options.sourceId;
        doc.contributingUserId = options.contributingUserId ?? doc.contributingUserId;
        prepared.push(doc);
      } catch (error) {
        reject(
          raw.origin,
          error instanceof RejectedDocument ? error.message : `enrichment failed: ${(error as Error).message}`,
        );
      }
    }
    summary.stageSeconds.enrich += (performance.now() - t) / 1000;
    if (prepared.length > 0) await store(prepared);
  };

  let raws: TRawDocument[] = [];
  let readStarted = performance.now();
  for await (const item of source.items()) {
    summary.stageSeconds.read += (performance.now() - readStarted) / 1000;
    summary.read++;
    if (item.ok) raws.push(item.doc);
    else reject(item.origin, item.reason);
    if (raws.length >= batchSize) {
      await processBatch(raws);
      raws = [];
    }
    if (summary.read % 50 === 0) report();
    readStarted = performance.now();
  }
  if (raws.length > 0) await processBatch(raws);
  await storing;

  const t = performance.now();
  summary.stories = await clusterPendingDocuments();
  summary.stageSeconds.cluster = (performance.now() - t) / 1000;
  summary.seconds = (performance.now() - started) / 1000;
  report();
  return summary;
}

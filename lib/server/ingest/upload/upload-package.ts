import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findDocumentItemRows } from "@/lib/server/documents/data/visible-documents";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { runImport } from "@/lib/server/ingest/run-import";
import type { TSource } from "@/lib/server/ingest/types";
import { readUpload, type TUploadOptions } from "./read-upload";

/** What an upload stored (in the order read), how many were duplicates, and the entries rejected. */
export type TUploadResult = {
  documents: TDocumentSummary[];
  duplicates: number;
  rejected: { origin: string; reason: string }[];
};

/**
 * Imports an uploaded file or package for a user: read and checked whole first (a bad request
 * changes nothing), then run through the ingestion pipeline with the user as contributor.
 * A single file that cannot become a document is a 400; a package reports its bad entries.
 */
export async function uploadPackage(
  bytes: Uint8Array,
  options: TUploadOptions & { userId: number },
): Promise<TUploadResult> {
  const content = await readUpload(bytes, options);
  const source: TSource = {
    describe: `upload ${options.fileName ?? ""}`.trim(),
    estimate: async () => content.items.length,
    items: async function* () {
      yield* content.items;
    },
  };
  const stored: string[] = [];
  const summary = await runImport(source, {
    contributingUserId: options.userId,
    onStored: (batch) => stored.push(...batch.map((s) => s.id)),
    track: { kind: "upload", description: source.describe, userId: options.userId },
  });
  if (!content.package && summary.rejections[0]) {
    const { origin, reason } = summary.rejections[0];
    throw new DomainError("DOCUMENT_REJECTED", `${origin}: ${reason}`);
  }
  return {
    documents: await storedDocuments(stored),
    duplicates: summary.duplicates,
    rejected: summary.rejections.map((r) => ({ origin: r.origin, reason: r.reason })),
  };
}

/** The stored documents in the order given (one deleted meanwhile is left out). */
async function storedDocuments(ids: string[]): Promise<TDocumentSummary[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await findDocumentItemRows(ids)).map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDocumentSummary(row)] : [];
  });
}

import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findDocumentItems } from "@/lib/server/documents/find-document-items";
import type { TDocumentItem } from "@/lib/server/documents/document-item";
import { runImport } from "@/lib/server/ingest/run-import";
import type { TSource } from "@/lib/server/ingest/types";
import { readUpload, type TUploadOptions } from "./read-upload";

export type TUploadResult = {
  TotalCount: number;
  Items: TDocumentItem[];
  Duplicates: number;
  Rejected: { Origin: string; Reason: string }[];
  LastUpdated: Date;
};

/**
 * Imports an uploaded file or package for a user: read and checked whole first (a bad request
 * changes nothing), then run through the ingestion pipeline with the user as contributor.
 * A single file that cannot become a document is a 400; a package reports its bad entries.
 */
export async function uploadPackage(
  bytes: Uint8Array,
  options: TUploadOptions & { userId: number; origin: string },
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
  const items = await findDocumentItems(stored, options.origin);
  return {
    TotalCount: items.length,
    Items: items,
    Duplicates: summary.duplicates,
    Rejected: summary.rejections.map((r) => ({ Origin: r.origin, Reason: r.reason })),
    LastUpdated: new Date(),
  };
}

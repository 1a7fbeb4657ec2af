import "server-only";
import { createHash } from "node:crypto";
import type pg from "pg";
import type { TAttachmentInput } from "@/lib/server/ingest/types";
import { insertAttachmentRow } from "./data/attachment-rows";

/** Stores a document's original file inside the caller's transaction (with the document, or not at all). */
export async function insertAttachment(
  client: pg.PoolClient,
  documentId: string,
  file: TAttachmentInput,
): Promise<string> {
  return insertAttachmentRow(client, {
    documentId,
    filename: file.filename,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
  });
}

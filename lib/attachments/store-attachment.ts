import "server-only";
import { createHash } from "node:crypto";
import type pg from "pg";
import type { TAttachmentInput } from "@/lib/ingest/types";

/** Stores a document's original file inside the caller's transaction (with the document, or not at all). */
export async function insertAttachment(
  client: pg.PoolClient,
  documentId: string,
  file: TAttachmentInput,
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO attachments (document_id, filename, content_type, size, sha256, data)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      documentId,
      file.filename,
      file.contentType,
      file.bytes.byteLength,
      createHash("sha256").update(file.bytes).digest("hex"),
      Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    ],
  );
  return rows[0]!.id;
}

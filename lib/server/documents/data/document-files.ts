import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

export type TDocumentFileRow = TRow<"attachments", "id" | "filename" | "content_type" | "size" | "created_at">;

/** The files attached to a document, by id. */
export async function findAttachmentsOfDocument(documentId: string): Promise<TDocumentFileRow[]> {
  const { rows } = await pool().query<TDocumentFileRow>(
    `SELECT id, filename, content_type, size, created_at FROM attachments WHERE document_id = $1 ORDER BY id`,
    [documentId],
  );
  return rows;
}

import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";

/** An attachment row to insert: the file and its SHA-256 (hex). */
export type TNewAttachment = {
  documentId: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
};

/** Inserts an attachment (in the caller's transaction when `q` is its client); returns its id. */
export async function insertAttachmentRow(q: TQueryable, row: TNewAttachment): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO attachments (document_id, filename, content_type, size, sha256, data)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [row.documentId, row.filename, row.contentType, row.size, row.sha256, row.data],
  );
  return rows[0]!.id;
}

/** An attachment's file, or undefined. */
export async function findAttachmentFile(
  id: string,
): Promise<{ filename: string; content_type: string; data: Buffer } | undefined> {
  const { rows } = await pool().query<{ filename: string; content_type: string; data: Buffer }>(
    "SELECT filename, content_type, data FROM attachments WHERE id = $1",
    [id],
  );
  return rows[0];
}

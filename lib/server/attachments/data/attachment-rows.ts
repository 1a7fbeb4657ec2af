import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

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
  const { rows } = await q.query<TRow<"attachments", "id">>(
    `INSERT INTO attachments (document_id, filename, content_type, size, sha256, data)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [row.documentId, row.filename, row.contentType, row.size, row.sha256, row.data],
  );
  return rows[0]!.id;
}

type TAttachmentFile = TRow<"attachments", "filename" | "content_type" | "data">;

/** An attachment's file, or undefined. */
export async function findAttachmentFile(id: string): Promise<TAttachmentFile | undefined> {
  const { rows } = await pool().query<TAttachmentFile>(
    "SELECT filename, content_type, data FROM attachments WHERE id = $1",
    [id],
  );
  return rows[0];
}

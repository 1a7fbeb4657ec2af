import "server-only";
import { findAttachmentsOfDocument } from "./data/document-files";
import { visibleDocumentId } from "./visible-document";

/** A file attached to a document. */
export type TDocumentAttachment = { id: string; filename: string; contentType: string; size: number; createdAt: Date };

/** /document/attachments: a document's files, by id (the edge links each with a signed download link). */
export async function findDocumentAttachments(input: { id: bigint; callerId: number }): Promise<TDocumentAttachment[]> {
  const id = await visibleDocumentId(input.id, input.callerId);
  const rows = await findAttachmentsOfDocument(id);
  return rows.map((row) => ({
    id: row.id,
    filename: row.filename,
    contentType: row.content_type,
    size: row.size,
    createdAt: row.created_at,
  }));
}

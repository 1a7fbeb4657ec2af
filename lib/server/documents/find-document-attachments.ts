import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import { now } from "@/lib/server/db/clock";
import { findAttachmentsOfDocument } from "./data/document-files";
import { visibleDocumentId } from "./visible-document";

/**
 * /document/attachments: a document's files as {Link, Description, LastUpdated} rows (plus ContentType
 * and Size). Link is a signed download link valid for 24 hours (/v1/attachments/download).
 */
export async function findDocumentAttachments(input: { id: bigint; callerId: number; origin: string }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  const rows = await findAttachmentsOfDocument(id);
  const items = rows.map((row) => ({
    Link: attachmentLink(input.origin, row.id),
    Description: row.filename,
    ContentType: row.content_type,
    Size: row.size,
    LastUpdated: row.created_at,
  }));
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

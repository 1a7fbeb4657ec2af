import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import { now } from "@/lib/server/db/clock";
import type { TDocumentSummary } from "@/lib/server/documents/document-summary";
import { wireDocumentItem } from "@/lib/server/documents/document-wire-item";
import type { TDocumentAttachment } from "@/lib/server/documents/find-document-attachments";
import type { TDocumentTerms } from "@/lib/server/documents/find-document-terms";

export { wireDocumentItem, type TWireDocumentItem } from "@/lib/server/documents/document-wire-item";

/** A plain document list (ResultList with TotalCount in XML, atom10 and html too), stamped now. */
export function wireDocumentRows(page: { total: number; items: TDocumentSummary[] }, origin: string) {
  return {
    TotalCount: page.total,
    Items: page.items.map((doc) => wireDocumentItem(doc, origin)),
    LastUpdated: now(),
  };
}

/** /document/attachments: {Link, Description, ContentType, Size, LastUpdated} rows; Link is signed. */
export function wireAttachmentList(attachments: TDocumentAttachment[], origin: string) {
  const items = attachments.map((file) => ({
    Link: attachmentLink(origin, file.id),
    Description: file.filename,
    ContentType: file.contentType,
    Size: file.size,
    LastUpdated: file.createdAt,
  }));
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

/** /document/keywords and /document/categories: {Description, Type, LastUpdated} rows. */
export function wireTermRows(found: TDocumentTerms) {
  const items = found.terms.map((term) => ({ Description: term, Type: found.kind, LastUpdated: now() }));
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

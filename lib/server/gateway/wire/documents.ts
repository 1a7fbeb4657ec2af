import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import { now } from "@/lib/server/db/clock";
import { documentItemRef } from "@/lib/server/documents/document-item";
import type { TDocumentSummary } from "@/lib/server/documents/document-summary";
import type { TDocumentAttachment } from "@/lib/server/documents/find-document-attachments";
import type { TDocumentTerms } from "@/lib/server/documents/find-document-terms";

export type TWireDocumentItem = {
  Id: string;
  Description: string;
  Type: string;
  LocalizedType: string;
  Publisher: string;
  Language: string;
  PublicationDate: Date;
  CreatedDate: Date;
  SourceUrl?: string;
  ServiceUrl: string;
  /** The order in which documents entered the index (ingestion order: the number of its itemRef). */
  IndexOrder: number;
  ContributingUserId: number;
  ContributingUsername?: string;
  LastUpdated: Date;
};

/**
 * The spec's Document item (api-spec "Document item"). `origin` is the public origin the caller
 * addressed (ServiceUrl and attachment links are absolute); a document with an attachment (a Local
 * File) links to it with a signed, expiring download link.
 */
export function wireDocumentItem(doc: TDocumentSummary, origin: string): TWireDocumentItem {
  const ref = documentItemRef(doc.id);
  return {
    Id: ref,
    Description: doc.title,
    Type: doc.type,
    LocalizedType: doc.type,
    Publisher: doc.publisher,
    Language: doc.language,
    PublicationDate: doc.publishedAt,
    CreatedDate: doc.createdAt,
    SourceUrl: doc.attachmentId ? attachmentLink(origin, doc.attachmentId) : (doc.sourceUrl ?? undefined),
    ServiceUrl: `${origin}/documents/${ref}`,
    IndexOrder: Number(doc.id),
    ContributingUserId: doc.contributingUserId ?? 0,
    ContributingUsername: doc.contributingUsername ?? undefined,
    LastUpdated: doc.updatedAt,
  };
}

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

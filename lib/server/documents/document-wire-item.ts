import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import { documentItemRef } from "./document-item";
import type { TDocumentSummary } from "./document-summary";

// The spec's Document item is sent by two edges: the API (re-exported by lib/server/gateway/wire/documents.ts)
// and the alert webhooks the worker posts (lib/server/alerts/deliver-alert.ts), which may not import the
// gateway. One builder for both.

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

import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import { documentItemRef } from "@/lib/server/documents/document-item";
import type { TDocumentSummary } from "@/lib/server/documents/document-summary";
import { entityRef, entityReference } from "@/lib/server/entities/entity-keys";
import type { TEntitySummary } from "@/lib/server/entities/entity-summary";
import type { TExportItem } from "./types";

// Export rows of documents and entities as services hand them on: the same title, date, publisher and link
// as an export of their API items (a document links to its attachment, else its source, else its page).

export function documentExportItem(doc: TDocumentSummary, origin: string): TExportItem {
  const ref = documentItemRef(doc.id);
  return {
    kind: "document",
    id: ref,
    title: doc.title,
    type: doc.type,
    date: doc.publishedAt,
    publisher: doc.publisher,
    link: doc.attachmentId ? attachmentLink(origin, doc.attachmentId) : (doc.sourceUrl ?? `${origin}/documents/${ref}`),
  };
}

export function entityExportItem(entity: TEntitySummary, origin: string): TExportItem {
  return {
    kind: "entity",
    id: entityRef(entity.id),
    title: entity.name,
    type: entity.type,
    link: `${origin}/entities/${encodeURIComponent(entityReference(entity.slug, entity.id))}`,
  };
}

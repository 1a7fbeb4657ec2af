import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import type { TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";

// The spec's Document item (api-spec "Document item"), built from one row of DOCUMENT_ITEM_SQL.
// Search, projects and the document endpoints select the same columns and map rows with toDocumentItem.

/** Columns of a document row as the mapper needs them; `d` is documents, `u` its contributing user. */
export const DOCUMENT_ITEM_COLUMNS = `d.id, d.type, d.title, d.publisher, d.language, d.published_at, d.created_at,
  d.updated_at, d.source_url, d.contributing_user_id, u.username AS contributing_username,
  (SELECT a.id FROM attachments a WHERE a.document_id = d.id ORDER BY a.id LIMIT 1) AS attachment_id`;

export const DOCUMENT_ITEM_FROM = "documents d LEFT JOIN users u ON u.id = d.contributing_user_id";

export type TDocumentItemRow = TRow<
  "documents",
  | "id"
  | "type"
  | "title"
  | "publisher"
  | "language"
  | "published_at"
  | "created_at"
  | "updated_at"
  | "source_url"
  | "contributing_user_id"
> &
  TNullable<TRowAs<"users", { contributing_username: "username" }> & TRowAs<"attachments", { attachment_id: "id" }>>;

export type TDocumentItem = {
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

export const documentItemRef = (id: string | bigint) => `5_${id}`;

/**
 * `origin` is the public origin the caller addressed (ServiceUrl and attachment links are absolute).
 * A document with an attachment (a Local File) links to it with a signed, expiring download link.
 */
export function toDocumentItem(row: TDocumentItemRow, origin: string): TDocumentItem {
  const ref = documentItemRef(row.id);
  return {
    Id: ref,
    Description: row.title,
    Type: row.type,
    LocalizedType: row.type,
    Publisher: row.publisher,
    Language: row.language,
    PublicationDate: row.published_at,
    CreatedDate: row.created_at,
    SourceUrl: row.attachment_id ? attachmentLink(origin, row.attachment_id) : (row.source_url ?? undefined),
    ServiceUrl: `${origin}/documents/${ref}`,
    IndexOrder: Number(row.id),
    ContributingUserId: row.contributing_user_id ?? 0,
    ContributingUsername: row.contributing_username ?? undefined,
    LastUpdated: row.updated_at,
  };
}

import "server-only";
import type { TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";

// The columns of the spec's Document item (api-spec "Document item"): search, projects, alerts and the
// document endpoints select the same columns and hand on their rows as document summaries
// (document-summary.ts); the item itself is made at the edge (lib/server/gateway/wire/documents.ts).

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

export const documentItemRef = (id: string | bigint) => `5_${id}`;

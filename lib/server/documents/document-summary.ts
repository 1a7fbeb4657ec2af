import "server-only";
import type { TDocumentItemRow } from "./document-item";

/** A document as services hand it on: what lists and items of it need (the wire item is made at the edge). */
export type TDocumentSummary = {
  id: string;
  type: string;
  title: string;
  publisher: string;
  language: string;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  sourceUrl: string | null;
  contributingUserId: number | null;
  contributingUsername: string | null;
  /** The document's first attachment (a Local File), linked instead of its source URL. */
  attachmentId: string | null;
};

export function toDocumentSummary(row: TDocumentItemRow): TDocumentSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    publisher: row.publisher,
    language: row.language,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sourceUrl: row.source_url,
    contributingUserId: row.contributing_user_id,
    contributingUsername: row.contributing_username,
    attachmentId: row.attachment_id,
  };
}

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import { commentVisibleText } from "@/lib/server/users/user-groups";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "../document-item";

/**
 * The id of a document the caller may see (comments by group, documents of restricted providers by access:
 * commentVisibleText), or undefined.
 */
export async function findVisibleDocumentId(id: bigint, callerId: number): Promise<string | undefined> {
  const { rows } = await pool().query<TRow<"documents", "id">>(
    `SELECT d.id FROM documents d WHERE d.id = $1::int8 AND ${commentVisibleText("$2")}`,
    [String(id), callerId],
  );
  return rows[0]?.id;
}

/** The title of a document the caller may see, or undefined. */
export async function findVisibleDocumentTitle(id: bigint, callerId: number): Promise<string | undefined> {
  const { rows } = await pool().query<TRow<"documents", "title">>(
    `SELECT d.title FROM documents d WHERE d.id = $1::int8 AND ${commentVisibleText("$2")}`,
    [String(id), callerId],
  );
  return rows[0]?.title;
}

/** The item rows of these documents, in no particular order (ids that do not exist are left out). */
export async function findDocumentItemRows(ids: string[]): Promise<TDocumentItemRow[]> {
  const { rows } = await pool().query<TDocumentItemRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS} FROM ${DOCUMENT_ITEM_FROM} WHERE d.id = ANY($1::int8[])`,
    [ids],
  );
  return rows;
}

/** The Article Comments on a document that the caller may see, oldest first, at most 500. */
export async function findVisibleCommentRows(documentId: string, callerId: number): Promise<TDocumentItemRow[]> {
  const { rows } = await pool().query<TDocumentItemRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS} FROM ${DOCUMENT_ITEM_FROM}
     WHERE d.parent_document_id = $1 AND d.type = 'Article Comment' AND ${commentVisibleText("$2")}
     ORDER BY d.published_at ASC, d.id ASC LIMIT 500`,
    [documentId, callerId],
  );
  return rows;
}

import "server-only";
import { commentVisibleText } from "@/lib/users/user-groups";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, toDocumentItem, type TDocumentItemRow } from "./document-item";
import { visibleDocumentId } from "./visible-document";

/**
 * /document/comments: the Article Comment documents attached to a document, oldest first (reading
 * order). A comment is visible to its author only; groups (the spec's "users of the commenter's
 * group") come later and will widen this.
 */
export async function findDocumentComments(input: { id: bigint; callerId: number; origin: string }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  const { rows } = await pool().query<TDocumentItemRow>(
    `SELECT ${DOCUMENT_ITEM_COLUMNS} FROM ${DOCUMENT_ITEM_FROM}
     WHERE d.parent_document_id = $1 AND d.type = 'Article Comment' AND ${commentVisibleText("$2")}
     ORDER BY d.published_at ASC, d.id ASC LIMIT 500`,
    [id, input.callerId],
  );
  const items = rows.map((row) => toDocumentItem(row, input.origin));
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

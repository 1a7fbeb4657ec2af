import "server-only";
import { now } from "@/lib/server/db/clock";
import { findVisibleCommentRows } from "./data/visible-documents";
import { toDocumentItem } from "./document-item";
import { visibleDocumentId } from "./visible-document";

/**
 * /document/comments: the Article Comment documents attached to a document, oldest first (reading
 * order). A comment is visible to its author only; groups (the spec's "users of the commenter's
 * group") come later and will widen this.
 */
export async function findDocumentComments(input: { id: bigint; callerId: number; origin: string }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  const rows = await findVisibleCommentRows(id, input.callerId);
  const items = rows.map((row) => toDocumentItem(row, input.origin));
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

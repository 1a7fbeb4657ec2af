import "server-only";
import { findVisibleCommentRows } from "./data/visible-documents";
import { toDocumentSummary, type TDocumentSummary } from "./document-summary";
import { visibleDocumentId } from "./visible-document";

/**
 * /document/comments: the Article Comment documents attached to a document, oldest first (reading
 * order). A comment is visible to its author only; groups (the spec's "users of the commenter's
 * group") come later and will widen this.
 */
export async function findDocumentComments(input: { id: bigint; callerId: number }): Promise<TDocumentSummary[]> {
  const id = await visibleDocumentId(input.id, input.callerId);
  const rows = await findVisibleCommentRows(id, input.callerId);
  return rows.map(toDocumentSummary);
}

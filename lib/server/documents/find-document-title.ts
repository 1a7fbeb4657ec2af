import "server-only";
import { findVisibleDocumentTitle } from "./data/visible-documents";

/** The title of a document the caller may see (for the page's title), or undefined. */
export async function visibleDocumentTitle(id: bigint, callerId: number): Promise<string | undefined> {
  return findVisibleDocumentTitle(id, callerId);
}

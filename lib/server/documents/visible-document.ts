import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findVisibleDocumentId } from "./data/visible-documents";
import { documentItemRef } from "./document-item";

/**
 * The id of a document the caller may see, or a 404 (unknown and invisible look the same): comments
 * by group, documents of restricted providers by access (commentVisibleText).
 */
export async function visibleDocumentId(id: bigint, callerId: number): Promise<string> {
  const found = await findVisibleDocumentId(id, callerId);
  if (found === undefined) throw new DomainError("DOCUMENT_NOT_FOUND", `no document ${documentItemRef(id)}`);
  return found;
}

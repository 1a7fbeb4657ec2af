import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { commentVisibleText } from "@/lib/users/user-groups";
import { documentItemRef } from "./document-item";

/**
 * The id of a document the caller may see, or a 404 (unknown and invisible look the same): comments
 * by group, documents of restricted providers by access (commentVisibleText).
 */
export async function visibleDocumentId(id: bigint, callerId: number): Promise<string> {
  const { rows } = await pool().query<{ id: string }>(
    `SELECT d.id FROM documents d WHERE d.id = $1::int8 AND ${commentVisibleText("$2")}`,
    [String(id), callerId],
  );
  if (!rows[0]) throw new DomainError("DOCUMENT_NOT_FOUND", `no document ${documentItemRef(id)}`);
  return rows[0].id;
}

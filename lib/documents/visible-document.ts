import "server-only";
import { commentVisibleText } from "@/lib/users/user-groups";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { documentItemRef } from "./document-item";

/**
 * The id of a document the caller may see, or a 404 (unknown and invisible look the same). Comments
 * are visible to their author only until groups exist.
 */
export async function visibleDocumentId(id: bigint, callerId: number): Promise<string> {
  const { rows } = await pool().query<{ id: string }>(
    `SELECT id FROM documents WHERE id = $1::int8 AND ${commentVisibleText("$2", "documents")}`,
    [String(id), callerId],
  );
  if (!rows[0]) throw new DomainError(404, "DOCUMENT_NOT_FOUND", `no document ${documentItemRef(id)}`);
  return rows[0].id;
}

import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { parseItemRef } from "@/lib/projects/item-refs";
import { commentVisibleText } from "@/lib/users/user-groups";

/** What a property belongs to: a document (5_<n>) or an entity (11_<n> or an EntityReference). */
export type TPropertyTarget = { kind: "document" | "entity"; id: string; itemRef: string };

/**
 * The document or entity named by `itemRef`, or a 404 when it does not exist or the caller may not
 * see it (a comment of another group, a document of a restricted provider).
 */
export async function findPropertyTarget(itemRef: string, callerId: number): Promise<TPropertyTarget> {
  const key = parseItemRef(itemRef, "ItemRef");
  if (key.itemClass === 5) {
    const { rows } = await pool().query(
      `SELECT d.id FROM documents d WHERE d.id = $1::int8 AND ${commentVisibleText("$2")}`,
      [key.itemId, callerId],
    );
    if (!rows[0]) throw new DomainError("DOCUMENT_NOT_FOUND", `no document 5_${key.itemId}`);
    return { kind: "document", id: key.itemId, itemRef: `5_${key.itemId}` };
  }
  const { rows } = await pool().query(`SELECT id FROM entities WHERE id = $1::int8`, [key.itemId]);
  if (!rows[0]) throw new DomainError("ENTITY_NOT_FOUND", `no entity 11_${key.itemId}`);
  return { kind: "entity", id: key.itemId, itemRef: `11_${key.itemId}` };
}

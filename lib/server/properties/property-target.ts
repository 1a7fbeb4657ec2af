import "server-only";
import { DomainError } from "@/lib/server/errors";
import { parseItemRef } from "@/lib/server/projects/item-refs";
import { documentVisibleTo, entityExists } from "./data/property-targets";

/** What a property belongs to: a document (5_<n>) or an entity (11_<n> or an EntityReference). */
export type TPropertyTarget = { kind: "document" | "entity"; id: string; itemRef: string };

/**
 * The document or entity named by `itemRef`, or a 404 when it does not exist or the caller may not
 * see it (a comment of another group, a document of a restricted provider).
 */
export async function findPropertyTarget(itemRef: string, callerId: number): Promise<TPropertyTarget> {
  const key = parseItemRef(itemRef, "ItemRef");
  if (key.itemClass === 5) {
    if (!(await documentVisibleTo(key.itemId, callerId)))
      throw new DomainError("DOCUMENT_NOT_FOUND", `no document 5_${key.itemId}`);
    return { kind: "document", id: key.itemId, itemRef: `5_${key.itemId}` };
  }
  if (!(await entityExists(key.itemId))) throw new DomainError("ENTITY_NOT_FOUND", `no entity 11_${key.itemId}`);
  return { kind: "entity", id: key.itemId, itemRef: `11_${key.itemId}` };
}

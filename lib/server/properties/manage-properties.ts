import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  deleteDocumentProperty,
  findDocumentProperties,
  lockDocumentPropertyKeys,
  replaceDocumentProperty,
  type TDocumentPropertyValue,
} from "./data/document-properties";
import {
  deleteEntityProperty,
  findEntityProperties,
  insertEntityProperty,
  lockEntityForUpdate,
} from "./data/entity-properties";
import type { TPropertyTarget } from "./property-target";

// Properties of documents live in documents.properties (jsonb, read by /search/documents/property);
// properties of entities are rows of entity_properties (read by /entities/property and the Metadata
// extra of /entity). One value per name; names match ignoring case, the spelling last written is kept.

export type TPropertyValue = TDocumentPropertyValue;
/** A stored property of the item named by `itemRef` (5_<n> or 11_<n>). */
export type TProperty = { itemRef: string; name: string; value: TPropertyValue; updatedAt: Date };

export async function listProperties(target: TPropertyTarget, name?: string): Promise<TProperty[]> {
  const properties =
    target.kind === "entity"
      ? await findEntityProperties(target.id, name)
      : await findDocumentProperties(target.id, name);
  return properties.map((p) => ({ itemRef: target.itemRef, name: p.name, value: p.value, updatedAt: p.updatedAt }));
}

/**
 * Writes one property. mode "add" refuses a name that already has a value (409 PROPERTY_EXISTS);
 * "set" creates or replaces it.
 */
export async function writeProperty(
  target: TPropertyTarget,
  name: string,
  value: TPropertyValue,
  mode: "add" | "set",
): Promise<TProperty> {
  if (target.kind === "entity" && (Array.isArray(value) || typeof value === "boolean")) {
    throw new DomainError("INVALID_BODY", "Value: an entity property is a text or a number");
  }
  await withTransaction(async (client) => {
    if (target.kind === "entity") {
      await lockEntityForUpdate(client, target.id);
      const removed = await deleteEntityProperty(target.id, name, client);
      if (mode === "add" && removed > 0) throw exists(name, target);
      await insertEntityProperty(client, target.id, name, value as string | number);
      return;
    }
    const existing = await lockDocumentPropertyKeys(client, target.id, name);
    if (mode === "add" && existing.length > 0) throw exists(name, target);
    await replaceDocumentProperty(client, target.id, existing, name, value);
  });
  return (await listProperties(target, name))[0]!;
}

export async function deleteProperty(target: TPropertyTarget, name: string): Promise<void> {
  const removed =
    target.kind === "entity"
      ? await deleteEntityProperty(target.id, name)
      : await deleteDocumentProperty(target.id, name);
  if (removed === 0) {
    throw new DomainError("PROPERTY_NOT_FOUND", `${target.itemRef} has no property ${name}`);
  }
}

function exists(name: string, target: TPropertyTarget): DomainError {
  return new DomainError("PROPERTY_EXISTS", `${target.itemRef} already has a property ${name}; use PUT to replace it`);
}

import "server-only";
import type { TProperty } from "@/lib/server/properties/manage-properties";

/** A property record: {ItemRef, Name, Value, LastUpdated}. */
export function wireProperty(property: TProperty) {
  return { ItemRef: property.itemRef, Name: property.name, Value: property.value, LastUpdated: property.updatedAt };
}

import "server-only";
import { entityImages, type TEntityImages } from "./entity-images";
import { entityMetadata, type TEntityMetadata } from "./entity-metadata";

export const ENTITY_EXTRAS = ["Metadata", "Images"] as const;
export type TEntityExtra = (typeof ENTITY_EXTRAS)[number];

export type TEntityExtras = { Metadata?: TEntityMetadata; Images?: TEntityImages };

/** The requested extras of entities, keyed by entity id (as text). */
export async function entityExtras(
  ids: string[],
  extras: readonly TEntityExtra[],
  input: { callerId: number; origin: string },
): Promise<Map<string, TEntityExtras>> {
  const result = new Map<string, TEntityExtras>();
  if (ids.length === 0 || extras.length === 0) return result;
  const [metadata, images] = await Promise.all([
    extras.includes("Metadata") ? entityMetadata(ids, input) : undefined,
    extras.includes("Images") ? entityImages(ids) : undefined,
  ]);
  for (const id of ids) {
    const entry: TEntityExtras = {};
    if (metadata?.get(id)) entry.Metadata = metadata.get(id);
    if (images?.get(id)) entry.Images = images.get(id);
    result.set(id, entry);
  }
  return result;
}

/** Entity items with their extras attached (when any were asked for). */
export async function withEntityExtras<T extends { Id: string }>(
  items: T[],
  extras: readonly TEntityExtra[],
  input: { callerId: number; origin: string },
): Promise<(T & { Extras?: TEntityExtras })[]> {
  const byId = await entityExtras(
    items.map((item) => item.Id.replace(/^11_/, "")),
    extras,
    input,
  );
  return items.map((item) => {
    const found = byId.get(item.Id.replace(/^11_/, ""));
    return found ? { ...item, Extras: found } : item;
  });
}

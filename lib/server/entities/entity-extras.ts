import "server-only";
import { entityImages, type TEntityImage } from "./entity-images";
import { entityMetadata, type TEntityMetadata } from "./entity-metadata";
import type { TEntitySummary } from "./entity-summary";

export const ENTITY_EXTRAS = ["Metadata", "Images"] as const;
export type TEntityExtra = (typeof ENTITY_EXTRAS)[number];

/** The extras asked for of one entity (each absent when not asked for, or not found). */
export type TEntityExtras = { metadata?: TEntityMetadata; images?: TEntityImage[] };

/** An entity with its extras, when any were asked for. */
export type TEntityWithExtras = TEntitySummary & { extras?: TEntityExtras };

/** The requested extras of entities, keyed by entity id (as text). */
export async function entityExtras(
  ids: string[],
  extras: readonly TEntityExtra[],
  input: { callerId: number },
): Promise<Map<string, TEntityExtras>> {
  const result = new Map<string, TEntityExtras>();
  if (ids.length === 0 || extras.length === 0) return result;
  const [metadata, images] = await Promise.all([
    extras.includes("Metadata") ? entityMetadata(ids, input) : undefined,
    extras.includes("Images") ? entityImages(ids) : undefined,
  ]);
  for (const id of ids) {
    const entry: TEntityExtras = {};
    if (metadata?.get(id)) entry.metadata = metadata.get(id);
    if (images?.get(id)) entry.images = images.get(id);
    result.set(id, entry);
  }
  return result;
}

/** Entities with their extras attached (when any were asked for). */
export async function withEntityExtras(
  entities: TEntitySummary[],
  extras: readonly TEntityExtra[],
  input: { callerId: number },
): Promise<TEntityWithExtras[]> {
  const byId = await entityExtras(
    entities.map((entity) => entity.id),
    extras,
    input,
  );
  return entities.map((entity) => {
    const found = byId.get(entity.id);
    return found ? { ...entity, extras: found } : entity;
  });
}

import "server-only";
import { entityRef, entityReference } from "@/lib/server/entities/entity-keys";
import type { TEntitySummary } from "@/lib/server/entities/entity-summary";

/** The spec's Entity (term) item. */
export function wireEntityItem(entity: TEntitySummary) {
  return {
    EntityReference: entityReference(entity.slug, entity.id),
    Id: entityRef(entity.id),
    Description: entity.name,
    Type: entity.type,
    LocalizedType: entity.type,
    LastUpdated: entity.updatedAt,
  };
}

export type TWireEntityItem = ReturnType<typeof wireEntityItem>;

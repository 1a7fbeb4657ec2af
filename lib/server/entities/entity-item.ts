import "server-only";
import { entityRef, entityReference } from "./entity-keys";

/** The spec's Entity (term) item from an entities row. */
export type TEntityItemRow = { id: string | bigint; type: string; name: string; slug: string; updated_at: Date };

export function toEntityItem(row: TEntityItemRow) {
  return {
    EntityReference: entityReference(row.slug, row.id),
    Id: entityRef(row.id),
    Description: row.name,
    Type: row.type,
    LocalizedType: row.type,
    LastUpdated: row.updated_at,
  };
}

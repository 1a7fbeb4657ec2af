import "server-only";
import type { TEntityItemRow } from "./entity-item";

/** An entity as services hand it on: what lists, items and references of it need. */
export type TEntitySummary = { id: string; type: string; name: string; slug: string; updatedAt: Date };

export function toEntitySummary(row: TEntityItemRow): TEntitySummary {
  return { id: String(row.id), type: row.type, name: row.name, slug: row.slug, updatedAt: row.updated_at };
}

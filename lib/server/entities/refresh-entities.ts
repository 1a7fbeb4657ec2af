import "server-only";
import { findActiveEntityRows } from "./data/entity-lookups";
import { type TEntityItemRow } from "./entity-item";
import { toEntitySummary, type TEntitySummary } from "./entity-summary";

/** /entities/refresh: the current entities by id, in the order asked; unknown ids are left out. */
export async function refreshEntities(ids: bigint[]): Promise<TEntitySummary[]> {
  const unique = [...new Set(ids.map(String))];
  const rows: TEntityItemRow[] = unique.length ? await findActiveEntityRows(unique) : [];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return unique.flatMap((id) => (byId.has(id) ? [toEntitySummary(byId.get(id)!)] : []));
}

import "server-only";
import { now } from "@/lib/server/db/clock";
import { findActiveEntityRows } from "./data/entity-lookups";
import { toEntityItem, type TEntityItemRow } from "./entity-item";

/** /entities/refresh: the current items of entities by id, in the order asked; unknown ids are left out. */
export async function refreshEntities(ids: bigint[]) {
  const unique = [...new Set(ids.map(String))];
  const rows: TEntityItemRow[] = unique.length ? await findActiveEntityRows(unique) : [];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const items = unique.flatMap((id) => (byId.has(id) ? [toEntityItem(byId.get(id)!)] : []));
  return { TotalCount: items.length, Description: "Entities", Items: items, LastUpdated: now() };
}

import "server-only";
import { compareHeat, heatOf, type THeatRow, type THeatSort, type TSortDirection } from "./heat-formula";
import { findHeatEntities, findWindowVolumePage, findWindowVolumes, type TVolumeRow } from "./data/heat-volumes";
import { heatCache, orderedEntries } from "./heat-cache";
import type { THeatWindow } from "./heat-window";

/** A heat row with what the entity item needs. */
export type TSourcedRow = THeatRow & { slug: string; updatedAt: Date };
export type THeatSource = "InMemory" | "Database";
export type THeatOrder = { sortBy: THeatSort; direction: TSortDirection; offset: number; limit: number };

// Both sources read the `entity_daily_counts` rollup for the same days and compute heat, order and
// pages with the same formula and comparator; they differ only in where the counts are held.

/** Heat rows of the selected entities (unordered). */
export async function heatRows(source: THeatSource, window: THeatWindow, ids: string[]): Promise<TSourcedRow[]> {
  return source === "InMemory" ? memoryRows(window, ids) : databaseRows(window, ids);
}

/** One page of every entity mentioned in the window, in the order asked, and how many there are. */
export async function heatPage(
  source: THeatSource,
  window: THeatWindow,
  order: THeatOrder,
): Promise<{ total: number; rows: TSourcedRow[] }> {
  if (source === "InMemory") {
    const sorted = orderedEntries(await heatCache(window), order.sortBy, order.direction);
    return { total: sorted.length, rows: sorted.slice(order.offset, order.offset + order.limit) };
  }
  if (order.sortBy === "name" || order.sortBy === "type") {
    // Text order is the comparator's (code points), not the database collation's.
    const rows = (await databaseRows(window, null)).sort(compareHeat(order.sortBy, order.direction));
    return { total: rows.length, rows: rows.slice(order.offset, order.offset + order.limit) };
  }
  return databasePage(window, order);
}

async function memoryRows(window: THeatWindow, ids: string[]): Promise<TSourcedRow[]> {
  const cache = await heatCache(window);
  const rows: TSourcedRow[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const e = cache.entries.get(id);
    if (e) rows.push(e);
    else missing.push(id);
  }
  // Entities without documents in the window are not cached: their names come from the table.
  if (missing.length) {
    for (const e of await findHeatEntities(missing)) rows.push(toRow({ ...e, v1: 0, v7: 0, v30: 0 }));
  }
  return rows;
}

async function databaseRows(window: THeatWindow, ids: string[] | null): Promise<TSourcedRow[]> {
  return (await findWindowVolumes(window, ids)).map(toRow);
}

async function databasePage(window: THeatWindow, order: THeatOrder) {
  const sortBy = order.sortBy as Exclude<THeatSort, "name" | "type">;
  const { total, rows } = await findWindowVolumePage(window, { ...order, sortBy });
  return { total, rows: rows.map(toRow) };
}

function toRow(r: TVolumeRow): TSourcedRow {
  return {
    id: String(r.id),
    name: r.name,
    type: r.type,
    slug: r.slug,
    updatedAt: r.updated_at,
    ...heatOf({ v1: Number(r.v1), v7: Number(r.v7), v30: Number(r.v30) }),
  };
}

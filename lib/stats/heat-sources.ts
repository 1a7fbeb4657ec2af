import "server-only";
import { pool } from "@/lib/db/pool";
import { compareHeat, heatOf, type THeatRow, type THeatSort, type TSortDirection } from "./heat-formula";
import { heatCache, orderedEntries } from "./heat-cache";
import type { THeatWindow } from "./heat-window";

/** A heat row with what the entity item needs. */
export type TSourcedRow = THeatRow & { slug: string; updatedAt: Date };
export type THeatSource = "InMemory" | "Database";
export type THeatOrder = { sortBy: THeatSort; direction: TSortDirection; offset: number; limit: number };

type TEntityRow = { id: string; name: string; type: string; slug: string; updated_at: Date };
type TVolumeRow = TEntityRow & { v1: number; v7: number; v30: number; total?: string };

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
    const { rows: found } = await pool().query<TEntityRow>(
      "SELECT id, name, type, slug, updated_at FROM entities WHERE id = ANY($1::int8[])",
      [missing],
    );
    for (const e of found) rows.push(toRow({ ...e, v1: 0, v7: 0, v30: 0 }));
  }
  return rows;
}

/** The rollup summed per entity over the window ($1..$2; $3 starts the last 7 days; $4 optional ids). */
function volumesSql(withIds: boolean): string {
  return `
    SELECT c.entity_id,
      coalesce(sum(c.doc_count) FILTER (WHERE c.day = $2::date), 0)::int AS v1,
      coalesce(sum(c.doc_count) FILTER (WHERE c.day >= $3::date), 0)::int AS v7,
      sum(c.doc_count)::int AS v30
    FROM entity_daily_counts c
    WHERE c.day BETWEEN $1::date AND $2::date ${withIds ? "AND c.entity_id = ANY($4::int8[])" : ""}
    GROUP BY c.entity_id`;
}

function windowParams(window: THeatWindow): unknown[] {
  const sevenFrom = new Date(Date.parse(`${window.end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  return [window.start, window.end, sevenFrom];
}

async function databaseRows(window: THeatWindow, ids: string[] | null): Promise<TSourcedRow[]> {
  const sql = ids
    ? `SELECT e.id, e.name, e.type, e.slug, e.updated_at,
         coalesce(v.v1, 0) AS v1, coalesce(v.v7, 0) AS v7, coalesce(v.v30, 0) AS v30
       FROM entities e LEFT JOIN (${volumesSql(true)}) v ON v.entity_id = e.id
       WHERE e.id = ANY($4::int8[])`
    : `SELECT e.id, e.name, e.type, e.slug, e.updated_at, v.v1, v.v7, v.v30
       FROM (${volumesSql(false)}) v JOIN entities e ON e.id = v.entity_id`;
  const params = windowParams(window);
  if (ids) params.push(ids);
  const { rows } = await pool().query<TVolumeRow>(sql, params);
  return rows.map(toRow);
}

// The same IEEE double operations as heatOf (SMOOTHING = 1), so that PostgreSQL orders exactly as
// the comparator would; the figures returned are recomputed by heatOf from the volumes.
const SQL_KEYS: Record<Exclude<THeatSort, "name" | "type">, string> = {
  heat1d: "(v.v1 + 1::float8 / 30) / ((v.v30 + 1)::float8 / 30)",
  heat7d: "((v.v7 + 7::float8 / 30) / 7) / ((v.v30 + 1)::float8 / 30)",
  vol1d: "v.v1",
  vol7d: "v.v7",
  vol30d: "v.v30",
};

async function databasePage(window: THeatWindow, order: THeatOrder) {
  const key = SQL_KEYS[order.sortBy as keyof typeof SQL_KEYS];
  const direction = order.direction === "asc" ? "ASC" : "DESC";
  const { rows } = await pool().query<TVolumeRow>(
    `SELECT e.id, e.name, e.type, e.slug, e.updated_at, v.v1, v.v7, v.v30, count(*) OVER () AS total
     FROM (${volumesSql(false)}) v JOIN entities e ON e.id = v.entity_id
     ORDER BY (v.v30 = 0), ${key} ${direction}, v.v30 DESC, e.id
     LIMIT $4 OFFSET $5`,
    [...windowParams(window), order.limit, order.offset],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && order.offset > 0) {
    const { rows: count } = await pool().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${volumesSql(false)}) v`,
      windowParams(window),
    );
    total = count[0]?.n ?? 0;
  }
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

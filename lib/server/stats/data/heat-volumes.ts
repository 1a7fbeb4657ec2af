import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import type { THeatSort, TSortDirection } from "../heat-formula";
import type { THeatWindow } from "../heat-window";

export type THeatEntityRow = TRow<"entities", "id" | "name" | "type" | "slug" | "updated_at">;
/** An entity with its documents on the window's last day (v1), last 7 days (v7) and all 30 days (v30). */
export type TVolumeRow = THeatEntityRow & { v1: number; v7: number; v30: number; total?: string };

/** The entities' names, types and slugs. */
export async function findHeatEntities(ids: string[]): Promise<THeatEntityRow[]> {
  const { rows } = await pool().query<THeatEntityRow>(
    "SELECT id, name, type, slug, updated_at FROM entities WHERE id = ANY($1::int8[])",
    [ids],
  );
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

/**
 * The window's volumes of the given entities (0 for those without documents in it), or, with ids null, of
 * every entity mentioned in the window. Unordered.
 */
export async function findWindowVolumes(window: THeatWindow, ids: string[] | null): Promise<TVolumeRow[]> {
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
  return rows;
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

/**
 * One page of every entity mentioned in the window, ordered in PostgreSQL by a numeric sort (entities
 * without documents last, ties by v30 then id), and how many there are.
 */
export async function findWindowVolumePage(
  window: THeatWindow,
  order: { sortBy: Exclude<THeatSort, "name" | "type">; direction: TSortDirection; offset: number; limit: number },
): Promise<{ total: number; rows: TVolumeRow[] }> {
  const key = SQL_KEYS[order.sortBy];
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
  return { total, rows };
}

import "server-only";
import { pool } from "@/lib/db/pool";
import { heatOf, type THeatRow } from "./heat-formula";
import { heatCache } from "./heat-cache";
import { volumesOf, type THeatWindow } from "./heat-window";

/** A heat row with what the entity item needs. */
export type TSourcedRow = THeatRow & { slug: string; updatedAt: Date };
export type THeatSource = "InMemory" | "Database";

type TEntityRow = { id: string; name: string; type: string; slug: string; updated_at: Date };
type TVolumeRow = TEntityRow & { v1: number; v7: number; v30: number };

/**
 * Heat rows of the selected entities (`ids`), or of every entity mentioned in the window when `ids`
 * is null. Both sources read the `entity_daily_counts` rollup for the same days and compute heat with
 * the same function; they differ only in where the counts are held.
 */
export async function heatRows(source: THeatSource, window: THeatWindow, ids: string[] | null): Promise<TSourcedRow[]> {
  return source === "InMemory" ? memoryRows(window, ids) : databaseRows(window, ids);
}

async function memoryRows(window: THeatWindow, ids: string[] | null): Promise<TSourcedRow[]> {
  const cache = await heatCache(window);
  if (ids === null) {
    return [...cache.entries.values()].map((e) => ({ ...e, ...heatOf(volumesOf(e.days)) }));
  }
  const rows: TSourcedRow[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const e = cache.entries.get(id);
    if (e) rows.push({ ...e, ...heatOf(volumesOf(e.days)) });
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

async function databaseRows(window: THeatWindow, ids: string[] | null): Promise<TSourcedRow[]> {
  const sevenFrom = new Date(Date.parse(`${window.end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const volumes = `
    SELECT c.entity_id,
      coalesce(sum(c.doc_count) FILTER (WHERE c.day = $2::date), 0)::int AS v1,
      coalesce(sum(c.doc_count) FILTER (WHERE c.day >= $3::date), 0)::int AS v7,
      sum(c.doc_count)::int AS v30
    FROM entity_daily_counts c
    WHERE c.day BETWEEN $1::date AND $2::date ${ids ? "AND c.entity_id = ANY($4::int8[])" : ""}
    GROUP BY c.entity_id`;
  const sql = ids
    ? `SELECT e.id, e.name, e.type, e.slug, e.updated_at,
         coalesce(v.v1, 0) AS v1, coalesce(v.v7, 0) AS v7, coalesce(v.v30, 0) AS v30
       FROM entities e LEFT JOIN (${volumes}) v ON v.entity_id = e.id
       WHERE e.id = ANY($4::int8[])`
    : `SELECT e.id, e.name, e.type, e.slug, e.updated_at, v.v1, v.v7, v.v30
       FROM (${volumes}) v JOIN entities e ON e.id = v.entity_id`;
  const params: unknown[] = [window.start, window.end, sevenFrom];
  if (ids) params.push(ids);
  const { rows } = await pool().query<TVolumeRow>(sql, params);
  return rows.map(toRow);
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

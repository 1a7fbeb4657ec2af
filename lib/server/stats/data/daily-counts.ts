import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** An entity's documents on one UTC day (the `entity_daily_counts` rollup), with its name and type. */
export type TDailyCountRow = TRow<"entity_daily_counts", "entity_id" | "doc_count"> &
  TRow<"entities", "name" | "type" | "slug" | "updated_at"> & { day: string };

const SELECT_ROWS = `
  SELECT c.entity_id, c.day::text AS day, c.doc_count, e.name, e.type, e.slug, e.updated_at
  FROM entity_daily_counts c JOIN entities e ON e.id = c.entity_id
  WHERE c.day BETWEEN $1::date AND $2::date`;

/** Every rollup row of the days start..end (ISO dates, both included). */
export async function findDailyCounts(start: string, end: string): Promise<TDailyCountRow[]> {
  const { rows } = await pool().query<TDailyCountRow>(SELECT_ROWS, [start, end]);
  return rows;
}

/** The rollup rows of these entities on the days start..end. */
export async function findDailyCountsOf(start: string, end: string, entityIds: string[]): Promise<TDailyCountRow[]> {
  const { rows } = await pool().query<TDailyCountRow>(`${SELECT_ROWS} AND c.entity_id = ANY($3::int8[])`, [
    start,
    end,
    entityIds,
  ]);
  return rows;
}

/** The entities the documents mention. */
export async function findEntitiesMentionedInDocuments(documentIds: string[]): Promise<string[]> {
  const { rows } = await pool().query<TRow<"mentions", "entity_id">>(
    "SELECT DISTINCT entity_id FROM mentions WHERE document_id = ANY($1::int8[])",
    [documentIds],
  );
  return rows.map((r) => r.entity_id);
}

import "server-only";
import { pool } from "@/lib/server/db/pool";

/** An entity's documents on one UTC day (the `entity_daily_counts` rollup), with its name and type. */
export type TDailyCountRow = {
  entity_id: string;
  day: string;
  doc_count: number;
  name: string;
  type: string;
  slug: string;
  updated_at: Date;
};

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
  const { rows } = await pool().query<{ entity_id: string }>(
    "SELECT DISTINCT entity_id FROM mentions WHERE document_id = ANY($1::int8[])",
    [documentIds],
  );
  return rows.map((r) => r.entity_id);
}

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** A document id and its entity ids, comma-separated (null: none). */
export type TMentionRow = TRow<"documents", "id"> & { entities: string | null };

// The entity ids of each document as one comma-separated text (one row per document, parsed quickly).
const SELECT_DOCUMENTS = `SELECT d.id::text AS id,
  (SELECT string_agg(m.entity_id::text, ',') FROM mentions m WHERE m.document_id = d.id) AS entities
  FROM documents d`;

/** The planner's estimate of the rows of `mentions`. */
export async function estimateMentionCount(): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    "SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'mentions'::regclass",
  );
  return rows[0]?.n ?? 0;
}

/** The documents above an id with their entities, by id, at most `limit`. */
export async function findMentionRowsAfter(afterId: number, limit: number): Promise<TMentionRow[]> {
  const { rows } = await pool().query<TMentionRow>(`${SELECT_DOCUMENTS} WHERE d.id > $1 ORDER BY d.id LIMIT $2`, [
    afterId,
    limit,
  ]);
  return rows;
}

/** These documents with their entities. */
export async function findMentionRowsOf(ids: number[]): Promise<TMentionRow[]> {
  const { rows } = await pool().query<TMentionRow>(`${SELECT_DOCUMENTS} WHERE d.id = ANY($1::int8[])`, [ids]);
  return rows;
}

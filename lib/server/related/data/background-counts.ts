import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TNullable, TRowAs } from "@/lib/server/db/table-rows";

export type TBackgroundKind = "entities" | "topics" | "terms";

const LOADERS: Record<TBackgroundKind, string> = {
  entities: `SELECT m.entity_id::text AS key, count(*)::int AS n, min(e.type) AS type
             FROM mentions m JOIN entities e ON e.id = m.entity_id WHERE e.status = 'active' GROUP BY m.entity_id`,
  topics: "SELECT topic_id::text AS key, count(*)::int AS n FROM document_topics GROUP BY topic_id",
  // Keywords and categories of documents, keyed `<kind>|<term>`.
  terms: `SELECT kind || '|' || term AS key, count(*)::int AS n FROM document_terms
          WHERE kind IN ('Category', 'Keyword') GROUP BY kind, term`,
};

/** The highest document id (0 without documents). */
export async function findMaxDocumentId(): Promise<number> {
  const { rows } = await pool().query<TNullable<TRowAs<"documents", { max: "id" }>>>(
    "SELECT max(id)::text AS max FROM documents",
  );
  return Number(rows[0]?.max ?? 0);
}

/** Corpus documents per key (entity id with its type for active entities; topic id; `<kind>|<term>`). */
export async function countCorpusDocuments(
  kind: TBackgroundKind,
): Promise<{ key: string; n: number; type?: string }[]> {
  const { rows } = await pool().query<{ key: string; n: number; type?: string }>(LOADERS[kind]);
  return rows;
}

/** The number of documents. */
export async function countDocuments(): Promise<number> {
  const { rows } = await pool().query<{ n: number }>("SELECT count(*)::int AS n FROM documents");
  return rows[0]?.n ?? 0;
}

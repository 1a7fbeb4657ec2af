import "server-only";
import type pg from "pg";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** A lexeme of a document's search vector: how often it occurs and whether the title has it. */
export type TLexemeRow = TRow<"documents", "id"> & { lexeme: string; n: number; in_title: boolean };
export type TMentionRow = TRow<"mentions", "document_id" | "entity_id" | "salience" | "in_title"> &
  TRow<"entities", "doc_count" | "type">;

/** The number of stored documents. */
export async function countDocuments(): Promise<number> {
  const { rows } = await pool().query<{ n: string }>("SELECT count(*) AS n FROM documents");
  return Number(rows[0]!.n);
}

/**
 * Lexeme document frequencies of the search vectors: over titles (weight A) or whole documents; with `recent`,
 * over the most recent that many documents only (the publication-date index gives them, so the cost stays the
 * same however large the corpus grows). `db`: a transaction's client instead of the pool.
 */
export async function lexemeDocumentFrequencies(
  part: "title" | "document",
  recent?: number,
  db: Pick<pg.Pool, "query"> = pool(),
): Promise<Map<string, number>> {
  const weights = part === "title" ? ", 'a'" : "";
  const source =
    recent === undefined
      ? "SELECT search FROM documents WHERE search IS NOT NULL"
      : `SELECT search FROM (SELECT search FROM documents ORDER BY published_at DESC, id DESC LIMIT ${Math.floor(recent)}) r WHERE search IS NOT NULL`;
  const { rows } = await db.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat('${source}'${weights})`,
  );
  return new Map(rows.map((r) => [r.word, r.ndoc]));
}

/** Each document's lexemes: how often each occurs and whether the title has it. */
export async function findDocumentLexemes(ids: string[]): Promise<TLexemeRow[]> {
  const { rows } = await pool().query<TLexemeRow>(
    `SELECT d.id, s.lexeme, cardinality(s.positions) AS n, 'A' = ANY(s.weights) AS in_title
     FROM documents d CROSS JOIN LATERAL unnest(d.search) s WHERE d.id = ANY($1::int8[])`,
    [ids],
  );
  return rows;
}

/** Each document's entity mentions with the entity's type and document count. */
export async function findDocumentMentions(ids: string[]): Promise<TMentionRow[]> {
  const { rows } = await pool().query<TMentionRow>(
    `SELECT m.document_id, m.entity_id, m.salience, m.in_title, e.doc_count, e.type FROM mentions m
     JOIN entities e ON e.id = m.entity_id WHERE m.document_id = ANY($1::int8[])`,
    [ids],
  );
  return rows;
}

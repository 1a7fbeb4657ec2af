import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** The document's keywords, best first, then its keyphrases (duplicates left in). */
export async function findKeywordTerms(documentId: string): Promise<string[]> {
  const { rows } = await pool().query<TRow<"document_terms", "term">>(
    `SELECT term FROM document_terms WHERE document_id = $1 AND kind IN ('Keyword', 'Keyphrase')
     ORDER BY (kind = 'Keyword') DESC, score DESC, term`,
    [documentId],
  );
  return rows.map((row) => row.term);
}

/** The document's categories, best first, then the names of its Subject topics (duplicates left in). */
export async function findCategoryTerms(documentId: string): Promise<string[]> {
  const { rows } = await pool().query<TRow<"document_terms", "term">>(
    `SELECT term FROM (
       SELECT term, 0 AS source, score FROM document_terms WHERE document_id = $1 AND kind = 'Category'
       UNION ALL
       SELECT t.name, 1, dt.score FROM document_topics dt JOIN topics t ON t.id = dt.topic_id
       WHERE dt.document_id = $1 AND t.type = 'Subject'
     ) x ORDER BY source, score DESC, term`,
    [documentId],
  );
  return rows.map((row) => row.term);
}

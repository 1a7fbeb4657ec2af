import "server-only";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import { visibleDocumentId } from "./visible-document";

type TTerm = { term: string };

/**
 * /document/keywords: the document's keywords, best first, then its keyphrases that are not already
 * keywords; every row {Description, Type: "Keyword", LastUpdated}.
 */
export async function findDocumentKeywords(input: { id: bigint; callerId: number }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  const { rows } = await pool().query<TTerm>(
    `SELECT term FROM document_terms WHERE document_id = $1 AND kind IN ('Keyword', 'Keyphrase')
     ORDER BY (kind = 'Keyword') DESC, score DESC, term`,
    [id],
  );
  return termRows(rows, "Keyword");
}

/**
 * /document/categories: the document's subject categories (document_terms Category, then its Subject
 * topics not already listed), best first; every row {Description, Type: "Category", LastUpdated}.
 */
export async function findDocumentCategories(input: { id: bigint; callerId: number }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  const { rows } = await pool().query<TTerm>(
    `SELECT term FROM (
       SELECT term, 0 AS source, score FROM document_terms WHERE document_id = $1 AND kind = 'Category'
       UNION ALL
       SELECT t.name, 1, dt.score FROM document_topics dt JOIN topics t ON t.id = dt.topic_id
       WHERE dt.document_id = $1 AND t.type = 'Subject'
     ) x ORDER BY source, score DESC, term`,
    [id],
  );
  return termRows(rows, "Category");
}

function termRows(rows: TTerm[], type: "Keyword" | "Category") {
  const seen = new Set<string>();
  const items = rows.flatMap(({ term }) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ Description: term, Type: type, LastUpdated: now() }];
  });
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

import "server-only";
import { now } from "@/lib/server/db/clock";
import { findCategoryTerms, findKeywordTerms } from "./data/document-terms";
import { visibleDocumentId } from "./visible-document";

/**
 * /document/keywords: the document's keywords, best first, then its keyphrases that are not already
 * keywords; every row {Description, Type: "Keyword", LastUpdated}.
 */
export async function findDocumentKeywords(input: { id: bigint; callerId: number }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  return termRows(await findKeywordTerms(id), "Keyword");
}

/**
 * /document/categories: the document's subject categories (document_terms Category, then its Subject
 * topics not already listed), best first; every row {Description, Type: "Category", LastUpdated}.
 */
export async function findDocumentCategories(input: { id: bigint; callerId: number }) {
  const id = await visibleDocumentId(input.id, input.callerId);
  return termRows(await findCategoryTerms(id), "Category");
}

function termRows(terms: string[], type: "Keyword" | "Category") {
  const seen = new Set<string>();
  const items = terms.flatMap((term) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ Description: term, Type: type, LastUpdated: now() }];
  });
  return { TotalCount: items.length, Items: items, LastUpdated: now() };
}

import "server-only";
import { findCategoryTerms, findKeywordTerms } from "./data/document-terms";
import { visibleDocumentId } from "./visible-document";

/** A document's keywords or categories, best first, each once (case ignored). */
export type TDocumentTerms = { kind: "Keyword" | "Category"; terms: string[] };

/** /document/keywords: the document's keywords, best first, then its keyphrases that are not already keywords. */
export async function findDocumentKeywords(input: { id: bigint; callerId: number }): Promise<TDocumentTerms> {
  const id = await visibleDocumentId(input.id, input.callerId);
  return { kind: "Keyword", terms: distinct(await findKeywordTerms(id)) };
}

/**
 * /document/categories: the document's subject categories (document_terms Category, then its Subject
 * topics not already listed), best first.
 */
export async function findDocumentCategories(input: { id: bigint; callerId: number }): Promise<TDocumentTerms> {
  const id = await visibleDocumentId(input.id, input.callerId);
  return { kind: "Category", terms: distinct(await findCategoryTerms(id)) };
}

function distinct(terms: string[]): string[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

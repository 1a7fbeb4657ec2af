import "server-only";
import { now } from "@/lib/server/db/clock";
import { toDocumentItem } from "@/lib/server/documents/document-item";
import { compileQuery, parseQuery, type TCompileOptions } from "@/lib/server/query-language";
import { documentTypesOf } from "./document-types";
import { documentExtras, type TDocumentExtra } from "./document-extras";
import { findDocumentPage } from "./data/document-page";

export const DOCUMENT_SORTS = ["relevance", "publicationdate", "firstreported", "nodocuments"] as const;
export type TDocumentSort = (typeof DOCUMENT_SORTS)[number];

export type TDocumentSearch = {
  q?: string;
  types?: string[];
  pageSize: number;
  pageNumber: number;
  sortBy: TDocumentSort;
  sortDirection: "asc" | "desc";
  /** Keep documents whose relevance is at least this fraction of the best match's. */
  rel?: number;
  extras: TDocumentExtra[];
  callerId: number;
  origin: string;
  compileOptions?: TCompileOptions;
};

/**
 * Document search: the query language compiled to SQL over the full-text index and the recognised
 * entities, with type filters, sorting, a relevance threshold relative to the best match, paging,
 * and story fields (ClusterId, FirstReported, NoDocuments) on every row.
 */
export async function findDocuments(search: TDocumentSearch) {
  const query = parseQuery(search.q);
  const compiled = await compileQuery(query, search.compileOptions);
  const { rows, total } = await findDocumentPage({
    compiled,
    hasQuery: Boolean(query),
    types: documentTypesOf(search.types),
    callerId: search.callerId,
    sortBy: search.sortBy,
    sortDirection: search.sortDirection,
    rel: search.rel,
    pageSize: search.pageSize,
    pageNumber: search.pageNumber,
  });
  const extras = await documentExtras(
    rows.map((r) => r.id),
    search.extras,
    compiled.textQuery,
    query,
  );
  return {
    TotalCount: total,
    Description: search.q?.trim() || "All documents",
    Items: rows.map((row) => ({
      ...toDocumentItem(row, search.origin),
      FirstReported: row.first_reported ?? row.published_at,
      ClusterId: row.cluster_id ?? undefined,
      NoDocuments: row.story_size ?? 1,
      ...(extras.get(row.id) ? { Extras: extras.get(row.id) } : {}),
    })),
    LastUpdated: now(),
  };
}

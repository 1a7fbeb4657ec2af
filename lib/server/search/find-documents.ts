import "server-only";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { compileQuery, parseQuery, type TCompileOptions } from "@/lib/server/query-language";
import { documentTypesOf } from "./document-types";
import { documentExtras, type TDocumentExtra, type TDocumentExtras } from "./document-extras";
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
  compileOptions?: TCompileOptions;
  /** Count every match instead of stopping at the count cap (`countCap`). */
  exactCount?: boolean;
};

/** A found document with its story's fields and the extras asked for. */
export type TFoundDocument = TDocumentSummary & {
  /** When the document's story was first reported (the document's own date without a story). */
  firstReported: Date;
  clusterId: string | null;
  /** Documents in the story (1 without a story). */
  storySize: number;
  extras?: TDocumentExtras;
};

/**
 * One page of found documents, the count of all matches and what the search was for. `totalIsLowerBound`:
 * counting stopped at the count cap, so there are at least `total` matches.
 */
export type TDocumentSearchResult = {
  total: number;
  totalIsLowerBound: boolean;
  description: string;
  items: TFoundDocument[];
};

/**
 * Document search: the query language compiled to SQL over the full-text index and the recognised
 * entities, with type filters, sorting, a relevance threshold relative to the best match, paging,
 * and story fields (ClusterId, FirstReported, NoDocuments) on every row.
 */
export async function findDocuments(search: TDocumentSearch): Promise<TDocumentSearchResult> {
  const query = parseQuery(search.q);
  const compiled = await compileQuery(query, search.compileOptions);
  const { rows, total, totalIsLowerBound } = await findDocumentPage({
    compiled,
    types: documentTypesOf(search.types),
    callerId: search.callerId,
    sortBy: search.sortBy,
    sortDirection: search.sortDirection,
    rel: search.rel,
    pageSize: search.pageSize,
    pageNumber: search.pageNumber,
    exactCount: search.exactCount,
  });
  const extras = await documentExtras(
    rows.map((r) => r.id),
    search.extras,
    compiled.textQuery,
    query,
  );
  return {
    total,
    totalIsLowerBound,
    description: search.q?.trim() || "All documents",
    items: rows.map((row) => {
      const found = extras.get(row.id);
      return {
        ...toDocumentSummary(row),
        firstReported: row.first_reported ?? row.published_at,
        clusterId: row.cluster_id,
        storySize: row.story_size ?? 1,
        ...(found ? { extras: found } : {}),
      };
    }),
  };
}

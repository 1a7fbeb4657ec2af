"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TDocumentItem, TResultList } from "./api-types";
import { queryKeys } from "./query-keys";

export const SEARCH_SORTS = ["relevance", "publicationdate"] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];

export type TDocumentSearchParams = {
  q: string;
  sortBy: TSearchSort;
  /** 0..1; 0 sends nothing (no threshold). */
  rel: number;
  pageNumber: number;
  pageSize: number;
};

/** A page of found documents; `TotalCountIsLowerBound`: counting stopped at the cap, there are at least TotalCount. */
export type TDocumentSearchResult = TResultList<TDocumentItem> & { TotalCountIsLowerBound?: true };

export function fetchDocumentSearch(p: TDocumentSearchParams) {
  return apiFetch<TDocumentSearchResult>(
    apiPath("/search/documents", {
      q: p.q,
      sortBy: p.sortBy,
      rel: p.rel > 0 ? p.rel : undefined,
      pageNumber: p.pageNumber,
      pageSize: p.pageSize,
      extras: "DocumentTeasers,Images",
    }),
  );
}

/** A page of results with highlighted teasers; the previous page stays on screen while the next loads. */
export function useDocumentSearch(params: TDocumentSearchParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.documentSearch(params),
    queryFn: () => fetchDocumentSearch(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TDocumentItem, TEntityItem } from "./api-types";

export type TQuote = {
  Quote: string;
  PreText: string;
  PostText: string;
  SourceDocument: TDocumentItem;
  Speaker?: TEntityItem;
  LastUpdated: string;
};

/**
 * `/search/quotes`: `itemRef` (11_n) for what a person said, or `q` (e.g. itemref:5_n) for the quotes
 * in some documents; all quotes of a document when `allowSameDocument`.
 */
export function useQuotes(params: { q?: string; itemRef?: string; allowSameDocument?: boolean; pageSize?: number }) {
  return useQuery({
    queryKey: ["quotes", params],
    queryFn: async () =>
      (
        await apiFetch<{ Items: TQuote[] }>(
          apiPath("/search/quotes", {
            q: params.q,
            itemRef: params.itemRef,
            allowQuotesFromSameDocument: params.allowSameDocument ? true : undefined,
            PreLength: 0,
            PostLength: 0,
            pageSize: params.pageSize ?? 5,
          }),
        )
      ).Items,
  });
}

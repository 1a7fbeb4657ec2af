"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { SEARCH_SORTS, type TSearchSort } from "@/lib/client/api/use-document-search";

export type TSearchUrlState = { q: string; sortBy: TSearchSort; rel: number; page: number };

/** The search lives in the URL (/search?q=…&sort=relevance&rel=0.3&page=2): shareable, back/forward work. */
export function useSearchUrl(): [TSearchUrlState, (change: Partial<TSearchUrlState>) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const sort = params.get("sort");
  const rel = Number(params.get("rel") ?? 0);
  const page = Number(params.get("page") ?? 1);
  const state: TSearchUrlState = {
    q: params.get("q") ?? "",
    sortBy: (SEARCH_SORTS as readonly string[]).includes(sort ?? "") ? (sort as TSearchSort) : "publicationdate",
    rel: Number.isFinite(rel) ? Math.min(1, Math.max(0, rel)) : 0,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
  const update = useCallback(
    (change: Partial<TSearchUrlState>) => {
      const next = { ...state, ...change };
      const search = new URLSearchParams();
      if (next.q) search.set("q", next.q);
      if (next.sortBy !== "publicationdate") search.set("sort", next.sortBy);
      if (next.rel > 0) search.set("rel", String(next.rel));
      if (next.page > 0) search.set("page", String(next.page + 1));
      const url = `${pathname}?${search.toString()}`;
      // A new query is a new history entry; paging and sorting replace the current one.
      if (change.q !== undefined && change.q !== state.q) router.push(url);
      else router.replace(url, { scroll: false });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, pathname, router],
  );
  return [state, update];
}

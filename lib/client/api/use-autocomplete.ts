"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TEntityItem, TResultList } from "./api-types";
import { queryKeys } from "./query-keys";

export const AUTOCOMPLETE_MIN_CHARS = 2;

/** Entity names starting with (or close to) what the user typed. */
export function useAutocomplete(text: string, size = 8) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: queryKeys.autocomplete(`${trimmed}|${size}`),
    queryFn: () => apiFetch<TResultList<TEntityItem>>(apiPath("/v1/autoComplete", { q: trimmed, size })),
    enabled: trimmed.length >= AUTOCOMPLETE_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

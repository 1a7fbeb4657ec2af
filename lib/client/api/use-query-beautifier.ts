"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "./api-fetch";
import { apiPath } from "./api-path";
import { queryKeys } from "./query-keys";

export type TBeautified = { OriginalQueryString: string; DescriptiveName: string };

/** The readable rendering of a query; a syntax error is a 400 whose message names the position. */
export function useQueryBeautifier(q: string) {
  return useQuery({
    queryKey: queryKeys.beautified(q),
    queryFn: () => apiFetch<TBeautified>(apiPath("/utility/queryBeautifier", { q })),
    enabled: q.trim().length > 0,
    staleTime: Infinity,
  });
}

/** The 0-based offset a query error points at ("… at position 13 …"), if the error is one. */
export function errorPosition(error: unknown): number | undefined {
  if (!isApiError(error, 400)) return undefined;
  const match = /at position (\d+)/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

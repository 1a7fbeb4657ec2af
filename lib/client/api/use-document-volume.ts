"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TDocumentVolume } from "./api-types";
import { queryKeys } from "./query-keys";

/**
 * `/statistics/documentvolume`: documents per day for a query. Where the service does not offer the
 * endpoint yet the answer is a 404, which the chart shows as "not available" rather than an error.
 */
export function useDocumentVolume(q: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.documentVolume(q),
    queryFn: () => apiFetch<TDocumentVolume>(apiPath("/statistics/documentvolume", { q, binSize: 1440 })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

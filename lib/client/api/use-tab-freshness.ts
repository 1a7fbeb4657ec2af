"use client";

import { useIsFetching, useIsMutating, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TTabResult } from "./mypage-types";

export const FRESHNESS_INTERVAL_MS = 20_000;

/**
 * Whether someone else changed the tab since it was loaded: `/mypagetab/islatestversion` with the
 * tab's and every widget's LastUpdatedUtc, every 20 s and whenever the window regains focus. Not
 * asked while this page's own changes are on their way (they move the timestamps) or the tab reloads.
 * A tab read from the server less than 20 s ago counts as current (`loadedAt`, the tab query's
 * dataUpdatedAt): the first check of a freshly opened tab waits, so it does not compete with the
 * widgets' own requests; a tab taken from the cache after longer is checked at once.
 */
export function useTabFreshness(tab: TTabResult | undefined, loadedAt: number) {
  const project = tab?.Extras.WidgetTab.WidgetProject;
  const reloading = useIsFetching({ queryKey: ["mypage", "tab", project?.Id ?? ""] }) > 0;
  const busy = useIsMutating() > 0 || reloading;
  const widgets = Object.fromEntries((tab?.Items ?? []).map((row) => [row.Widget.Id, row.Widget.LastUpdatedUtc]));
  const query = useQuery({
    queryKey: ["mypage", "fresh", project?.Id, project?.LastUpdatedUtc, widgets],
    queryFn: async () =>
      (
        await apiFetch<{ Result: "stale" | "current" }>(
          apiPath("/mypagetab/islatestversion", {
            tabId: project!.Id,
            lastUpdatedUtc: project!.LastUpdatedUtc,
            widgetsJSON: JSON.stringify(widgets),
          }),
        )
      ).Result,
    enabled: Boolean(project) && !busy,
    initialData: "current" as const,
    initialDataUpdatedAt: loadedAt,
    refetchInterval: FRESHNESS_INTERVAL_MS,
    refetchOnWindowFocus: "always",
    staleTime: FRESHNESS_INTERVAL_MS,
    gcTime: 0,
    retry: false,
  });
  return { stale: query.data === "stale" && !busy };
}

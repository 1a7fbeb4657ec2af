"use client";

import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiFetch, readApiResponse } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TTabResult, TTabsResult, TWidgetKindInfo } from "./mypage-types";
import { takeEarlyTab } from "./early-tab";
import { widgetDataOptions, widgetRequest, withFilter } from "./use-widget-data";

export const mypageKeys = {
  all: ["mypage"] as const,
  tabs: ["mypage", "tabs"] as const,
  tab: (tabId: string) => ["mypage", "tab", tabId] as const,
  kind: (key: string) => ["mypage", "kind", key] as const,
};

/** The caller's tabs (own and shared) in their own order. */
export function useTabs() {
  return useQuery({
    queryKey: mypageKeys.tabs,
    queryFn: () => apiFetch<TTabsResult>("/mypagetabs"),
  });
}

/** One tab: the page load's early answer when there is one (lib/client/api/early-tab), else a request. */
export function fetchTab(tabId: string): Promise<TTabResult> {
  const ask = () => apiFetch<TTabResult>(apiPath("/mypagetab", { tabId }));
  const early = takeEarlyTab(tabId);
  return early ? early.then((response) => readApiResponse<TTabResult>(response), ask) : ask();
}

/**
 * Starts every shown widget's data call as soon as the tab is here, before the widgets render (they
 * read the same cache entries): the widgets' requests leave one render earlier.
 */
function prefetchWidgetData(queryClient: QueryClient, tab: TTabResult) {
  const filter = tab.Extras.WidgetTab.WidgetProject.Filter ?? "";
  for (const { Widget: widget } of tab.Items) {
    if (widget.IsMinimized) continue;
    const settings = widget.Settings ?? {};
    const request = widgetRequest(widget.Key, settings, withFilter(settings.Query ?? widget.Query ?? "", filter));
    if (request?.enabled) void queryClient.prefetchQuery(widgetDataOptions(request));
  }
}

/** One tab with its widgets in layout order. */
export function useTab(tabId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: mypageKeys.tab(tabId ?? ""),
    queryFn: async () => {
      const tab = await fetchTab(tabId!);
      prefetchWidgetData(queryClient, tab);
      return tab;
    },
    enabled: Boolean(tabId),
    // Freshness is checked by polling islatestversion (use-tab-freshness): no silent refetches that
    // would replace what the user is looking at.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The gallery description of a kind (`/Widget/{key}`): a 403 means the operator did not enable it. */
export function useWidgetKind(key: string, enabled = true) {
  return useQuery({
    queryKey: mypageKeys.kind(key),
    queryFn: async () =>
      (await apiFetch<{ WidgetKind: TWidgetKindInfo }>(`/Widget/${encodeURIComponent(key)}`)).WidgetKind,
    enabled,
    staleTime: 60 * 60_000,
  });
}

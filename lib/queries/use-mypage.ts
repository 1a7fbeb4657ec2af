"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TTabResult, TTabsResult, TWidgetKindInfo } from "./mypage-types";

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

export const fetchTab = (tabId: string) => apiFetch<TTabResult>(apiPath("/mypagetab", { tabId }));

/** One tab with its widgets in layout order. */
export function useTab(tabId: string | undefined) {
  return useQuery({
    queryKey: mypageKeys.tab(tabId ?? ""),
    queryFn: () => fetchTab(tabId!),
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

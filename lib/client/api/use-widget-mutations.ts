"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyZones, moveInZones, zoneIds } from "@/lib/client/ui/zone-layout";
import { apiFetch, isApiError } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TTabResult, TWidget, TZone } from "./mypage-types";
import { mypageKeys } from "./use-mypage";

/** The tab result with its rows replaced. */
const withWidgets = (tab: TTabResult, widgets: TWidget[]): TTabResult => ({
  ...tab,
  TotalCount: widgets.length,
  Items: widgets.map((w) => ({ Widget: w, LastUpdated: w.LastUpdatedUtc })),
});

/**
 * A drop: `/mypagetab/layout/update`. The cache shows the new layout at once (the same dense
 * renumbering the server does); a refusal puts the previous layout back. Moves of one tab run one
 * after another (mutation scope), so answers cannot arrive out of order.
 */
export function useMoveWidget(tabId: string) {
  const queryClient = useQueryClient();
  const key = mypageKeys.tab(tabId);
  return useMutation({
    scope: { id: `layout-${tabId}` },
    mutationFn: (input: { widgetId: string; orderNo: number; widgetGroup: TZone }) =>
      apiFetch<TTabResult>(apiPath("/mypagetab/layout/update", input)),
    onMutate: async ({ widgetId, orderNo, widgetGroup }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TTabResult>(key);
      if (previous) {
        const widgets = previous.Items.map((row) => row.Widget);
        const moved = applyZones(widgets, moveInZones(zoneIds(widgets), widgetId, widgetGroup, orderNo));
        queryClient.setQueryData<TTabResult>(key, withWidgets(previous, moved));
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData(key, result),
  });
}

export type TWidgetDraft = Partial<Omit<TWidget, "Id" | "RssLink" | "CreatedDate" | "LastUpdated">>;

export const isWidgetConflict = (error: unknown) => isApiError(error, 409) && error.code === "WIDGET_CHANGED";

/**
 * `/widget/save`. Create: `{create: draft}` (placed at the draft's WidgetGroup/OrderNo). Update: the
 * members to change plus the LastUpdatedUtc the client read; the server answers 409 WIDGET_CHANGED
 * when someone changed the widget since (the caller shows the conflict), unless `force`.
 */
export function useSaveWidget(tabId: string) {
  const queryClient = useQueryClient();
  const key = mypageKeys.tab(tabId);
  return useMutation({
    mutationFn: (input: { widgetId?: string; widget: TWidgetDraft; force?: boolean }) =>
      apiFetch<{ Widget: TWidget }>(
        apiPath("/widget/save", {
          widgetJSON: JSON.stringify(input.widget),
          ...(input.widgetId ? { widgetId: input.widgetId } : { tabId }),
          forceSave: input.force ? true : undefined,
        }),
      ).then((r) => r.Widget),
    onSuccess: (saved, input) => {
      const tab = queryClient.getQueryData<TTabResult>(key);
      if (input.widgetId && tab) {
        // An update leaves the tab's own timestamp alone: replace the row in place.
        const widgets = tab.Items.map((row) => (row.Widget.Id === saved.Id ? saved : row.Widget));
        queryClient.setQueryData<TTabResult>(key, withWidgets(tab, widgets));
      } else {
        return queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

export function useDeleteWidget(tabId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (widgetId: string) => apiFetch<{ Success: boolean }>(apiPath("/widget/delete", { widgetId })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mypageKeys.tab(tabId) }),
  });
}

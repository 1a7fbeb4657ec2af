"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TTabsResult, TWidgetProject } from "./mypage-types";
import { mypageKeys } from "./use-mypage";

type TProjectResult = { WidgetProject: TWidgetProject; LastUpdated: string };

/** Tab mutations refresh the tab list (and the tab itself where it changed). */
function useTabMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mypageKeys.all }),
  });
}

export function useCreateTab() {
  return useTabMutation((description: string) =>
    apiFetch<TProjectResult>(apiPath("/mypagetab/create", { description })).then((r) => r.WidgetProject),
  );
}

export function useCloneTab() {
  return useTabMutation((tabId: string) =>
    apiFetch<TProjectResult>(apiPath("/mypagetab/clone", { tabId })).then((r) => r.WidgetProject),
  );
}

/**
 * Delete does not wait for the refreshed tab list before its caller's onSuccess: the caller leaves the
 * deleted tab (its URL) first, and a refetch that already drops the tab would unmount the caller, whose
 * own callbacks then never run.
 */
export function useDeleteTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tabId: string) => apiFetch<{ Success: boolean }>(apiPath("/mypagetab/delete", { tabId })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mypageKeys.all });
    },
  });
}

/** Rename (and the tab's Filter): the record goes back whole through /mypagetab/update. */
export function useUpdateTab() {
  return useTabMutation((tab: Pick<TWidgetProject, "Id" | "Description" | "Filter">) =>
    apiFetch<{ WidgetProjects: TWidgetProject[] }>(
      apiPath("/mypagetab/update", {
        widgetProjectJSON: JSON.stringify({ Id: tab.Id, Description: tab.Description, Filter: tab.Filter }),
      }),
    ).then((r) => r.WidgetProjects[0]!),
  );
}

/** Reorder: optimistic (the list is reordered at once), rolled back when the server refuses. */
export function useMoveTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tabId: string; orderNo: number }) => apiFetch<TTabsResult>(apiPath("/mypagetab/move", input)),
    onMutate: async ({ tabId, orderNo }) => {
      await queryClient.cancelQueries({ queryKey: mypageKeys.tabs });
      const previous = queryClient.getQueryData<TTabsResult>(mypageKeys.tabs);
      if (previous) {
        const rest = previous.WidgetProjects.filter((t) => t.Id !== tabId);
        const moved = previous.WidgetProjects.find((t) => t.Id === tabId);
        if (moved) rest.splice(Math.min(orderNo, rest.length), 0, moved);
        queryClient.setQueryData<TTabsResult>(mypageKeys.tabs, { ...previous, WidgetProjects: rest });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(mypageKeys.tabs, context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData(mypageKeys.tabs, result),
  });
}

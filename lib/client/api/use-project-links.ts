"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TProjectsResult } from "./api-types";
import { queryKeys } from "./query-keys";

export type TLinkDirection = "distributors" | "subscribers";

/** The projects this one receives changes from (distributors) or sends them to (subscribers). */
export function useProjectLinks(projectRef: string, direction: TLinkDirection) {
  return useQuery({
    queryKey: [...queryKeys.project(projectRef), direction] as const,
    queryFn: async () => (await apiFetch<TProjectsResult>(apiPath(`/project/${direction}`, { projectRef }))).Projects,
  });
}

/** Subscribe this project to a distributor, or end that subscription (its items stay). */
export function useSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subscriber: string; distributor: string; subscribe: boolean }) =>
      input.subscribe
        ? apiFetch(apiPath("/project/subscribe", { subscriber: input.subscriber, distributor: input.distributor }))
        : apiFetch(apiPath("/project/unsubscribe", { projectRef: input.subscriber, distributor: input.distributor })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}

"use client";

import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { queryKeys } from "./query-keys";
import type { TLoginStatus } from "./use-login-status";

export type TLogoutResult = { Status: string; LastUpdated?: string };

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TLogoutResult>("/v1/logout", { method: "POST" }),
    // Even if the call failed the user asked to leave: forget every answer that was theirs, and
    // record "signed out" so the login page does not bounce back on a cached status.
    onSettled: () => {
      const kept = new Set([hashKey(queryKeys.currentUser), hashKey(queryKeys.loginStatus)]);
      queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryHash) });
      queryClient.setQueryData<TLoginStatus>(queryKeys.loginStatus, { Status: "unauthenticated" });
      queryClient.setQueryData(queryKeys.currentUser, null);
    },
  });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { queryKeys } from "./query-keys";

export type TLoginStatus = {
  Status: "authenticated" | "unauthenticated";
  UserName?: string;
  AuthenticatedBy?: string;
  LastUpdated?: string;
};

export function useLoginStatus() {
  return useQuery({
    queryKey: queryKeys.loginStatus,
    queryFn: () => apiFetch<TLoginStatus>("/v1/loginstatus"),
  });
}

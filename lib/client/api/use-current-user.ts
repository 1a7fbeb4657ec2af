"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "./api-fetch";
import { queryKeys } from "./query-keys";
import type { TUser } from "@/lib/contract/responses";

/** The spec's User record as `GET /api/user?type=json` returns it (the response schema's type). */
export type { TUser } from "@/lib/contract/responses";

/** Resolves to the signed-in user, or `null` when the API answers 401 (signed out). */
export async function fetchCurrentUser(): Promise<TUser | null> {
  try {
    return await apiFetch<TUser>("/user");
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser });
}

/** "First Last", else the user name. */
export function displayName(user: Pick<TUser, "FirstName" | "LastName" | "UserName">): string {
  return `${user.FirstName ?? ""} ${user.LastName ?? ""}`.trim() || user.UserName;
}

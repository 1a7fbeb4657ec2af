"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch, isApiError } from "./api-fetch";
import { queryKeys } from "./query-keys";

/** The spec's User record as `GET /api/user?type=json` returns it. */
export type TUser = {
  UserName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone?: string;
  Company?: string;
  TimeZoneId?: string;
  CultureId?: number;
  CultureDescription?: string;
  LockedOut?: boolean;
  Roles: string[];
  ItemSets?: string[];
  CreationDate?: string;
  LastPasswordChangedDate?: string;
  LastUpdated?: string;
};

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

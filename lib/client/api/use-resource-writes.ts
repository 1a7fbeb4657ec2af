"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";

/**
 * Adding to and changing a /v1 collection of the caller's records (POST `path`, PATCH `path/{id}`, as the
 * server's create and update entries take them, lib/server/gateway/endpoints/entries.ts); each refreshes the queries
 * under `queryKey`, as does `refresh` for the collection's other mutations.
 */
export function useResourceWrites<TRecord, TInput>(path: string, queryKey: readonly unknown[]) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey });
  return {
    client,
    refresh,
    create: useMutation({
      mutationFn: (input: TInput) => apiFetch<TRecord>(path, { method: "POST", body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: Partial<TInput> }) =>
        apiFetch<TRecord>(`${path}/${id}`, { method: "PATCH", body: change }),
      onSuccess: refresh,
    }),
  };
}

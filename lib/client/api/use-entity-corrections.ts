"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TCorrectedEntity } from "@/lib/contract/responses";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";

export type { TCorrectedEntity };
export type TCorrection = {
  Id: string;
  Kind: "merge" | "split" | "aliases" | "update" | "undo";
  Entity: string;
  User: string;
  At: string;
  Before: TCorrectedEntity[];
  After: TCorrectedEntity[];
  UndoneAt: string | null;
  UndoOf: string | null;
  CanUndo: boolean;
};
export type TMergeSuggestion = {
  Type: string;
  Entities: { Id: string; Description: string; DocumentCount: number }[];
  Evidence: { Forms: string[]; Similarity: number };
};
type TCorrectionResult = { CorrectionId: string; Entity: TCorrectedEntity };

const historyKey = (itemRef: string) => ["entity-corrections", itemRef] as const;

/** `/v1/entities/{ref}/history`: the entity's corrections, newest first (editors and admins). */
export function useEntityHistory(itemRef: string, enabled: boolean) {
  return useQuery({
    queryKey: historyKey(itemRef),
    queryFn: () =>
      apiFetch<{ Entity: TCorrectedEntity | null; Items: TCorrection[] }>(`/v1/entities/${itemRef}/history`),
    enabled,
  });
}

/** `/v1/entities/corrections/suggestions?entity=`: near-identical same-type names, never applied by themselves. */
export function useMergeSuggestions(itemRef: string, enabled: boolean) {
  return useQuery({
    queryKey: ["entity-corrections", "suggestions", itemRef],
    queryFn: () =>
      apiFetch<{ Items: TMergeSuggestion[] }>(
        apiPath("/v1/entities/corrections/suggestions", { entity: itemRef, size: 20 }),
      ),
    enabled,
  });
}

/**
 * Every correction changes what many answers say (search, heat, graphs, lists), so a successful one
 * refreshes every cached answer.
 */
function useCorrection<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

export const useMergeEntities = () =>
  useCorrection((input: { into: string; from: string[] }) =>
    apiFetch<TCorrectionResult>("/v1/entities/merge", { method: "POST", body: { Into: input.into, From: input.from } }),
  );

export const useChangeAliases = (itemRef: string) =>
  useCorrection((input: { add?: string[]; remove?: string[] }) =>
    apiFetch<TCorrectionResult>(`/v1/entities/${itemRef}/aliases`, {
      method: "POST",
      body: { Add: input.add ?? [], Remove: input.remove ?? [] },
    }),
  );

export const useUpdateEntity = (itemRef: string) =>
  useCorrection((input: { Description?: string; Type?: string; Blocked?: boolean }) =>
    apiFetch<TCorrectionResult>(`/v1/entities/${itemRef}`, { method: "PATCH", body: input }),
  );

export const useUndoCorrection = () =>
  useCorrection((correctionId: string) =>
    apiFetch<unknown>(`/v1/entities/corrections/${correctionId}/undo`, { method: "POST" }),
  );

"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TProjectItem, TProjectsResult, TProjectType, TResultList, TShareState } from "./api-types";
import { queryKeys } from "./query-keys";

/** Every mutation of a project refreshes the project lists and that project's cached answers. */
function useProjectMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}

const firstProject = (result: TProjectsResult) => result.Projects[0]!;

export function useCreateProject() {
  return useProjectMutation((input: { description: string; projectType: TProjectType }) =>
    apiFetch<TProjectsResult>(apiPath("/project/add", input)).then(firstProject),
  );
}

/** Only letters and digits in words separated by single spaces (the API answers 500 otherwise). */
export const VALID_PROJECT_NAME = /^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u;

export function useRenameProject() {
  return useProjectMutation((input: { projectRef: string; newDescription: string }) =>
    apiFetch<TProjectsResult>(apiPath("/project/setDescription", input)).then(firstProject),
  );
}

export function useCloneProject() {
  return useProjectMutation((input: { projectRef: string }) =>
    apiFetch<TProjectsResult>(apiPath("/project/clone", input)).then(firstProject),
  );
}

export function useDeleteProject() {
  return useProjectMutation((input: { projectRef: string }) =>
    apiFetch<{ Success: boolean }>(apiPath("/project/delete", input)),
  );
}

/** users given: share with them (or unshare with "none"); no users: the secure link code for that access. */
export function useShareProject() {
  return useProjectMutation((input: { projectRef: string; shareState: TShareState | "none"; users?: string[] }) =>
    apiFetch<TProjectsResult>(apiPath("/project/share", input)).then(firstProject),
  );
}

export function useAddItems() {
  return useProjectMutation((input: { projectRef: string; itemRefs: string[] }) =>
    apiFetch<TResultList<TProjectItem>>(apiPath("/project/addItems", input)),
  );
}

export function useRemoveItems() {
  return useProjectMutation((input: { projectRef: string; itemRefs: string[] }) =>
    apiFetch<TResultList<TProjectItem>>(apiPath("/project/removeItems", input)),
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TProjectData, TProjectItem, TProjectsResult, TProjectType, TResultList } from "./api-types";
import { queryKeys } from "./query-keys";

/** Own projects first, then those shared with the caller. */
export function useProjects(projectType?: TProjectType) {
  return useQuery({
    queryKey: queryKeys.projectList(projectType),
    queryFn: async () => (await apiFetch<TProjectsResult>(apiPath("/projects", { projectType }))).Projects,
  });
}

/** One project's row, found in the caller's list (the API has no single-row lookup). */
export function useProjectData(projectRef: string) {
  const list = useProjects();
  const project: TProjectData | undefined = list.data?.find((p) => p.ProjectRef === projectRef);
  return { ...list, data: project, missing: list.isSuccess && !project };
}

export function useProjectItems(projectRef: string, pageSize = 500) {
  return useQuery({
    queryKey: queryKeys.projectItems(projectRef),
    queryFn: () => apiFetch<TResultList<TProjectItem>>(apiPath("/project", { projectRef, pageSize })),
  });
}

/** Who the project is shared with (owner only). */
export function useProjectAccess(projectRef: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.projectAccess(projectRef),
    queryFn: async () =>
      (await apiFetch<{ UserAccess: Record<string, "read" | "write"> }>(apiPath("/project/access", { projectRef })))
        .UserAccess,
    enabled,
  });
}

/** `/api/project/export?...&exportFormat=docx`: a plain link; the browser downloads the file. */
export function projectExportUrl(projectRef: string, format: string): string {
  return `/api${apiPath("/project/export", { projectRef, exportFormat: format })}`;
}

/** The Scrapbooks and EntityLists a MyPage tab's widgets read (`/v1/mypagetabs/{id}/projects`) that the caller sees. */
export function useTabProjects(projectRef: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.project(projectRef), "tab-projects"],
    queryFn: async () =>
      (await apiFetch<TProjectsResult>(`/v1/mypagetabs/${encodeURIComponent(projectRef.replace(/^15_/, ""))}/projects`))
        .Projects,
    enabled,
  });
}

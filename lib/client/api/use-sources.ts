"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useResourceWrites } from "./use-resource-writes";
import { apiFetch, apiUrl, ApiRequestError, type TApiErrorBody } from "./api-fetch";
import type { TResultList } from "./api-types";
import type { TIngestStatus, TSource } from "@/lib/contract/responses";

// The records come from the response schemas that the server's answers are checked against.
export type { TIngestRun, TIngestStatus, TSource } from "@/lib/contract/responses";
export type TSourceInput = {
  Url: string;
  Name?: string;
  Publisher?: string;
  IntervalSeconds?: number;
  Visibility?: TSource["Visibility"];
  Enabled?: boolean;
};
export type TUploadResult = {
  TotalCount: number;
  Duplicates: number;
  Rejected: { Origin: string; Reason: string }[];
};

export const sourceKeys = {
  all: ["sources"] as const,
  list: ["sources", "list"] as const,
  status: ["sources", "status"] as const,
};

export const useSources = () =>
  useQuery({ queryKey: sourceKeys.list, queryFn: () => apiFetch<TResultList<TSource>>("/v1/sources") });

/** The ingestion status, refreshed every 1.5 s while an import runs (or while asked to watch), else every 10 s. */
export const useIngestStatus = (watching = false) =>
  useQuery({
    queryKey: sourceKeys.status,
    queryFn: () => apiFetch<TIngestStatus>("/v1/ingest/status"),
    refetchInterval: (query) => (watching || (query.state.data?.Totals.Running ?? 0) > 0 ? 1500 : 10_000),
  });

export function useSourceMutations() {
  const { refresh, create, update } = useResourceWrites<TSource, TSourceInput>("/v1/sources", sourceKeys.all);
  return {
    create,
    update,
    fetchNow: useMutation({
      mutationFn: (id: number) =>
        apiFetch<{ Source: TSource; Imported: number; NotModified: boolean; Error: string | null }>(
          `/v1/sources/${id}/fetch`,
          { method: "POST" },
        ),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        apiFetch<{ Success: true; DocumentsKept: number }>(`/v1/sources/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}

/**
 * Uploads a file or package with XMLHttpRequest, which reports upload progress (fetch does not); `onProgress`
 * gets the fraction sent. Resolves with the import's result, rejects with the API's error.
 */
export function uploadWithProgress(
  file: File,
  onProgress: (fraction: number) => void,
  options: { documentType?: string } = {},
): Promise<TUploadResult> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ fileName: file.name });
    if (options.documentType) query.set("documentType", options.documentType);
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(`/v1/Package/upload?${query}`));
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Content-Type", "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onerror = () => reject(new ApiRequestError(0, "NETWORK", "the upload was interrupted"));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as TUploadResult);
      const error = (body ?? {}) as TApiErrorBody;
      reject(
        new ApiRequestError(
          request.status,
          error.Code || `HTTP_${request.status}`,
          error.Error || `the upload failed (${request.status})`,
        ),
      );
    };
    request.send(file);
  });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath } from "./api-path";
import type { TDocumentItem, TEntityItem, TResultList } from "./api-types";
import { queryKeys } from "./query-keys";

/**
 * One document with its full text (`/v1/documents/5_n`), with `highlight` (a query) marking its words;
 * the server ignores a highlight that is invalid or misses. An unknown document is a 404.
 */
export function useDocument(id: string, highlight?: string) {
  return useQuery({
    queryKey: [...queryKeys.document(id), highlight ?? ""],
    queryFn: () =>
      apiFetch<TDocumentItem>(
        apiPath(`/v1/documents/${encodeURIComponent(id)}`, highlight?.trim() ? { highlight } : {}),
      ),
  });
}

export type TDocumentDetailKind = "keywords" | "categories" | "comments" | "attachments";
export type TDetailRow = { Description: string; Type?: string; Link?: string; Id?: string; LastUpdated: string };

/** `/document/<kind>?docId=5_n` (keywords, categories, comments, attachments). */
export function useDocumentDetail(kind: TDocumentDetailKind, docId: string) {
  return useQuery({
    queryKey: queryKeys.documentDetail(kind, docId),
    queryFn: async () => (await apiFetch<{ Items: TDetailRow[] }>(apiPath(`/document/${kind}`, { docId }))).Items,
  });
}

/** The entities recognised in a document, most mentioned first (`/documents/entities`). */
export function useDocumentEntities(docId: string) {
  return useQuery({
    queryKey: queryKeys.documentEntities(docId),
    queryFn: async () =>
      (
        await apiFetch<TResultList<TEntityItem>>(
          apiPath("/documents/entities", { q: `itemref:${docId}`, sortBy: "count", pageSize: 40 }),
        )
      ).Items,
  });
}

/** The other documents of the document's story (`story:<ClusterId>`), newest first. */
export function useStorySiblings(document: TDocumentItem | undefined) {
  const clusterId = document?.ClusterId;
  const enabled = Boolean(clusterId && (document?.NoDocuments ?? 1) > 1);
  return useQuery({
    queryKey: queryKeys.storySiblings(document?.Id ?? ""),
    queryFn: async () => {
      const result = await apiFetch<TResultList<TDocumentItem>>(
        apiPath("/search/documents", { q: `story:${clusterId}`, pageSize: 100 }),
      );
      return result.Items.filter((d) => d.Id !== document!.Id);
    },
    enabled,
  });
}

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

/** Up to 8 significant title words, each quoted, joined with OR: finds the reports of the same story. */
export function storyQuery(title: string): string {
  const words = title
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3)
    .slice(0, 8);
  return words.map((w) => `"${w}"`).join(" OR ");
}

/**
 * The other documents of the document's story. The API has no "documents of a story" call, so this
 * searches for the title's words (relevance first) and keeps the rows with the same ClusterId.
 */
export function useStorySiblings(document: TDocumentItem | undefined) {
  const q = document ? storyQuery(document.Description) : "";
  const enabled = Boolean(document?.ClusterId && (document.NoDocuments ?? 1) > 1 && q);
  return useQuery({
    queryKey: queryKeys.storySiblings(document?.Id ?? ""),
    queryFn: async () => {
      const result = await apiFetch<TResultList<TDocumentItem>>(
        apiPath("/search/documents", { q, sortBy: "relevance", pageSize: 100 }),
      );
      return result.Items.filter((d) => d.ClusterId === document!.ClusterId && d.Id !== document!.Id);
    },
    enabled,
  });
}

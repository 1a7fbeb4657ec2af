"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath, type TParamValue } from "./api-path";
import type { TDocumentItem, TDocumentVolume, TEntityItem, TProjectItem, TResultList } from "./api-types";
import type { TQuote } from "./use-quotes";

/**
 * The data a widget shows, each from the public endpoint a third party would call with the
 * widget's settings. Cached per (endpoint, parameters): two widgets asking the same share one request.
 */
function useWidgetQuery<T>(path: string, params: Record<string, TParamValue>, enabled = true) {
  return useQuery({
    queryKey: ["widget-data", path, params],
    queryFn: () => apiFetch<T>(apiPath(path, params)),
    enabled,
    staleTime: 60_000,
  });
}

/** A widget's query ANDed with the tab's Filter (either may be empty). */
export function withFilter(query: string, filter: string): string {
  const q = query.trim();
  const f = filter.trim();
  if (!f) return q;
  if (!q) return f;
  return `(${q}) AND (${f})`;
}

const types = (value: string | undefined) =>
  value
    ?.split(";")
    .map((t) => t.trim())
    .filter(Boolean)
    .join(",");

export function useDocumentsData(s: { q: string; types?: string; sortBy?: string; pageSize: string }) {
  return useWidgetQuery<TResultList<TDocumentItem>>("/search/documents", {
    q: s.q,
    types: types(s.types),
    sortBy: s.sortBy?.toLowerCase() || "publicationdate",
    pageSize: s.pageSize,
    extras: "DocumentTeasers",
  });
}

export function useTopStoriesData(s: { q: string; noStories: string; storySelector: string; minNoDocuments: string }) {
  return useWidgetQuery<TResultList<TDocumentItem>>("/search/topstories", {
    q: s.q,
    noStories: s.noStories,
    storySelector: s.storySelector.toLowerCase(),
    minNoDocuments: s.minNoDocuments,
  });
}

export function useQuotesData(s: { q: string; itemRef?: string; pageSize: string }) {
  return useWidgetQuery<TResultList<TQuote>>("/search/quotes", {
    q: s.q,
    itemRef: s.itemRef,
    pageSize: s.pageSize,
    PreLength: 0,
    PostLength: 0,
  });
}

export type TSocialItem = {
  Id: string;
  Provider: string;
  Authors: { Name: string; Uri: string; ProfileImageUri: string }[];
  Links: { Href: string; Rel: string }[];
  Published: string;
  Contents: { Type: string; Lang: string; Text: string }[];
};

export function useSocialData(s: { q: string; providers?: string; languages?: string; pageSize: string }) {
  const list = (v?: string) =>
    v
      ?.split(/[;,]/)
      .map((x) => x.trim())
      .filter(Boolean)
      .join(",");
  return useWidgetQuery<{ Items: TSocialItem[]; Statuses: { Provider: string; Status: string }[] }>("/search/social", {
    q: s.q,
    providers: list(s.providers),
    languages: list(s.languages),
    pageSize: s.pageSize,
  });
}

export type TGeoEvent = {
  Term: TEntityItem;
  Story: TDocumentItem;
  Latitude: number;
  Longitude: number;
  Weight: number;
};

export function useGeoData(s: { q: string; maxEvents: string }) {
  return useWidgetQuery<{ Items: TGeoEvent[] }>("/search/geoevents", { q: s.q, maxNoVisibleEvent: s.maxEvents });
}

export function useProjectItemsData(s: { projectRef: string; pageSize: string }) {
  return useWidgetQuery<TResultList<TProjectItem>>(
    "/project",
    { projectRef: s.projectRef, pageSize: s.pageSize },
    Boolean(s.projectRef.trim()),
  );
}

export function useHeatData(s: { projectRef: string; pageSize: string }) {
  return useWidgetQuery<TResultList<TEntityItem>>(
    "/entities/heat",
    { projectref: s.projectRef, sortBy: "heat1d", pageSize: s.pageSize },
    Boolean(s.projectRef.trim()),
  );
}

export function useVolumeData(s: { q: string; binSize: string; fromDate?: string; toDate?: string }) {
  return useWidgetQuery<TDocumentVolume>("/statistics/documentvolume", {
    q: s.q,
    binSize: s.binSize,
    startDate: s.fromDate,
    endDate: s.toDate,
  });
}

export type TGraph = { Nodes: TEntityItem[]; Connections: { FromId: string; ToId: string; Strength: number }[] };

export function useGraphData(s: { q: string; noNodes: string }) {
  return useWidgetQuery<TGraph>("/graph", { q: s.q, noNodes: s.noNodes });
}

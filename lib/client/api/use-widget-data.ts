"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-fetch";
import { apiPath, type TParamValue } from "./api-path";
import type { TDocumentItem, TDocumentVolume, TEntityItem, TProjectItem, TResultList } from "./api-types";
import type { TQuote } from "./use-quotes";

/** One widget's data call: the public endpoint and its parameters (apiPath leaves out empty ones). */
export type TWidgetRequest = { path: string; params: Record<string, TParamValue>; enabled: boolean };

const request = (path: string, params: Record<string, TParamValue>, enabled = true): TWidgetRequest => ({
  path,
  params,
  enabled,
});

/**
 * The query of a widget's data call. Cached per (endpoint, parameters): two widgets asking the same
 * share one request, and the tab's prefetch (prefetchWidgetData) fills the same entries.
 */
export const widgetDataOptions = <T>(r: TWidgetRequest) =>
  queryOptions({
    queryKey: ["widget-data", r.path, r.params],
    queryFn: () => apiFetch<T>(apiPath(r.path, r.params)),
    enabled: r.enabled,
    staleTime: 60_000,
  });

/**
 * The data a widget shows, each from the public endpoint a third party would call with the
 * widget's settings.
 */
function useWidgetQuery<T>(r: TWidgetRequest) {
  return useQuery(widgetDataOptions<T>(r));
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

const list = (v?: string) =>
  v
    ?.split(/[;,]/)
    .map((x) => x.trim())
    .filter(Boolean)
    .join(",");

/** "15_n" from a ProjectRef setting written with or without its prefix. */
const projectRefOf = (settings: TSettings) => {
  const ref = settings.ProjectRef?.trim() ?? "";
  return ref && !ref.startsWith("15_") ? `15_${ref}` : ref;
};

type TSettings = Record<string, string | undefined>;

/**
 * Each kind's data call from its Settings and its query (Settings.Query ANDed with the tab's Filter):
 * the one place both the widgets and the tab's prefetch read, so they ask exactly the same.
 */
const REQUESTS: Record<string, (settings: TSettings, q: string) => TWidgetRequest> = {
  DocumentList: (s, q) =>
    request("/search/documents", {
      q,
      types: types(s.Types),
      sortBy: s.SortBy?.toLowerCase() || "publicationdate",
      pageSize: s.PageSize || "10",
      extras: "DocumentTeasers,Images",
    }),
  BlogList: (s, q) =>
    request("/search/documents", {
      q,
      types: types(s.Types || "blog"),
      sortBy: "publicationdate",
      pageSize: s.PageSize || "10",
      extras: "DocumentTeasers,Images",
    }),
  TopStories: (s, q) =>
    request("/search/topstories", {
      q,
      noStories: s.NoStories || "5",
      storySelector: (s.StorySelector || "biggest").toLowerCase(),
      minNoDocuments: s.MinNoDocuments || "2",
    }),
  Quotes: (s, q) =>
    request("/search/quotes", { q, itemRef: s.ItemRef, pageSize: s.PageSize || "10", PreLength: 0, PostLength: 0 }),
  SocialFeed: (s) =>
    request("/search/social", {
      q: s.Query ?? "",
      providers: list(s.Providers),
      languages: list(s.Languages),
      pageSize: s.PageSize || "10",
    }),
  GeoMap: (s, q) => request("/search/geoevents", { q, maxNoVisibleEvent: s.MaxEvents || "50" }),
  ProjectItems: (s) => {
    const projectRef = projectRefOf(s);
    return request("/project", { projectRef, pageSize: s.PageSize || "20" }, Boolean(projectRef));
  },
  EntityList: (s) => {
    const projectRef = projectRefOf(s);
    return request("/project", { projectRef, pageSize: s.PageSize || "20" }, Boolean(projectRef));
  },
  // Without a list: the hottest entities of the whole corpus (trending).
  EntityHeatInProject: (s) =>
    request("/entities/heat", { projectref: projectRefOf(s), sortBy: "heat1d", pageSize: s.PageSize || "10" }),
  DocumentVolume: (s, q) =>
    request("/statistics/documentvolume", {
      q,
      binSize: s.BinSize || "1440",
      startDate: s.FromDate,
      endDate: s.ToDate,
    }),
  NetworkGraph: (s, q) => request("/graph", { q, noNodes: s.NoNodes || "20" }),
};

/** The data call of a widget of this kind, or undefined for kinds without one (Note). */
export function widgetRequest(key: string, settings: TSettings, query: string): TWidgetRequest | undefined {
  return REQUESTS[key]?.(settings, query);
}

const useKindData = <T>(key: string, settings: TSettings, query: string) =>
  useWidgetQuery<T>(REQUESTS[key]!(settings, query));

export const useDocumentsData = (settings: TSettings, query: string, blog = false) =>
  useKindData<TResultList<TDocumentItem>>(blog ? "BlogList" : "DocumentList", settings, query);

export const useTopStoriesData = (settings: TSettings, query: string) =>
  useKindData<TResultList<TDocumentItem>>("TopStories", settings, query);

export const useQuotesData = (settings: TSettings, query: string) =>
  useKindData<TResultList<TQuote>>("Quotes", settings, query);

export type TSocialItem = {
  Id: string;
  Provider: string;
  Authors: { Name: string; Uri: string; ProfileImageUri: string }[];
  Links: { Href: string; Rel: string }[];
  Published: string;
  Contents: { Type: string; Lang: string; Text: string }[];
};

export const useSocialData = (settings: TSettings) =>
  useKindData<{ Items: TSocialItem[]; Statuses: { Provider: string; Status: string }[] }>("SocialFeed", settings, "");

export type TGeoEvent = {
  Term: TEntityItem;
  Story: TDocumentItem;
  Latitude: number;
  Longitude: number;
  Weight: number;
};

export const useGeoData = (settings: TSettings, query: string) =>
  useKindData<{ Items: TGeoEvent[] }>("GeoMap", settings, query);

export const useProjectItemsData = (settings: TSettings) =>
  useKindData<TResultList<TProjectItem>>("ProjectItems", settings, "");

export const useHeatData = (settings: TSettings) =>
  useKindData<TResultList<TEntityItem>>("EntityHeatInProject", settings, "");

export const useVolumeData = (settings: TSettings, query: string) =>
  useKindData<TDocumentVolume>("DocumentVolume", settings, query);

export type TGraph = { Nodes: TEntityItem[]; Connections: { FromId: string; ToId: string; Strength: number }[] };

export const useGraphData = (settings: TSettings, query: string) =>
  useKindData<TGraph>("NetworkGraph", settings, query);

import "server-only";
import type { TDocumentSummary } from "@/lib/server/documents/document-summary";
import { DomainError } from "@/lib/server/errors";
import { documentExportItem } from "@/lib/server/export-files/summary-items";
import type { TExportItem } from "@/lib/server/export-files/types";
import { projectExportItems } from "@/lib/server/projects/export-project";
import { resolveProject } from "@/lib/server/projects/find-project";
import { listProjectItems } from "@/lib/server/projects/list-items";
import type { TProjectType } from "@/lib/server/projects/project-model";
import { findDocuments, type TDocumentSearch } from "@/lib/server/search/find-documents";
import { findQuotes } from "@/lib/server/search/find-quotes";
import { findGeoEvents } from "@/lib/server/search/geo-events";
import { topStories, type TStorySelector } from "@/lib/server/search/top-stories";
import { searchSocial } from "@/lib/server/social/search-social";
import { socialItemLinks } from "@/lib/server/social/social-item";
import { graphContent, heatContent, histogramContent } from "./resolve-analytics";
import { WIDGET_KINDS, type TWidgetData } from "./widget-kinds";
import type { TResolveInput, TWidgetContent } from "./widget-content";
import type { TWidgetRow } from "./widget-model";

export type { TResolveInput, TWidgetContent };

type TResolver = (input: TResolveInput, s: Record<string, string>, q: string | undefined) => Promise<TWidgetContent>;

/** The widget's query (Settings.Query, else its Query field) AND the tab filter AND the extra filter. */
export function widgetQuery(widget: TWidgetRow, ...filters: (string | undefined)[]): string | undefined {
  const parts = [widget.settings.Query || widget.query || undefined, ...filters]
    .map((p) => p?.trim())
    .filter((p): p is string => !!p);
  if (parts.length <= 1) return parts[0];
  return parts.map((p) => `(${p})`).join(" AND ");
}

const split = (list: string | undefined) =>
  (list ?? "")
    .split(/[;,]/)
    .map((v) => v.trim())
    .filter(Boolean);
const num = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

async function projectOf(input: TResolveInput, ref: string | undefined, type: TProjectType) {
  if (!ref) throw new DomainError("NO_PROJECT", `no ${type} chosen (Settings.ProjectRef)`);
  const view = await resolveProject(input.actor, { projectRef: ref });
  if (view.project.project_type !== type)
    throw new DomainError("WRONG_PROJECT_TYPE", `${ref} is a ${view.project.project_type}, not a ${type}`);
  return view;
}

/** The first page of a document search, highest-ranked or newest first, as the caller sees it. */
async function documentsOf(
  input: TResolveInput,
  search: Pick<TDocumentSearch, "q" | "types" | "pageSize" | "sortBy">,
): Promise<TWidgetContent> {
  const result = await findDocuments({
    ...search,
    pageNumber: 0,
    sortDirection: "desc",
    extras: [],
    callerId: input.actor.userId,
  });
  return { available: true, items: result.items.map((doc) => documentExportItem(doc, input.origin)) };
}

/** Rows shown as the export items of their documents (or stories), each changed by what `adjust` says of it. */
function rowItems<R>(
  rows: R[],
  documentOf: (row: R) => TDocumentSummary,
  origin: string,
  adjust: (row: R, item: TExportItem) => Partial<TExportItem>,
): TWidgetContent {
  const items = rows.map((row) => documentExportItem(documentOf(row), origin));
  return { available: true, items: rows.map((row, i) => ({ ...items[i]!, ...adjust(row, items[i]!) })) };
}

const RESOLVERS: Record<TWidgetData, TResolver> = {
  documents: async (input, s, q) =>
    documentsOf(input, {
      q,
      types: split(s.Types),
      pageSize: num(s.PageSize, 10),
      sortBy: s.SortBy?.toLowerCase() === "relevance" ? "relevance" : "publicationdate",
    }),
  stories: async (input, s, q) => {
    const result = await topStories({
      q,
      noStories: num(s.NoStories, 5),
      storySelector: (s.StorySelector?.toLowerCase() ?? "biggest") as TStorySelector,
      minRelevance: 0.1,
      minNoDocuments: num(s.MinNoDocuments, 2),
      fromDate: input.fromDate,
      toDate: input.toDate,
      extras: [],
      callerId: input.actor.userId,
    });
    return rowItems(
      result.items,
      (row) => row,
      input.origin,
      (row) => ({ teaser: `A story of ${row.storySize} documents.` }),
    );
  },
  quotes: async (input, s, q) => {
    const ref = /11_(\d+)\s*$/.exec(s.ItemRef ?? "");
    const quotes = await findQuotes({
      q,
      speakerId: ref ? BigInt(ref[1]!) : undefined,
      allowQuotesFromSameDocument: false,
      preLength: 0,
      postLength: 0,
      pageSize: num(s.PageSize, 10),
      pageNumber: 0,
      callerId: input.actor.userId,
    });
    return rowItems(
      quotes,
      (row) => row.document,
      input.origin,
      (row, source) => ({
        title: `“${row.quote.length > 180 ? `${row.quote.slice(0, 177)}…` : row.quote}”`,
        teaser: `${row.speaker ? `${row.speaker.name}: ` : ""}“${row.quote}” (${source.title})`,
      }),
    );
  },
  entities: async (input, s) => {
    const view = await projectOf(input, s.ProjectRef, "EntityList");
    const result = await listProjectItems(view, { pageSize: num(s.PageSize, 20), pageNumber: 0 });
    return { available: true, items: projectExportItems(result.items, input.origin) };
  },
  scrapbook: async (input, s) => {
    const view = await projectOf(input, s.ProjectRef, "Scrapbook");
    const pageSize = num(s.PageSize, 20);
    const extra = [input.tabFilter, input.filter].filter((f) => f?.trim());
    if (extra.length === 0) {
      const result = await listProjectItems(view, { pageSize, pageNumber: 0 });
      return { available: true, items: projectExportItems(result.items, input.origin) };
    }
    // Narrowed: the Scrapbook's documents through the query language (doclist:), newest first.
    const q = [`doclist:15_${view.project.id}`, ...extra].map((p) => `(${p})`).join(" AND ");
    return documentsOf(input, { q, pageSize, sortBy: "publicationdate" });
  },
  geo: async (input, s, q) => {
    const events = await findGeoEvents({ q, max: num(s.MaxEvents, 50), callerId: input.actor.userId });
    return rowItems(
      events.filter((event) => event.document !== null),
      (event) => event.document!,
      input.origin,
      (event) => ({ teaser: `${event.place.name} (${event.latitude.toFixed(3)}, ${event.longitude.toFixed(3)})` }),
    );
  },
  social: async (input, s) => {
    const result = await searchSocial({
      q: [s.Query, input.tabFilter, input.filter].filter((p) => p?.trim()).join(" ") || undefined,
      providers: split(s.Providers),
      languages: split(s.Languages),
      pageSize: num(s.PageSize, 10),
      pageNumber: 0,
    });
    return {
      available: true,
      items: result.items.map((item) => {
        const text = item.text;
        return {
          kind: "document",
          id: item.externalId,
          title: text.length > 120 ? `${text.slice(0, 117)}…` : text,
          date: item.publishedAt,
          publisher: item.authorName,
          link: socialItemLinks(item)[0]?.href,
          type: item.provider,
          teaser: text,
        };
      }),
    };
  },
  text: async (_input, s) => ({ available: true, items: [], text: s.Text ?? "" }),
  heat: heatContent,
  histogram: histogramContent,
  graph: graphContent,
};

/**
 * What a widget shows, through the same services as the API, as the reader sees it (their access to
 * the projects a widget names). A widget whose settings no longer resolve (a project gone or not
 * visible, a query that fails) shows a message instead of failing its whole tab.
 */
export async function resolveWidget(input: TResolveInput): Promise<TWidgetContent> {
  const kind = WIDGET_KINDS.find((k) => k.key === input.widget.key);
  if (!kind) return { available: false, message: `Not available: unknown widget key ${input.widget.key}.` };
  const settings = { ...kind.defaults, ...input.widget.settings };
  const q = widgetQuery(input.widget, input.tabFilter, input.filter);
  let content: TWidgetContent;
  try {
    content = await RESOLVERS[kind.data](input, settings, q);
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return { available: false, message: error.message };
    throw error;
  }
  if (!content.available || kind.data === "stories" || (!input.fromDate && !input.toDate)) return content;
  const inWindow = (item: TExportItem) =>
    !item.date || ((!input.fromDate || item.date >= input.fromDate) && (!input.toDate || item.date <= input.toDate));
  return { ...content, items: content.items.filter(inWindow) };
}

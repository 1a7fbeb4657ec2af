import "server-only";

import { safeHttpUrl, sanitizeHighlight } from "@/lib/server/markup/html-text";
import { MIN_DATE, type TSerializeOptions, type TWire, type TWireObject } from "./types";

/** What the atom and html formats show of one document row. */
export type TDocumentView = {
  id: string;
  title: string;
  publisher: string | null;
  published: Date | null;
  link: string | null;
  serviceUrl: string | null;
  /** Safe HTML: the sanitised highlighted teaser or full text. */
  snippetHtml: string | null;
};

function isObject(value: TWire | undefined): value is TWireObject {
  return value !== null && value !== undefined && typeof value === "object" && !Array.isArray(value);
}

function text(value: TWire | undefined): string | null {
  if (typeof value === "string" && value.trim() !== "") return value;
  if (typeof value === "number") return String(value);
  return null;
}

/** A wire datetime, or null when absent, invalid or the "does not apply" minimum. */
export function parseWireDate(value: TWire | undefined): Date | null {
  if (typeof value !== "string" || value === MIN_DATE) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2 ? null : date;
}

/**
 * The teaser's shape is not in the spec (only `extras=documentTeasers`), so the usual spellings are
 * accepted: a string, or an object with Text/Teaser/Description.
 */
function teaserText(extras: TWireObject): string | null {
  for (const key of ["DocumentTeaser", "DocumentTeasers", "Teaser"]) {
    const value = extras[key];
    const found = isObject(value) ? (text(value.Text) ?? text(value.Teaser) ?? text(value.Description)) : text(value);
    if (found) return found;
  }
  return null;
}

function snippetHtml(doc: TWireObject): string | null {
  if (!isObject(doc.Extras)) return null;
  const fullText = doc.Extras.DocumentFullText;
  const highlighted = isObject(fullText) ? text(fullText.HtmlFullText) : null;
  if (highlighted) return sanitizeHighlight(highlighted);
  // Teasers are highlighted like the full text (`<em>` around matches): sanitised, not escaped as plain
  // text, so the highlight shows as markup while anything else stays inert.
  const teaser = teaserText(doc.Extras);
  return teaser ? sanitizeHighlight(teaser) : null;
}

export function toDocumentView(doc: TWireObject, options: TSerializeOptions): TDocumentView {
  const serviceUrl = safeHttpUrl(text(doc.ServiceUrl), options.origin);
  return {
    id: text(doc.Id) ?? "",
    title: text(doc.Description) ?? "(untitled)",
    publisher: text(doc.Publisher),
    published: parseWireDate(doc.PublicationDate),
    link: safeHttpUrl(text(doc.SourceUrl), options.origin) ?? serviceUrl,
    serviceUrl,
    snippetHtml: snippetHtml(doc),
  };
}

/** Rows of a document list; a single document object counts as a list of one. */
export function documentRows(value: TWire): TWireObject[] {
  if (!isObject(value)) return [];
  if (Array.isArray(value.Items)) return value.Items.filter(isObject);
  return typeof value.Id === "string" && value.Id.startsWith("5_") ? [value] : [];
}

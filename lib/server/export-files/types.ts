import "server-only";
import type { TExportChart } from "./chart-svg";

export const EXPORT_FORMATS = ["xml", "html", "rtf", "docx"] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** What is exported: a project of one of the spec's types, a single widget, or a report (lib/server/reports). */
export type TExportKind = "Scrapbook" | "EntityList" | "MyPageTab" | "Widget" | "Report";

/** One row of an export: a document or an entity (fields as the API shows them). */
export type TExportItem = {
  kind: "document" | "entity";
  /** itemRef: `5_<n>` for a document, `11_<n>` for an entity. */
  id: string;
  title: string;
  /** Publication date of a document. */
  date?: Date;
  publisher?: string;
  /** Absolute http(s) URL (source, else the service's own page); anything else is not linked. */
  link?: string;
  /** Document type or entity type. */
  type?: string;
  /** A short text: teaser, snippet or entity description. */
  teaser?: string;
  /** When the item was added to the project. */
  addedAt?: Date;
};

/**
 * A titled group of items. A tab export has one section per widget; a project or widget export has
 * one. `text` holds free text (a Note widget) shown before the items.
 */
export type TExportSection = {
  title?: string;
  text?: string;
  /** A picture of what the widget shows (a chart), before the text. */
  chart?: TExportChart;
  items: TExportItem[];
};

/**
 * Give `sections` (tab: one per widget) or `items` (one untitled section); with neither the file
 * says "No items".
 */
export type TExportInput = {
  title: string;
  description?: string;
  kind: TExportKind;
  /** User name of the owner, shown in the header and as the document's author. */
  owner?: string;
  generatedAt: Date;
  sections?: TExportSection[];
  items?: TExportItem[];
};

export type TExportFile = {
  filename: string;
  contentType: string;
  body: Buffer;
};

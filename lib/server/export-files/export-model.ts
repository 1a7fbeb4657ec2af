import "server-only";

import { safeHttpUrl } from "@/lib/server/markup/html-text";
import { stripInvalidXmlChars } from "@/lib/server/markup/xml-text";
import type { TExportInput, TExportItem, TExportSection } from "./types";

// Shared by every writer, so the four formats show the same fields in the same order and words.

export const NO_ITEMS = "No items";

/** A section shows "No items" when it has neither items nor text nor a chart (a Note widget has only text). */
export function saysNoItems(section: TExportSection): boolean {
  return section.items.length === 0 && !section.text && !section.chart;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const pad = (n: number) => String(n).padStart(2, "0");

/** A readable UTC date, the same in every format and locale: "4 January 2019, 14:05 UTC". */
export function formatExportDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return (
    `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
  );
}

/** ISO 8601 UTC without milliseconds (DECISIONS 8), for machine-readable fields. */
export function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** Text safe for every format: no characters XML forbids (docx is XML), single-line when asked. */
export function cleanText(text: string | undefined, singleLine = false): string {
  const clean = stripInvalidXmlChars(text ?? "")
    .replace(/\r\n?/g, "\n")
    .trim();
  return singleLine ? clean.replace(/\s+/g, " ") : clean;
}

function cleanItem(item: TExportItem): TExportItem {
  return {
    ...item,
    id: cleanText(item.id, true),
    title: cleanText(item.title, true) || "(untitled)",
    publisher: cleanText(item.publisher, true) || undefined,
    type: cleanText(item.type, true) || undefined,
    teaser: cleanText(item.teaser) || undefined,
    link: safeHttpUrl(item.link) ?? undefined,
  };
}

/**
 * The input as the writers show it: clean text, only http(s) links, `items` as one untitled section,
 * and at least one section (so an empty export still says "No items").
 */
export type TExportView = {
  title: string;
  description?: string;
  owner?: string;
  kind: TExportInput["kind"];
  generatedAt: Date;
  sections: TExportSection[];
  totalCount: number;
  /** PNG renderings of the sections' charts (by section index), for the formats that embed bitmaps. */
  chartPngs?: Map<number, Buffer>;
};

export function exportView(input: TExportInput): TExportView {
  const given = input.sections ?? [{ items: input.items ?? [] }];
  const sections = (given.length > 0 ? given : [{ items: [] }]).map((section) => ({
    title: cleanText(section.title, true) || undefined,
    text: cleanText(section.text) || undefined,
    chart: section.chart,
    items: section.items.map(cleanItem),
  }));
  return {
    title: cleanText(input.title, true) || "Export",
    description: cleanText(input.description) || undefined,
    owner: cleanText(input.owner, true) || undefined,
    kind: input.kind,
    generatedAt: input.generatedAt,
    sections,
    totalCount: sections.reduce((sum, section) => sum + section.items.length, 0),
  };
}

/** Labelled details of an item, in display order (title and link are shown on their own). */
export function itemDetails(item: TExportItem): Array<[label: string, value: string]> {
  const details: Array<[string, string]> = [];
  if (item.date) details.push(["Date", formatExportDate(item.date)]);
  if (item.publisher) details.push(["Publisher", item.publisher]);
  if (item.type) details.push(["Type", item.type]);
  if (item.addedAt) details.push(["Added", formatExportDate(item.addedAt)]);
  return details;
}

/** The header line under the title: kind, owner and when the file was made. */
export function headerLine(view: TExportView): string {
  const parts: string[] = [view.kind];
  if (view.owner) parts.push(`by ${view.owner}`);
  parts.push(`exported ${formatExportDate(view.generatedAt)}`);
  return parts.join(" · ");
}

import "server-only";

import { isXmlName } from "@/lib/server/markup/xml-text";
import type { TWire } from "./types";

/** Arrays whose rows are named by what they hold (documents or entities), not by the array. */
const ROW_ARRAYS = new Set(["Items", "ItemSet", "Nodes"]);

/** Element names the spec (or the original service) gives that the "drop the s" rule gets wrong. */
const ROW_NAMES: Record<string, string> = {
  Projects: "ProjectData",
  Series: "HistogramSeries",
  Statuses: "Status",
  WidgetProjects: "WidgetProject",
  Roles: "Role",
  ItemSets: "ItemSet",
  Connections: "Connection",
  Facets: "Facet",
  Points: "Point",
};

function rowNameById(row: TWire): string {
  if (row === null || typeof row !== "object" || Array.isArray(row)) return "Item";
  const id = row.Id;
  if (typeof id !== "string") return "Item";
  if (id.startsWith("5_")) return "DocumentData";
  if (id.startsWith("11_") || id.startsWith("7_")) return "TermData";
  return "Item";
}

/** Element name of one row of the array stored under `key` (undefined key: an anonymous array). */
export function rowElementName(key: string | undefined, row: TWire): string {
  if (key === undefined || ROW_ARRAYS.has(key)) return rowNameById(row);
  const override = ROW_NAMES[key];
  if (override) return override;
  if (key.length > 1 && key.endsWith("s")) {
    const singular = key.slice(0, -1);
    if (isXmlName(singular)) return singular;
  }
  return "Item";
}

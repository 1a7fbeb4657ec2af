import "server-only";
import { now } from "@/lib/server/db/clock";
import { documentExportItem, entityExportItem } from "@/lib/server/export-files/summary-items";
import type { TExportFile, TExportFormat, TExportItem } from "@/lib/server/export-files/types";
import { writeExport } from "@/lib/server/export-files/write-export";
import { findItemKeysNewestFirst } from "./data/project-items";
import { projectItems, type TProjectItem } from "./list-items";
import type { TProjectView } from "./project-model";

/** An export holds at most this many items (most recently added first). */
export const EXPORT_ITEMS_MAX = 10_000;

/**
 * Export rows for a project's items: entities link to their page, documents to their attachment (a
 * signed link), else their source, else their page on this service.
 */
export function projectExportItems(items: TProjectItem[], origin: string, addedAt?: Map<string, Date>): TExportItem[] {
  return items.map((item) => {
    const row =
      item.kind === "entity" ? entityExportItem(item.entity, origin) : documentExportItem(item.document, origin);
    return addedAt?.get(row.id) ? { ...row, addedAt: addedAt.get(row.id) } : row;
  });
}

/** A project as a file (xml, html, rtf, docx) with each item's title, date, publisher and link. */
export async function exportProject(view: TProjectView, format: TExportFormat, origin: string): Promise<TExportFile> {
  const { project } = view;
  const rows = await findItemKeysNewestFirst(project.id, EXPORT_ITEMS_MAX);
  const addedAt = new Map(rows.map((r) => [`${r.item_class}_${r.item_id}`, r.added_at]));
  return writeExport(format, {
    title: project.description,
    description: `${project.project_type} 15_${project.id}`,
    kind: project.project_type,
    owner: project.owner_display_name,
    generatedAt: now(),
    items: projectExportItems(await projectItems(rows), origin, addedAt),
  });
}

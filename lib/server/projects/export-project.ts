import "server-only";
import { now } from "@/lib/server/db/clock";
import type { TExportFile, TExportFormat, TExportItem } from "@/lib/server/export-files/types";
import { writeExport } from "@/lib/server/export-files/write-export";
import { findItemKeysNewestFirst } from "./data/project-items";
import { itemRows } from "./list-items";
import type { TProjectView } from "./project-model";

/** An export holds at most this many items (most recently added first). */
export const EXPORT_ITEMS_MAX = 10_000;

type TRow = {
  Id: string;
  Description: string;
  Type: string;
  EntityReference?: string;
  PublicationDate?: Date;
  Publisher?: string;
  SourceUrl?: string;
  ServiceUrl?: string;
};

/** Export rows for item rows (document or entity items as the API shows them). */
export function toExportItems(rows: unknown[], origin: string, addedAt?: Map<string, Date>): TExportItem[] {
  return (rows as TRow[]).map((row) => {
    const entity = row.Id.startsWith("11_");
    return {
      kind: entity ? "entity" : "document",
      id: row.Id,
      title: row.Description,
      type: row.Type,
      ...(entity
        ? { link: `${origin}/entities/${encodeURIComponent(row.EntityReference ?? row.Id)}` }
        : { date: row.PublicationDate, publisher: row.Publisher, link: row.SourceUrl ?? row.ServiceUrl }),
      ...(addedAt?.get(row.Id) ? { addedAt: addedAt.get(row.Id) } : {}),
    };
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
    items: toExportItems(await itemRows(rows, origin), origin, addedAt),
  });
}

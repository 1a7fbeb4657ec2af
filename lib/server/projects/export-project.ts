import "server-only";
import { attachmentLink } from "@/lib/server/attachments/attachment-links";
import { now } from "@/lib/server/db/clock";
import { documentItemRef } from "@/lib/server/documents/document-item";
import { entityRef, entityReference } from "@/lib/server/entities/entity-keys";
import type { TExportFile, TExportFormat, TExportItem } from "@/lib/server/export-files/types";
import { writeExport } from "@/lib/server/export-files/write-export";
import { findItemKeysNewestFirst } from "./data/project-items";
import { projectItems, type TProjectItem } from "./list-items";
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

/**
 * Export rows for a project's items: entities link to their page, documents to their attachment (a
 * signed link), else their source, else their page on this service.
 */
export function projectExportItems(items: TProjectItem[], origin: string, addedAt?: Map<string, Date>): TExportItem[] {
  return items.map((item) => {
    const id = item.kind === "entity" ? entityRef(item.entity.id) : documentItemRef(item.document.id);
    const row: TExportItem =
      item.kind === "entity"
        ? {
            kind: "entity",
            id,
            title: item.entity.name,
            type: item.entity.type,
            link: `${origin}/entities/${encodeURIComponent(entityReference(item.entity.slug, item.entity.id))}`,
          }
        : {
            kind: "document",
            id,
            title: item.document.title,
            type: item.document.type,
            date: item.document.publishedAt,
            publisher: item.document.publisher,
            link: item.document.attachmentId
              ? attachmentLink(origin, item.document.attachmentId)
              : (item.document.sourceUrl ?? `${origin}/documents/${id}`),
          };
    return addedAt?.get(id) ? { ...row, addedAt: addedAt.get(id) } : row;
  });
}

/** Export rows for item rows as the API shows them (document or entity items: search results, graph nodes). */
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
    items: projectExportItems(await projectItems(rows), origin, addedAt),
  });
}

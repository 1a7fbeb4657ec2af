import "server-only";
import { findDocumentItemRows } from "@/lib/server/documents/data/visible-documents";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { toEntitySummary, type TEntitySummary } from "@/lib/server/entities/entity-summary";
import { findEntityItemRows, findItemKeyPage } from "./data/project-items";
import type { TProjectView } from "./project-model";

export type TItemWindow = { fromDate?: Date; toDate?: Date; pageSize: number; pageNumber: number };

/** An item of a project: a document (in a Scrapbook) or an entity (in an EntityList). */
export type TProjectItem =
  { kind: "document"; document: TDocumentSummary } | { kind: "entity"; entity: TEntitySummary };

/** A page of a project's items, with the number of items in the window and the project's name and change time. */
export type TProjectItemPage = { total: number; description: string; items: TProjectItem[]; updatedAt: Date };

/**
 * A project's items, most recently added first. fromDate/toDate limit the date an item was added.
 * A MyPageTab holds no items: an empty set.
 */
export async function listProjectItems(view: TProjectView, window: TItemWindow): Promise<TProjectItemPage> {
  const { project } = view;
  const { total, keys } = await findItemKeyPage(
    project.id,
    window,
    window.pageSize,
    window.pageSize * window.pageNumber,
  );
  return {
    total,
    description: project.description,
    items: await projectItems(keys),
    updatedAt: project.updated_at,
  };
}

/** The items for item keys, in the order given; items that no longer exist are left out. */
export async function projectItems(keys: { item_class: number; item_id: string }[]): Promise<TProjectItem[]> {
  const documentIds = keys.filter((k) => k.item_class === 5).map((k) => k.item_id);
  const entityIds = keys.filter((k) => k.item_class === 11).map((k) => k.item_id);
  const [documents, entities] = await Promise.all([
    documentIds.length ? findDocumentItemRows(documentIds) : Promise.resolve([]),
    entityIds.length ? findEntityItemRows(entityIds) : Promise.resolve([]),
  ]);
  const byRef = new Map<string, TProjectItem>();
  for (const d of documents) byRef.set(`5_${d.id}`, { kind: "document", document: toDocumentSummary(d) });
  for (const e of entities) byRef.set(`11_${e.id}`, { kind: "entity", entity: toEntitySummary(e) });
  return keys.flatMap((k) => {
    const item = byRef.get(`${k.item_class}_${k.item_id}`);
    return item ? [item] : [];
  });
}

import "server-only";
import { findDocumentItems } from "@/lib/server/documents/find-document-items";
import { toEntityItem } from "@/lib/server/entities/entity-item";
import { findEntityItemRows, findItemKeyPage } from "./data/project-items";
import type { TProjectView } from "./project-model";

export type TItemWindow = { fromDate?: Date; toDate?: Date; pageSize: number; pageNumber: number };

/**
 * A project's items as result rows (document items, entity items), most recently added first.
 * fromDate/toDate limit the date an item was added. A MyPageTab holds no items: an empty set.
 */
export async function listProjectItems(view: TProjectView, window: TItemWindow, origin: string) {
  const { project } = view;
  const { total, keys } = await findItemKeyPage(
    project.id,
    window,
    window.pageSize,
    window.pageSize * window.pageNumber,
  );
  return {
    TotalCount: total,
    Description: project.description,
    Items: await itemRows(keys, origin),
    LastUpdated: project.updated_at,
  };
}

/** Rows for item keys, in the order given; items that no longer exist are left out. */
export async function itemRows(keys: { item_class: number; item_id: string }[], origin: string) {
  const documentIds = keys.filter((k) => k.item_class === 5).map((k) => k.item_id);
  const entityIds = keys.filter((k) => k.item_class === 11).map((k) => k.item_id);
  const [documents, entities] = await Promise.all([
    findDocumentItems(documentIds, origin),
    entityIds.length ? findEntityItemRows(entityIds) : Promise.resolve([]),
  ]);
  const byRef = new Map<string, unknown>();
  for (const d of documents) byRef.set(d.Id, d);
  for (const e of entities) byRef.set(`11_${e.id}`, toEntityItem(e));
  return keys.flatMap((k) => {
    const row = byRef.get(`${k.item_class}_${k.item_id}`);
    return row ? [row] : [];
  });
}

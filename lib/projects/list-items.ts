import "server-only";
import { findDocumentItems } from "@/lib/documents/find-document-items";
import { pool } from "@/lib/db/pool";
import { toEntityItem, type TEntityItemRow } from "@/lib/entities/entity-item";
import type { TProjectView } from "./project-model";

export type TItemWindow = { fromDate?: Date; toDate?: Date; pageSize: number; pageNumber: number };

/**
 * A project's items as result rows (document items, entity items), most recently added first.
 * fromDate/toDate limit the date an item was added. A MyPageTab holds no items: an empty set.
 */
export async function listProjectItems(view: TProjectView, window: TItemWindow, origin: string) {
  const { project } = view;
  const args = [project.id, window.fromDate ?? null, window.toDate ?? null];
  const where = `project_id = $1 AND ($2::timestamptz IS NULL OR added_at >= $2) AND ($3::timestamptz IS NULL OR added_at <= $3)`;
  const [{ rows: count }, { rows }] = await Promise.all([
    pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM project_items WHERE ${where}`, args),
    pool().query<{ item_class: number; item_id: string }>(
      `SELECT item_class, item_id FROM project_items WHERE ${where}
       ORDER BY added_at DESC, item_class, item_id LIMIT $4 OFFSET $5`,
      [...args, window.pageSize, window.pageSize * window.pageNumber],
    ),
  ]);
  return {
    TotalCount: count[0]!.n,
    Description: project.description,
    Items: await itemRows(rows, origin),
    LastUpdated: project.updated_at,
  };
}

/** Rows for item keys, in the order given; items that no longer exist are left out. */
export async function itemRows(keys: { item_class: number; item_id: string }[], origin: string) {
  const documentIds = keys.filter((k) => k.item_class === 5).map((k) => k.item_id);
  const entityIds = keys.filter((k) => k.item_class === 11).map((k) => k.item_id);
  const [documents, entities] = await Promise.all([
    findDocumentItems(documentIds, origin),
    entityIds.length
      ? pool().query<TEntityItemRow>(
          `SELECT id, type, name, slug, updated_at FROM entities WHERE id = ANY($1::int8[])`,
          [entityIds],
        )
      : Promise.resolve({ rows: [] as TEntityItemRow[] }),
  ]);
  const byRef = new Map<string, unknown>();
  for (const d of documents) byRef.set(d.Id, d);
  for (const e of entities.rows) byRef.set(`11_${e.id}`, toEntityItem(e));
  return keys.flatMap((k) => {
    const row = byRef.get(`${k.item_class}_${k.item_id}`);
    return row ? [row] : [];
  });
}

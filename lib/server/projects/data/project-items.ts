import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TEntityItemRow } from "@/lib/server/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { commentVisibleSql, commentVisibleText } from "@/lib/server/users/user-groups";
import type { TItemKey } from "../item-refs";

/** A stored item key as the table has it. */
export type TItemRowKey = TRow<"project_items", "item_class" | "item_id">;

/**
 * Adds items to projects, each up to its MaxItems (items already there are skipped); the project id of
 * every row added.
 */
export async function insertItemsWithinRoom(
  q: TQueryable,
  projectIds: string[],
  items: TItemKey[],
  addedBy: number,
): Promise<string[]> {
  const { rows } = await q.query<TRow<"project_items", "project_id">>(
    `WITH target AS (
       SELECT p.id, greatest(0, p.max_items - (SELECT count(*) FROM project_items i WHERE i.project_id = p.id)) AS room
       FROM projects p WHERE p.id = ANY($1::int8[])),
     candidate AS (
       SELECT t.id AS project_id, c.item_class, c.item_id, t.room,
              row_number() OVER (PARTITION BY t.id ORDER BY c.ord) AS n
       FROM target t
       CROSS JOIN unnest($2::int2[], $3::int8[]) WITH ORDINALITY AS c(item_class, item_id, ord)
       WHERE NOT EXISTS (SELECT 1 FROM project_items i
                         WHERE i.project_id = t.id AND i.item_class = c.item_class AND i.item_id = c.item_id))
     INSERT INTO project_items (project_id, item_class, item_id, added_by)
     SELECT project_id, item_class, item_id, $4 FROM candidate WHERE n <= room
     ON CONFLICT DO NOTHING
     RETURNING project_id`,
    [projectIds, items.map((i) => i.itemClass), items.map((i) => i.itemId), addedBy],
  );
  return rows.map((r) => r.project_id);
}

/** Removes these items from the projects; the project id of every row removed. */
export async function deleteItemRows(q: TQueryable, projectIds: string[], items: TItemKey[]): Promise<string[]> {
  const { rows } = await q.query<TRow<"project_items", "project_id">>(
    `DELETE FROM project_items i USING unnest($2::int2[], $3::int8[]) AS c(item_class, item_id)
     WHERE i.project_id = ANY($1::int8[]) AND i.item_class = c.item_class AND i.item_id = c.item_id
     RETURNING i.project_id`,
    [projectIds, items.map((i) => i.itemClass), items.map((i) => i.itemId)],
  );
  return rows.map((r) => r.project_id);
}

/** How many of the project's items are not among these. */
export async function countItemsOtherThan(q: TQueryable, projectId: string, items: TItemKey[]): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM project_items i
       WHERE i.project_id = $1 AND NOT EXISTS (SELECT 1 FROM unnest($2::int2[], $3::int8[]) AS c(item_class, item_id)
                                               WHERE c.item_class = i.item_class AND c.item_id = i.item_id)`,
    [projectId, items.map((i) => i.itemClass), items.map((i) => i.itemId)],
  );
  return rows[0]!.n;
}

/**
 * The refs (`5_<n>`, `11_<n>`) of these documents and entities that exist, documents only when the
 * caller may see them.
 */
export async function findExistingItemRefs(
  q: TQueryable,
  callerId: number,
  documentIds: string[],
  entityIds: string[],
): Promise<string[]> {
  const { rows } = await q.query<{ ref: string }>(
    `SELECT '5_' || d.id AS ref FROM documents d WHERE d.id = ANY($1::int8[])
       AND ${commentVisibleText("$3")}
     UNION ALL SELECT '11_' || e.id FROM entities e WHERE e.id = ANY($2::int8[])`,
    [documentIds, entityIds, callerId],
  );
  return rows.map((r) => r.ref);
}

/** Copies every item of one project into another (same added_at, added by `addedBy`). */
export async function copyProjectItems(q: TQueryable, fromId: string, toId: string, addedBy: number): Promise<void> {
  await q.query(
    `INSERT INTO project_items (project_id, item_class, item_id, added_at, added_by)
         SELECT $2, item_class, item_id, added_at, $3 FROM project_items WHERE project_id = $1`,
    [fromId, toId, addedBy],
  );
}

/** The project's item keys, oldest first. */
export async function findItemKeysOldestFirst(q: TQueryable, projectId: string): Promise<TItemKey[]> {
  const { rows } = await q.query<TRow<"project_items", "item_id"> & { item_class: TItemKey["itemClass"] }>(
    `SELECT item_class, item_id FROM project_items WHERE project_id = $1 ORDER BY added_at, item_class, item_id`,
    [projectId],
  );
  return rows.map((i) => ({ itemClass: i.item_class, itemId: i.item_id }));
}

/** A page of the project's item keys added in the window, most recently added first, and how many there are. */
export async function findItemKeyPage(
  projectId: string,
  window: { fromDate?: Date; toDate?: Date },
  limit: number,
  offset: number,
): Promise<{ total: number; keys: TItemRowKey[] }> {
  const args = [projectId, window.fromDate ?? null, window.toDate ?? null];
  const where = `project_id = $1 AND ($2::timestamptz IS NULL OR added_at >= $2) AND ($3::timestamptz IS NULL OR added_at <= $3)`;
  const [{ rows: count }, { rows }] = await Promise.all([
    pool().query<{ n: number }>(`SELECT count(*)::int AS n FROM project_items WHERE ${where}`, args),
    pool().query<TItemRowKey>(
      `SELECT item_class, item_id FROM project_items WHERE ${where}
       ORDER BY added_at DESC, item_class, item_id LIMIT $4 OFFSET $5`,
      [...args, limit, offset],
    ),
  ]);
  return { total: count[0]!.n, keys: rows };
}

/** Up to `limit` of the project's items with the time each was added, most recently added first. */
export async function findItemKeysNewestFirst(
  projectId: string,
  limit: number,
): Promise<TRow<"project_items", "item_class" | "item_id" | "added_at">[]> {
  const { rows } = await pool().query<TRow<"project_items", "item_class" | "item_id" | "added_at">>(
    `SELECT item_class, item_id, added_at FROM project_items WHERE project_id = $1
     ORDER BY added_at DESC, item_class, item_id LIMIT $2`,
    [projectId, limit],
  );
  return rows;
}

/** The entity ids of the project's items. */
export async function findEntityItemIds(projectId: string): Promise<string[]> {
  const { rows } = await pool().query<TRow<"project_items", "item_id">>(
    `SELECT item_id FROM project_items WHERE project_id = $1 AND item_class = 11`,
    [projectId],
  );
  return rows.map((r) => r.item_id);
}

/** The entity item rows of these entities (entities that no longer exist are left out). */
export async function findEntityItemRows(entityIds: string[]): Promise<TEntityItemRow[]> {
  const { rows } = await pool().query<TEntityItemRow>(
    `SELECT id, type, name, slug, updated_at FROM entities WHERE id = ANY($1::int8[])`,
    [entityIds],
  );
  return rows;
}

/** The newest documents (at most `limit`) matching a compiled query that the caller may see. */
export async function findDocumentIdsMatching(where: Prisma.Sql, callerId: number, limit: number): Promise<string[]> {
  const rows = await sqlRows<TRow<"documents", "id">>(Prisma.sql`
      SELECT d.id FROM documents d
      WHERE ${where} AND ${commentVisibleSql(callerId)}
      ORDER BY d.published_at DESC, d.id DESC LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/** The entity of this type most mentioned under this alias key, or undefined. */
export async function findEntityIdByAlias(aliasKey: string, type: string): Promise<string | undefined> {
  const { rows } = await pool().query<TRow<"entities", "id">>(
    `SELECT e.id FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
         WHERE a.alias_key = $1 AND e.type = $2 ORDER BY e.doc_count DESC, e.id LIMIT 1`,
    [aliasKey, type],
  );
  return rows[0]?.id;
}

import "server-only";
import type pg from "pg";
import type { TItemKey } from "./item-refs";

/**
 * Every project downstream of this one through subscriptions (subscribers, their subscribers, …).
 * Subscriptions never form cycles (subscribe refuses them), so the walk ends.
 */
export async function downstreamProjects(client: pg.PoolClient, projectId: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `WITH RECURSIVE down(id) AS (
       SELECT subscriber_id FROM project_subscriptions WHERE distributor_id = $1
       UNION SELECT s.subscriber_id FROM project_subscriptions s JOIN down ON s.distributor_id = down.id)
     SELECT id FROM down ORDER BY id`,
    [projectId],
  );
  return rows.map((r) => r.id);
}

/** Adds items to projects (each up to its MaxItems); bumps Version and LastUpdated where something changed. */
export async function insertItems(
  client: pg.PoolClient,
  projectIds: string[],
  items: TItemKey[],
  addedBy: number,
): Promise<number> {
  if (projectIds.length === 0 || items.length === 0) return 0;
  const { rows } = await client.query<{ project_id: string }>(
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
  await touchProjects(client, [...new Set(rows.map((r) => r.project_id))]);
  return rows.length;
}

export async function deleteItems(client: pg.PoolClient, projectIds: string[], items: TItemKey[]): Promise<number> {
  if (projectIds.length === 0 || items.length === 0) return 0;
  const { rows } = await client.query<{ project_id: string }>(
    `DELETE FROM project_items i USING unnest($2::int2[], $3::int8[]) AS c(item_class, item_id)
     WHERE i.project_id = ANY($1::int8[]) AND i.item_class = c.item_class AND i.item_id = c.item_id
     RETURNING i.project_id`,
    [projectIds, items.map((i) => i.itemClass), items.map((i) => i.itemId)],
  );
  await touchProjects(client, [...new Set(rows.map((r) => r.project_id))]);
  return rows.length;
}

/** Version increments on every change and LastUpdated moves (strictly, even within one millisecond). */
export async function touchProjects(client: pg.PoolClient, projectIds: string[]): Promise<void> {
  if (projectIds.length === 0) return;
  await client.query(
    `UPDATE projects SET version = version + 1,
       updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
     WHERE id = ANY($1::int8[])`,
    [projectIds],
  );
}

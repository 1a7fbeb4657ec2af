import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRowAs } from "@/lib/server/db/table-rows";

/** Every project downstream of this one through subscriptions (subscribers, their subscribers, …), by id. */
export async function findDownstreamProjectIds(q: TQueryable, projectId: string): Promise<string[]> {
  const { rows } = await q.query<TRowAs<"project_subscriptions", { id: "subscriber_id" }>>(
    `WITH RECURSIVE down(id) AS (
       SELECT subscriber_id FROM project_subscriptions WHERE distributor_id = $1
       UNION SELECT s.subscriber_id FROM project_subscriptions s JOIN down ON s.distributor_id = down.id)
     SELECT id FROM down ORDER BY id`,
    [projectId],
  );
  return rows.map((r) => r.id);
}

/** Serialises subscription changes until the transaction ends (so two links cannot close a cycle together). */
export async function lockSubscriptions(q: TQueryable): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('project_subscriptions'))`);
}

/** Whether `projectId` already receives changes from `fromId` (directly or through others). */
export async function receivesFrom(q: TQueryable, projectId: string, fromId: string): Promise<boolean> {
  const { rows: cycle } = await q.query(
    `WITH RECURSIVE up(id) AS (
       SELECT distributor_id FROM project_subscriptions WHERE subscriber_id = $1
       UNION SELECT s.distributor_id FROM project_subscriptions s JOIN up ON s.subscriber_id = up.id)
     SELECT 1 FROM up WHERE id = $2`,
    [projectId, fromId],
  );
  return cycle.length > 0;
}

export async function insertSubscription(
  q: TQueryable,
  subscriberId: string,
  distributorId: string,
  createdBy: number,
): Promise<void> {
  await q.query(
    `INSERT INTO project_subscriptions (subscriber_id, distributor_id, created_by) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [subscriberId, distributorId, createdBy],
  );
}

/** Ends a subscription; whether there was one. */
export async function deleteSubscription(q: TQueryable, subscriberId: string, distributorId: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `DELETE FROM project_subscriptions WHERE subscriber_id = $1 AND distributor_id = $2`,
    [subscriberId, distributorId],
  );
  return (rowCount ?? 0) > 0;
}

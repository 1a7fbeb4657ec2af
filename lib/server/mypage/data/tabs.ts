import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";

export async function setTabFilter(q: TQueryable, tabId: string, filter: string): Promise<void> {
  await q.query(`UPDATE projects SET filter = $2 WHERE id = $1`, [tabId, filter]);
}

/** Changes the tab's description and filter where given (null keeps the stored value). */
export async function updateTabFields(
  q: TQueryable,
  tabId: string,
  description: string | null,
  filter: string | null,
): Promise<void> {
  await q.query(
    `UPDATE projects SET description = coalesce($2, description), filter = coalesce($3, filter) WHERE id = $1`,
    [tabId, description, filter],
  );
}

export async function countOwnedTabs(userId: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM projects WHERE owner_id = $1 AND project_type = 'MyPageTab'`,
    [userId],
  );
  return rows[0]!.n;
}

/** Sets the user property `name` to 'given' unless the user has it already; whether it was set now. */
export async function claimUserProperty(userId: number, name: string): Promise<boolean> {
  const { rowCount } = await pool().query(
    `INSERT INTO user_properties (user_id, name, value, updated_at) VALUES ($1, $2, 'given', now())
     ON CONFLICT (user_id, lower(name)) DO NOTHING`,
    [userId, name],
  );
  return Boolean(rowCount);
}

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";

/** Advisory lock class of one user's tab order (the second key is the user id). */
const TAB_ORDER_LOCK = 6006;

/** The user's stored tab positions: project id → order_no. */
export async function findTabOrder(userId: number, q: TQueryable = pool()): Promise<Map<string, number>> {
  const { rows } = await q.query<TRow<"mypage_tab_order", "project_id" | "order_no">>(
    `SELECT project_id::text AS project_id, order_no FROM mypage_tab_order WHERE user_id = $1`,
    [userId],
  );
  return new Map(rows.map((r) => [r.project_id, r.order_no]));
}

/** Takes the user's tab-order lock until the transaction ends. */
export async function lockTabOrder(q: TQueryable, userId: number): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock($1, $2)`, [TAB_ORDER_LOCK, userId]);
}

/** Stores the user's whole tab order: the projects in this order, positions dense from 0. */
export async function replaceTabOrder(q: TQueryable, userId: number, projectIds: string[]): Promise<void> {
  await q.query(`DELETE FROM mypage_tab_order WHERE user_id = $1`, [userId]);
  await q.query(
    `INSERT INTO mypage_tab_order (user_id, project_id, order_no)
       SELECT $1, x.id, x.n - 1 FROM unnest($2::int8[]) WITH ORDINALITY AS x(id, n)`,
    [userId, projectIds],
  );
}

/** Removes the tab from the user's order. */
export async function deleteTabOrderEntry(userId: number, projectId: string, q: TQueryable = pool()): Promise<void> {
  await q.query(`DELETE FROM mypage_tab_order WHERE user_id = $1 AND project_id = $2`, [userId, projectId]);
}

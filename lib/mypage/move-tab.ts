import "server-only";
import { withTransaction } from "@/lib/db/pool";
import type { TActor } from "@/lib/projects/project-model";
import { findTab, tabNotFound } from "./find-tab";
import { listProjects } from "@/lib/projects/list-projects";
import { sortTabs, tabOrder, tabsResult } from "./list-tabs";
import { moveInList } from "./order";
import type { TTabSelector } from "./tab-model";

/** Advisory lock class of one user's tab order (the second key is the user id). */
const TAB_ORDER_LOCK = 6006;

/**
 * Moves a tab to position orderNo (0 = first) of the caller's own tab order; the tabs at or after
 * that position shift back one. A position past the end puts the tab last. The order is per user
 * (a shared tab can sit anywhere in each user's list) and is stored whole, dense from 0, under a
 * per-user lock, so concurrent moves leave a consistent order. Answers the caller's tabs in order.
 */
export async function moveTab(actor: TActor, selector: TTabSelector, orderNo: number) {
  // The tabs are read before the transaction: a waiter for the lock must not hold the connection that
  // the holder needs for a second query (the pool is small).
  const tab = await findTab(actor, selector);
  const tabs = await listProjects(actor, { projectType: "MyPageTab" });
  // Only tabs in the caller's list have a place in it (an admin may view others' tabs, not order them).
  if (!tabs.some((v) => v.project.id === tab.project.id)) throw tabNotFound(`15_${tab.project.id}`);
  return withTransaction(async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock($1, $2)`, [TAB_ORDER_LOCK, actor.userId]);
    const views = sortTabs(tabs, await tabOrder(actor, client));
    const order = moveInList(
      views.map((v) => v.project.id),
      tab.project.id,
      orderNo,
    );
    await client.query(`DELETE FROM mypage_tab_order WHERE user_id = $1`, [actor.userId]);
    await client.query(
      `INSERT INTO mypage_tab_order (user_id, project_id, order_no)
       SELECT $1, x.id, x.n - 1 FROM unnest($2::int8[]) WITH ORDINALITY AS x(id, n)`,
      [actor.userId, order],
    );
    const byId = new Map(views.map((v) => [v.project.id, v]));
    return tabsResult(order.map((id) => byId.get(id)!));
  });
}

import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import type { TActor } from "@/lib/server/projects/project-model";
import { lockTabOrder, replaceTabOrder } from "./data/tab-order";
import { findTab, tabNotFound } from "./find-tab";
import { listProjects } from "@/lib/server/projects/list-projects";
import { sortTabs, tabOrder, tabsInOrder } from "./list-tabs";
import { moveInList } from "./order";
import type { TTab, TTabSelector } from "./tab-model";

/**
 * Moves a tab to position orderNo (0 = first) of the caller's own tab order; the tabs at or after
 * that position shift back one. A position past the end puts the tab last. The order is per user
 * (a shared tab can sit anywhere in each user's list) and is stored whole, dense from 0, under a
 * per-user lock, so concurrent moves leave a consistent order. Answers the caller's tabs in order.
 */
export async function moveTab(actor: TActor, selector: TTabSelector, orderNo: number): Promise<TTab[]> {
  // The tabs are read before the transaction: a waiter for the lock must not hold the connection that
  // the holder needs for a second query (the pool is small).
  const tab = await findTab(actor, selector);
  const tabs = await listProjects(actor, { projectType: "MyPageTab" });
  // Only tabs in the caller's list have a place in it (an admin may view others' tabs, not order them).
  if (!tabs.some((v) => v.project.id === tab.project.id)) throw tabNotFound(`15_${tab.project.id}`);
  return withTransaction(async (client) => {
    await lockTabOrder(client, actor.userId);
    const views = sortTabs(tabs, await tabOrder(actor, client));
    const order = moveInList(
      views.map((v) => v.project.id),
      tab.project.id,
      orderNo,
    );
    await replaceTabOrder(client, actor.userId, order);
    const byId = new Map(views.map((v) => [v.project.id, v]));
    return tabsInOrder(order.map((id) => byId.get(id)!));
  });
}

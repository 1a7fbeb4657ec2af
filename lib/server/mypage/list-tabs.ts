import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { listProjects } from "@/lib/server/projects/list-projects";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { findTabOrder } from "./data/tab-order";
import { toTab, type TTab } from "./tab-model";

/**
 * The tabs the caller can see (own and shared with them) in the caller's order: tabs placed by
 * /mypagetab/move first, by their position; then the others (new or newly shared) by creation time.
 * OrderNo is the position in this list, dense from 0.
 */
export async function orderedTabs(actor: TActor): Promise<TProjectView[]> {
  const [views, placed] = await Promise.all([listProjects(actor, { projectType: "MyPageTab" }), tabOrder(actor)]);
  return sortTabs(views, placed);
}

/** The caller's stored tab positions: project id → order_no. */
export function tabOrder(actor: TActor, client?: TQueryable): Promise<Map<string, number>> {
  return findTabOrder(actor.userId, client);
}

export function sortTabs(views: TProjectView[], placed: Map<string, number>): TProjectView[] {
  const rank = (v: TProjectView) => placed.get(v.project.id) ?? Number.MAX_SAFE_INTEGER;
  return [...views].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.project.created_at.getTime() - b.project.created_at.getTime() ||
      Number(BigInt(a.project.id) - BigInt(b.project.id)),
  );
}

/** The tabs in this order, each with its place (orderNo, dense from 0). */
export const tabsInOrder = (views: TProjectView[]): TTab[] => views.map((v, i) => toTab(v, i));

export async function listTabs(actor: TActor): Promise<TTab[]> {
  return tabsInOrder(await orderedTabs(actor));
}

import "server-only";
import type pg from "pg";
import { pool } from "@/lib/db/pool";
import { listProjects } from "@/lib/projects/list-projects";
import type { TActor, TProjectView } from "@/lib/projects/project-model";
import { toWidgetProject } from "./tab-model";

type TQueryable = Pick<pg.PoolClient, "query">;

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
export async function tabOrder(actor: TActor, client?: TQueryable): Promise<Map<string, number>> {
  const { rows } = await (client ?? pool()).query<{ project_id: string; order_no: number }>(
    `SELECT project_id::text AS project_id, order_no FROM mypage_tab_order WHERE user_id = $1`,
    [actor.userId],
  );
  return new Map(rows.map((r) => [r.project_id, r.order_no]));
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

/** `{WidgetProjects: [WidgetProject with OrderNo], TotalCount, LastUpdated}` (newest LastUpdatedUtc). */
export function tabsResult(views: TProjectView[]) {
  const projects = views.map((v, i) => toWidgetProject(v, i));
  const newest = views.reduce<Date | undefined>(
    (max, v) => (!max || v.project.updated_at > max ? v.project.updated_at : max),
    undefined,
  );
  return { TotalCount: projects.length, WidgetProjects: projects, LastUpdated: newest };
}

export async function listTabs(actor: TActor) {
  return tabsResult(await orderedTabs(actor));
}

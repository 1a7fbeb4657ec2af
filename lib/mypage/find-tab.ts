import "server-only";
import type pg from "pg";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { findProjectById, parseProjectId, requireWrite } from "@/lib/projects/find-project";
import type { TActor, TProjectView } from "@/lib/projects/project-model";
import type { TTabSelector } from "./tab-model";
import { parseGuid, WIDGET_ORDER, WIDGET_SELECT, type TWidgetRow } from "./widget-model";

type TQueryable = Pick<pg.PoolClient, "query">;

export const tabNotFound = (what: string) => new DomainError("TAB_NOT_FOUND", `no MyPage tab ${what} that you can see`);

/**
 * A MyPage tab as the caller sees it (access rules of lib/projects: owner, shares, admin read).
 * tabId (GUID) wins over projectId/projectRef; a project of another type is a 404 like a missing tab.
 * forUpdate locks the tab's row: every layout change holds it, so concurrent changes serialise.
 */
export async function findTab(
  actor: TActor,
  selector: TTabSelector,
  opts: { client?: TQueryable; forUpdate?: boolean } = {},
): Promise<TProjectView> {
  const db = opts.client ?? pool();
  let id: string;
  let what: string;
  if (selector.tabId !== undefined) {
    const guid = parseGuid(selector.tabId, "tabId");
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM projects WHERE guid = $1::uuid`, [guid]);
    if (!rows[0]) throw tabNotFound(guid);
    id = rows[0].id;
    what = guid;
  } else if (selector.projectId !== undefined || selector.projectRef !== undefined) {
    const name = selector.projectId !== undefined ? "projectId" : "projectRef";
    id = parseProjectId((selector.projectId ?? selector.projectRef)!, name);
    what = `15_${id}`;
  } else {
    throw new DomainError("MISSING_PARAMETER", "tabId or projectId: name the tab");
  }
  let view: TProjectView;
  try {
    view = await findProjectById(actor, id, { client: opts.client, forUpdate: opts.forUpdate });
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw tabNotFound(what);
    throw error;
  }
  if (view.project.project_type !== "MyPageTab") throw tabNotFound(what);
  // Two names for the tab must name the same one: never pick one silently.
  for (const [name, value] of [
    ["projectId", selector.projectId],
    ["projectRef", selector.projectRef],
  ] as const) {
    if (value !== undefined && parseProjectId(value, name) !== String(view.project.id)) {
      const first = selector.tabId !== undefined ? "tabId" : "projectId";
      throw new DomainError("CONFLICTING_PARAMETERS", `parameters ${first} and ${name} name different tabs`);
    }
  }
  return view;
}

/** The tab locked for a change the caller may make (owner or collaborator; read-only: 403). */
export async function lockTabForWrite(client: pg.PoolClient, actor: TActor, selector: TTabSelector) {
  return requireWrite(await findTab(actor, selector, { client, forUpdate: true }));
}

/** The widgets of a tab in layout order. */
export async function tabWidgets(tabId: string, client?: TQueryable): Promise<TWidgetRow[]> {
  const { rows } = await (client ?? pool()).query<TWidgetRow>(
    `${WIDGET_SELECT} WHERE w.tab_id = $1 ORDER BY ${WIDGET_ORDER}`,
    [tabId],
  );
  return rows;
}

import "server-only";
import type pg from "pg";
import type { TQueryable } from "@/lib/server/db/queryable";
import { DomainError } from "@/lib/server/errors";
import { findProjectIdByGuid } from "@/lib/server/projects/data/projects";
import { findProjectById, parseProjectId, requireWrite } from "@/lib/server/projects/find-project";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import type { TTabSelector } from "./tab-model";
import { findTabWidgets } from "./data/widgets";
import { parseGuid, type TWidgetRow } from "./widget-model";

export const tabNotFound = (what: string) => new DomainError("TAB_NOT_FOUND", `no MyPage tab ${what} that you can see`);

/**
 * A MyPage tab as the caller sees it (access rules of lib/server/projects: owner, shares, admin read).
 * tabId (GUID) wins over projectId/projectRef; a project of another type is a 404 like a missing tab.
 * forUpdate locks the tab's row: every layout change holds it, so concurrent changes serialise.
 */
export async function findTab(
  actor: TActor,
  selector: TTabSelector,
  opts: { client?: TQueryable; forUpdate?: boolean } = {},
): Promise<TProjectView> {
  let id: string;
  let what: string;
  if (selector.tabId !== undefined) {
    const guid = parseGuid(selector.tabId, "tabId");
    const found = await findProjectIdByGuid(guid, opts.client);
    if (found === undefined) throw tabNotFound(guid);
    id = found;
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
export function tabWidgets(tabId: string, client?: TQueryable): Promise<TWidgetRow[]> {
  return findTabWidgets(tabId, client);
}

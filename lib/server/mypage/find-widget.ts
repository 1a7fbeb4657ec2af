import "server-only";
import type pg from "pg";
import { DomainError } from "@/lib/server/errors";
import { requireWrite } from "@/lib/server/projects/find-project";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { findWidgetRow, findWidgetTabId } from "./data/widgets";
import { findTab } from "./find-tab";
import { parseGuid, toWidget, widgetNotFound, type TWidget, type TWidgetRow } from "./widget-model";

export type TWidgetView = { widget: TWidgetRow; tab: TProjectView };

/**
 * A widget with its tab as the caller sees it: a widget on a tab the caller cannot see is the same
 * 404 as a missing one. With a client and `write`, the tab's row is locked and write access required
 * (read-only share: 403), so the change serialises with every other change of the tab.
 */
export async function findWidget(
  actor: TActor,
  widgetId: string,
  opts: { client?: pg.PoolClient; write?: boolean; parameter?: string } = {},
): Promise<TWidgetView> {
  const id = parseGuid(widgetId, opts.parameter ?? "widgetId");
  const tabId = await findWidgetTabId(id, opts.client);
  if (tabId === undefined) throw widgetNotFound(id);
  let tab: TProjectView;
  try {
    tab = await findTab(actor, { projectId: tabId }, { client: opts.client, forUpdate: opts.write });
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw widgetNotFound(id);
    throw error;
  }
  if (opts.write) requireWrite(tab);
  const widget = await findWidgetRow(id, opts.client);
  if (!widget) throw widgetNotFound(id); // deleted while we waited for the lock
  return { widget, tab };
}

/** A widget the caller can see (a widget on a tab the caller cannot see: 404). */
export async function getWidget(actor: TActor, widgetId: string): Promise<TWidget> {
  return toWidget((await findWidget(actor, widgetId)).widget);
}

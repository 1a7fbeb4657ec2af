import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { touchProjects } from "@/lib/server/projects/propagate-items";
import type { TActor, TProjectView } from "@/lib/server/projects/project-model";
import { findTabWidgetIds } from "./data/widgets";
import { findTab, lockTabForWrite } from "./find-tab";
import { findWidget } from "./find-widget";
import { bad } from "./parse-json-param";
import { placeWidget } from "./place-widget";
import type { TLayoutEntry } from "./widget-input";

/**
 * Moves a widget to (widgetGroup, orderNo) of its tab: lower orderNo is higher up; the widgets at or
 * after that place shift down, its old zone closes up, every zone stays dense from 0. Holds the tab's
 * row lock, so concurrent moves serialise. The tab's and the widget's LastUpdatedUtc move when the
 * position changed. Answers the tab after the move.
 */
export async function moveWidget(actor: TActor, move: TLayoutEntry): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const { tab } = await findWidget(actor, move.widgetId, { client, write: true });
    const id = move.widgetId.toLowerCase();
    if (await placeWidget(client, tab.project.id, { id, group: move.widgetGroup, orderNo: move.orderNo }))
      await touchProjects(client, [tab.project.id]);
    return findTab(actor, { projectId: tab.project.id }, { client });
  });
}

/**
 * Legacy /updateTabLayout: applies a layout (entries of one tab) as successive moves, by ascending
 * orderNo, so a complete layout comes out exactly as given. A widget of another tab is a 400.
 */
export async function updateTabLayout(actor: TActor, tabId: string, layout: TLayoutEntry[]): Promise<TProjectView> {
  return withTransaction(async (client) => {
    const tab = await lockTabForWrite(client, actor, { tabId });
    const onTab = new Set(await findTabWidgetIds(client, tab.project.id));
    layout.forEach((e, i) => {
      if (!onTab.has(e.widgetId)) throw bad(`layoutTree[${i}].widgetId`, `widget ${e.widgetId} is not on this tab`);
    });
    let changed = false;
    for (const e of [...layout].sort((a, b) => a.orderNo - b.orderNo)) {
      if (await placeWidget(client, tab.project.id, { id: e.widgetId, group: e.widgetGroup, orderNo: e.orderNo }))
        changed = true;
    }
    if (changed) await touchProjects(client, [tab.project.id]);
    return findTab(actor, { projectId: tab.project.id }, { client });
  });
}

import "server-only";
import type pg from "pg";
import type { TProjectView } from "@/lib/server/projects/project-model";
import { tabWidgets } from "./find-tab";
import { toTab, type TTab } from "./tab-model";
import { toWidget, type TWidget } from "./widget-model";

/** A tab with its widgets in layout order (LeftZone, MiddleZone, RightZone, each by OrderNo). */
export type TTabContent = { tab: TTab; widgets: TWidget[] };

/**
 * What GET /mypagetab (and the layout changes) show: the tab and its widgets in layout order. The tab's
 * updatedAt (its LastUpdatedUtc) moves on every layout change.
 */
export async function tabContent(view: TProjectView, client?: Pick<pg.PoolClient, "query">): Promise<TTabContent> {
  const widgets = await tabWidgets(view.project.id, client);
  return { tab: toTab(view), widgets: widgets.map(toWidget) };
}

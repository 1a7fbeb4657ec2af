import "server-only";
import type pg from "pg";
import type { TProjectView } from "@/lib/server/projects/project-model";
import { tabWidgets } from "./find-tab";
import { toWidgetProject } from "./tab-model";
import { toTabRow } from "./widget-model";

/**
 * The answer of GET /mypagetab (and of the layout changes): the tab's widgets as tab rows
 * `{Widget, LastUpdated}` in layout order, and the tab record in Extras.WidgetTab.WidgetProject.
 * LastUpdated is the tab's LastUpdatedUtc, which moves on every layout change.
 */
export async function tabResult(view: TProjectView, origin: string, client?: Pick<pg.PoolClient, "query">) {
  const widgets = await tabWidgets(view.project.id, client);
  return {
    TotalCount: widgets.length,
    Description: view.project.description,
    Items: widgets.map((w) => toTabRow(w, origin)),
    Extras: { WidgetTab: { WidgetProject: toWidgetProject(view), LastUpdated: view.project.updated_at } },
    LastUpdated: view.project.updated_at,
  };
}

import "server-only";
import type pg from "pg";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { requireWrite } from "@/lib/projects/find-project";
import type { TActor, TProjectView } from "@/lib/projects/project-model";
import { findTab } from "./find-tab";
import { parseGuid, WIDGET_SELECT, widgetNotFound, type TWidgetRow } from "./widget-model";

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
  const db = opts.client ?? pool();
  const { rows: found } = await db.query<{ tab_id: string }>(
    `SELECT tab_id::text AS tab_id FROM widgets WHERE id = $1`,
    [id],
  );
  if (!found[0]) throw widgetNotFound(id);
  let tab: TProjectView;
  try {
    tab = await findTab(actor, { projectId: found[0].tab_id }, { client: opts.client, forUpdate: opts.write });
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw widgetNotFound(id);
    throw error;
  }
  if (opts.write) requireWrite(tab);
  const { rows } = await db.query<TWidgetRow>(`${WIDGET_SELECT} WHERE w.id = $1`, [id]);
  if (!rows[0]) throw widgetNotFound(id); // deleted while we waited for the lock
  return { widget: rows[0], tab };
}

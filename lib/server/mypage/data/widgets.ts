import "server-only";
import { zoneOrderSql } from "@/lib/contract/zones";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TWidgetGroup, TWidgetRow } from "../widget-model";

/** Columns of a widget row with its tab's GUID (`w` = widgets, `p` = projects). */
const WIDGET_SELECT = `SELECT w.id::text AS id, w.tab_id::text AS tab_id, p.guid::text AS tab_guid, w.key, w.title,
    w.settings, w.widget_group, w.order_no, w.is_minimized, w.is_in_edit_mode, w.settings_version,
    w.legacy_widget_id, w.query, w.created_at, w.last_updated_utc
  FROM widgets w JOIN projects p ON p.id = w.tab_id`;

/** Layout order: zones left to right, then OrderNo (lower is higher up). */
const WIDGET_ORDER = `${zoneOrderSql("w.widget_group")}, w.order_no`;

/**
 * The next LastUpdatedUtc of a changed widget: now, at millisecond precision (what a client gets back
 * compares equal), and always later than the previous value, even within one millisecond.
 */
const nextStamp = (column: string) =>
  `date_trunc('milliseconds', greatest(clock_timestamp(), ${column} + interval '1 millisecond'))`;

/** The widgets of a tab in layout order. */
export async function findTabWidgets(tabId: string, q: TQueryable = pool()): Promise<TWidgetRow[]> {
  const { rows } = await q.query<TWidgetRow>(`${WIDGET_SELECT} WHERE w.tab_id = $1 ORDER BY ${WIDGET_ORDER}`, [tabId]);
  return rows;
}

export async function findWidgetRow(id: string, q: TQueryable = pool()): Promise<TWidgetRow | undefined> {
  const { rows } = await q.query<TWidgetRow>(`${WIDGET_SELECT} WHERE w.id = $1`, [id]);
  return rows[0];
}

/** The id of the widget's tab (as text), or undefined when there is no such widget. */
export async function findWidgetTabId(id: string, q: TQueryable = pool()): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"widgets", "tab_id">>(
    `SELECT tab_id::text AS tab_id FROM widgets WHERE id = $1`,
    [id],
  );
  return rows[0]?.tab_id;
}

/** The ids of the tab's widgets. */
export async function findTabWidgetIds(q: TQueryable, tabId: string): Promise<string[]> {
  const { rows } = await q.query<TRow<"widgets", "id">>(`SELECT id::text AS id FROM widgets WHERE tab_id = $1`, [
    tabId,
  ]);
  return rows.map((r) => r.id);
}

/** A widget's place: its zone (`widget_group AS group`, one of the zones) and its order in the zone. */
export type TWidgetPlace = TRow<"widgets", "id" | "order_no"> & { group: TWidgetGroup };

/** The positions of the tab's widgets in layout order (the most recently changed first within a place). */
export async function findTabWidgetPlaces(q: TQueryable, tabId: string): Promise<TWidgetPlace[]> {
  const { rows } = await q.query<TWidgetPlace>(
    `SELECT w.id::text AS id, w.widget_group AS group, w.order_no FROM widgets w WHERE w.tab_id = $1
     ORDER BY ${WIDGET_ORDER}, w.last_updated_utc DESC`,
    [tabId],
  );
  return rows;
}

/** Writes new positions; the widget `stampedId` (if any) gets a new LastUpdatedUtc, the others only shift. */
export async function updateWidgetPlaces(
  q: TQueryable,
  places: { id: string; group: TWidgetGroup; orderNo: number }[],
  stampedId: string | undefined,
): Promise<void> {
  await q.query(
    `UPDATE widgets w SET widget_group = x.grp, order_no = x.ord,
         last_updated_utc = CASE WHEN w.id = $4::uuid THEN ${nextStamp("w.last_updated_utc")} ELSE w.last_updated_utc END
       FROM unnest($1::uuid[], $2::text[], $3::int4[]) AS x(id, grp, ord) WHERE w.id = x.id`,
    [places.map((p) => p.id), places.map((p) => p.group), places.map((p) => p.orderNo), stampedId ?? null],
  );
}

export type TNewWidget = {
  tabId: string;
  key: string;
  title: string;
  settings: Record<string, string>;
  group: TWidgetGroup;
  isMinimized: boolean;
  isInEditMode: boolean;
  settingsVersion: number;
  legacyWidgetId: number;
  query: string | null;
};

/** Inserts a widget at OrderNo 0 of its zone (the caller places it); its id. */
export async function insertWidget(q: TQueryable, widget: TNewWidget): Promise<string> {
  const { rows } = await q.query<TRow<"widgets", "id">>(
    `INSERT INTO widgets (tab_id, key, title, settings, widget_group, order_no, is_minimized, is_in_edit_mode,
       settings_version, legacy_widget_id, query)
     VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10) RETURNING id::text AS id`,
    [
      widget.tabId,
      widget.key,
      widget.title,
      widget.settings,
      widget.group,
      widget.isMinimized,
      widget.isInEditMode,
      widget.settingsVersion,
      widget.legacyWidgetId,
      widget.query,
    ],
  );
  return rows[0]!.id;
}

export type TWidgetChange = {
  key: string;
  title: string;
  settings: Record<string, string>;
  isMinimized: boolean;
  isInEditMode: boolean;
  settingsVersion: number;
  legacyWidgetId: number;
  query: string | null;
};

/**
 * Compare-and-set update of a widget: written when `force`, or when its LastUpdatedUtc is still
 * `expectedStamp`; the widget gets a new LastUpdatedUtc. Whether it was written.
 */
export async function updateWidgetIfUnchanged(
  q: TQueryable,
  id: string,
  change: TWidgetChange,
  force: boolean,
  expectedStamp: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE widgets SET key = $2, title = $3, settings = $4, is_minimized = $5, is_in_edit_mode = $6,
       settings_version = $7, legacy_widget_id = $8, query = $9, last_updated_utc = ${nextStamp("last_updated_utc")}
     WHERE id = $1 AND ($10::boolean OR last_updated_utc = $11)`,
    [
      id,
      change.key,
      change.title,
      change.settings,
      change.isMinimized,
      change.isInEditMode,
      change.settingsVersion,
      change.legacyWidgetId,
      change.query,
      force,
      expectedStamp,
    ],
  );
  return rowCount !== 0;
}

export async function deleteWidgetRow(q: TQueryable, id: string): Promise<void> {
  await q.query(`DELETE FROM widgets WHERE id = $1`, [id]);
}

/** Copies every widget of one tab onto another (new ids, same kind, settings and positions). */
export async function copyTabWidgets(q: TQueryable, fromTabId: string, toTabId: string): Promise<void> {
  await q.query(
    `INSERT INTO widgets (tab_id, key, title, settings, widget_group, order_no, is_minimized, is_in_edit_mode,
         settings_version, legacy_widget_id, query)
       SELECT $2, key, title, settings, widget_group, order_no, is_minimized, is_in_edit_mode, settings_version,
         legacy_widget_id, query
       FROM widgets WHERE tab_id = $1`,
    [fromTabId, toTabId],
  );
}

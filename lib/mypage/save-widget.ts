import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/db/pool";
import { touchProjects } from "@/lib/projects/propagate-items";
import type { TActor } from "@/lib/projects/project-model";
import { lockTabForWrite } from "./find-tab";
import { findWidget } from "./find-widget";
import { bad } from "./parse-json-param";
import { placeWidget } from "./place-widget";
import { checkSettings, widgetKind } from "./widget-kinds";
import type { TWidgetInput } from "./widget-input";
import { nextStamp, WIDGET_SELECT, type TWidgetRow } from "./widget-model";

export type TSaveWidget = {
  /** Update this widget (else create one on the tab). */
  widgetId?: string;
  /** The tab to create the widget on (else the input's WidgetProjectId). */
  tabId?: string;
  input: TWidgetInput;
  /** Skip the LastUpdatedUtc match. */
  forceSave: boolean;
  /** Apply the input's OrderNo/WidgetGroup on update too (the legacy flat save names them explicitly). */
  movesOnUpdate?: boolean;
  /** Where a member of the input came from, for error messages (`widgetJSON.Key`, or `key` for flat parameters). */
  at: (member: string) => string;
};

export type TSaveResult = { saved: TWidgetRow } | { conflict: Date; widgetId: string };

/**
 * Creates or updates a widget (owner or collaborator of its tab), in one transaction holding the
 * tab's row lock. An update must carry the LastUpdatedUtc the client last read: when it differs from
 * the stored one (another session saved in between) nothing is written and the stored value is
 * returned as a conflict, unless forceSave. Settings are checked against the kind's schema.
 * Positions: a new widget goes to (WidgetGroup, OrderNo), default the top of LeftZone; an update
 * keeps its position (moves are /mypagetab/layout/update) unless movesOnUpdate.
 */
export async function saveWidget(actor: TActor, save: TSaveWidget): Promise<TSaveResult> {
  const { input, at } = save;
  // widgetId updates; tabId alone creates (an Id inside widgetJSON then is not looked at).
  const widgetId = save.widgetId ?? (save.tabId === undefined ? input.Id : undefined);
  if (save.widgetId && input.Id && save.widgetId.toLowerCase() !== input.Id)
    throw bad(at("Id"), "differs from widgetId");
  return withTransaction((client) => (widgetId ? update(client, actor, widgetId, save) : create(client, actor, save)));
}

async function create(client: pg.PoolClient, actor: TActor, save: TSaveWidget): Promise<TSaveResult> {
  const { input, at } = save;
  const tabId = save.tabId ?? input.WidgetProjectId;
  if (!tabId) throw bad("tabId", "is required to create a widget (or give widgetId to update one)");
  const tab = await lockTabForWrite(client, actor, { tabId });
  if (input.Key === undefined) throw bad(at("Key"), "is required");
  const kind = widgetKind(input.Key, at("Key"));
  const settings = checkSettings(kind, input.Settings, at("Settings"));
  const group = input.WidgetGroup ?? "LeftZone";
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO widgets (tab_id, key, title, settings, widget_group, order_no, is_minimized, is_in_edit_mode,
       settings_version, legacy_widget_id, query)
     VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10) RETURNING id::text AS id`,
    [
      tab.project.id,
      kind.key,
      input.Title ?? kind.title,
      settings,
      group,
      input.IsMinimized ?? false,
      input.IsInEditMode ?? false,
      input.SettingsVersion ?? 1,
      input.LegacyWidgetId ?? 0,
      input.Query ?? null,
    ],
  );
  const id = rows[0]!.id;
  await placeWidget(client, tab.project.id, { id, group, orderNo: input.OrderNo ?? 0 });
  await touchProjects(client, [tab.project.id]);
  return { saved: await widgetRow(client, id) };
}

async function update(client: pg.PoolClient, actor: TActor, id: string, save: TSaveWidget): Promise<TSaveResult> {
  const { input, at } = save;
  const { widget, tab } = await findWidget(actor, id, { client, write: true });
  if (input.WidgetProjectId && input.WidgetProjectId !== widget.tab_guid)
    throw bad(at("WidgetProjectId"), "a widget cannot move to another tab");
  if (!save.forceSave && input.LastUpdatedUtc?.getTime() !== widget.last_updated_utc.getTime())
    return { conflict: widget.last_updated_utc, widgetId: widget.id };
  const kind = widgetKind(input.Key ?? widget.key, at("Key"));
  const settings =
    input.Settings !== undefined || kind.key !== widget.key
      ? checkSettings(kind, input.Settings, at("Settings"))
      : widget.settings;
  // Compare-and-set as well: the tab lock already serialises saves, this keeps the check exact on its own.
  const { rowCount } = await client.query(
    `UPDATE widgets SET key = $2, title = $3, settings = $4, is_minimized = $5, is_in_edit_mode = $6,
       settings_version = $7, legacy_widget_id = $8, query = $9, last_updated_utc = ${nextStamp("last_updated_utc")}
     WHERE id = $1 AND ($10::boolean OR last_updated_utc = $11)`,
    [
      widget.id,
      kind.key,
      input.Title ?? widget.title,
      settings,
      input.IsMinimized ?? widget.is_minimized,
      input.IsInEditMode ?? widget.is_in_edit_mode,
      input.SettingsVersion ?? widget.settings_version,
      input.LegacyWidgetId ?? widget.legacy_widget_id,
      input.Query !== undefined ? input.Query : widget.query,
      save.forceSave,
      widget.last_updated_utc,
    ],
  );
  if (rowCount === 0) return { conflict: (await widgetRow(client, widget.id)).last_updated_utc, widgetId: widget.id };
  if (save.movesOnUpdate && (input.WidgetGroup !== undefined || input.OrderNo !== undefined)) {
    const move = {
      id: widget.id,
      group: input.WidgetGroup ?? widget.widget_group,
      orderNo: input.OrderNo ?? widget.order_no,
    };
    if (await placeWidget(client, tab.project.id, move)) await touchProjects(client, [tab.project.id]);
  }
  return { saved: await widgetRow(client, widget.id) };
}

async function widgetRow(client: pg.PoolClient, id: string): Promise<TWidgetRow> {
  const { rows } = await client.query<TWidgetRow>(`${WIDGET_SELECT} WHERE w.id = $1`, [id]);
  return rows[0]!;
}

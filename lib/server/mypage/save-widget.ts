import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { touchProjects } from "@/lib/server/projects/propagate-items";
import type { TActor } from "@/lib/server/projects/project-model";
import { findWidgetRow, insertWidget, updateWidgetIfUnchanged } from "./data/widgets";
import { lockTabForWrite } from "./find-tab";
import { findWidget } from "./find-widget";
import { bad } from "./parse-json-param";
import { placeWidget } from "./place-widget";
import { checkSettings, widgetKind } from "./widget-kinds";
import type { TWidgetInput } from "./widget-input";
import type { TWidgetRow } from "./widget-model";

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
  const id = await insertWidget(client, {
    tabId: tab.project.id,
    key: kind.key,
    title: input.Title ?? kind.title,
    settings,
    group,
    isMinimized: input.IsMinimized ?? false,
    isInEditMode: input.IsInEditMode ?? false,
    settingsVersion: input.SettingsVersion ?? 1,
    legacyWidgetId: input.LegacyWidgetId ?? 0,
    query: input.Query ?? null,
  });
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
  const written = await updateWidgetIfUnchanged(
    client,
    widget.id,
    {
      key: kind.key,
      title: input.Title ?? widget.title,
      settings,
      isMinimized: input.IsMinimized ?? widget.is_minimized,
      isInEditMode: input.IsInEditMode ?? widget.is_in_edit_mode,
      settingsVersion: input.SettingsVersion ?? widget.settings_version,
      legacyWidgetId: input.LegacyWidgetId ?? widget.legacy_widget_id,
      query: input.Query !== undefined ? input.Query : widget.query,
    },
    save.forceSave,
    widget.last_updated_utc,
  );
  if (!written) return { conflict: (await widgetRow(client, widget.id)).last_updated_utc, widgetId: widget.id };
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
  return (await findWidgetRow(id, client))!;
}

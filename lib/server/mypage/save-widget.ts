import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError, type TErrorCode } from "@/lib/server/errors";
import { touchProjects } from "@/lib/server/projects/propagate-items";
import type { TActor } from "@/lib/server/projects/project-model";
import { findWidgetRow, insertWidget, updateWidgetIfUnchanged } from "./data/widgets";
import { lockTabForWrite } from "./find-tab";
import { findWidget } from "./find-widget";
import { bad } from "./parse-json-param";
import { placeWidget } from "./place-widget";
import { checkSettings, widgetKind } from "./widget-kinds";
import type { TWidgetInput } from "./widget-input";
import { toWidget, type TWidget, type TWidgetRow } from "./widget-model";

export type TSaveWidget = {
  /** Update this widget (else create one on the tab). */
  widgetId?: string;
  /** The tab to create the widget on (else the input's tabId). */
  tabId?: string;
  input: TWidgetInput;
  /** Skip the LastUpdatedUtc match. */
  forceSave: boolean;
  /** Apply the input's orderNo/group on update too (else an update keeps the widget's position). */
  movesOnUpdate?: boolean;
};

export type TSaveResult = { saved: TWidget } | { conflict: Date; widgetId: string };

/** The fields of a save whose faults name the field (the caller may rename them as its request does). */
export type TWidgetField = "id" | "tabId" | "key" | "settings";

/** A fault of one field of the input: its message is the field's name followed by `detail`. */
export class WidgetFieldError extends DomainError {
  constructor(
    code: TErrorCode,
    readonly field: TWidgetField,
    readonly detail: string,
  ) {
    super(code, `${field}${detail}`);
  }
}

const fieldError = (field: TWidgetField, message: string) =>
  new WidgetFieldError("INVALID_PARAMETER", field, `: ${message}`);

/** Runs a check that names `field` in its faults, as a WidgetFieldError. */
function checkField<T>(field: TWidgetField, check: (where: string) => T): T {
  try {
    return check(field);
  } catch (error) {
    if (error instanceof DomainError && error.message.startsWith(field))
      throw new WidgetFieldError(error.code, field, error.message.slice(field.length));
    throw error;
  }
}

/**
 * Creates or updates a widget (owner or collaborator of its tab), in one transaction holding the
 * tab's row lock. An update must carry the LastUpdatedUtc the client last read: when it differs from
 * the stored one (another session saved in between) nothing is written and the stored value is
 * returned as a conflict, unless forceSave. Settings are checked against the kind's schema.
 * Positions: a new widget goes to (group, orderNo), default the top of LeftZone; an update keeps its
 * position (moves are /mypagetab/layout/update) unless movesOnUpdate. Faults of the input's fields
 * are WidgetFieldErrors.
 */
export async function saveWidget(actor: TActor, save: TSaveWidget): Promise<TSaveResult> {
  const { input } = save;
  // widgetId updates; tabId alone creates (an id in the input then is not looked at).
  const widgetId = save.widgetId ?? (save.tabId === undefined ? input.id : undefined);
  if (save.widgetId && input.id && save.widgetId.toLowerCase() !== input.id)
    throw fieldError("id", "differs from widgetId");
  return withTransaction((client) => (widgetId ? update(client, actor, widgetId, save) : create(client, actor, save)));
}

async function create(client: pg.PoolClient, actor: TActor, save: TSaveWidget): Promise<TSaveResult> {
  const { input } = save;
  const tabId = save.tabId ?? input.tabId;
  if (!tabId) throw bad("tabId", "is required to create a widget (or give widgetId to update one)");
  const tab = await lockTabForWrite(client, actor, { tabId });
  if (input.key === undefined) throw fieldError("key", "is required");
  const kind = checkField("key", (where) => widgetKind(input.key!, where));
  const settings = checkField("settings", (where) => checkSettings(kind, input.settings, where));
  const group = input.group ?? "LeftZone";
  const id = await insertWidget(client, {
    tabId: tab.project.id,
    key: kind.key,
    title: input.title ?? kind.title,
    settings,
    group,
    isMinimized: input.isMinimized ?? false,
    isInEditMode: input.isInEditMode ?? false,
    settingsVersion: input.settingsVersion ?? 1,
    legacyWidgetId: input.legacyWidgetId ?? 0,
    query: input.query ?? null,
  });
  await placeWidget(client, tab.project.id, { id, group, orderNo: input.orderNo ?? 0 });
  await touchProjects(client, [tab.project.id]);
  return { saved: toWidget(await widgetRow(client, id)) };
}

async function update(client: pg.PoolClient, actor: TActor, id: string, save: TSaveWidget): Promise<TSaveResult> {
  const { input } = save;
  const { widget, tab } = await findWidget(actor, id, { client, write: true });
  if (input.tabId && input.tabId !== widget.tab_guid) throw fieldError("tabId", "a widget cannot move to another tab");
  if (!save.forceSave && input.lastUpdatedUtc?.getTime() !== widget.last_updated_utc.getTime())
    return { conflict: widget.last_updated_utc, widgetId: widget.id };
  const kind = checkField("key", (where) => widgetKind(input.key ?? widget.key, where));
  const settings =
    input.settings !== undefined || kind.key !== widget.key
      ? checkField("settings", (where) => checkSettings(kind, input.settings, where))
      : widget.settings;
  // Compare-and-set as well: the tab lock already serialises saves, this keeps the check exact on its own.
  const written = await updateWidgetIfUnchanged(
    client,
    widget.id,
    {
      key: kind.key,
      title: input.title ?? widget.title,
      settings,
      isMinimized: input.isMinimized ?? widget.is_minimized,
      isInEditMode: input.isInEditMode ?? widget.is_in_edit_mode,
      settingsVersion: input.settingsVersion ?? widget.settings_version,
      legacyWidgetId: input.legacyWidgetId ?? widget.legacy_widget_id,
      query: input.query !== undefined ? input.query : widget.query,
    },
    save.forceSave,
    widget.last_updated_utc,
  );
  if (!written) return { conflict: (await widgetRow(client, widget.id)).last_updated_utc, widgetId: widget.id };
  if (save.movesOnUpdate && (input.group !== undefined || input.orderNo !== undefined)) {
    const move = {
      id: widget.id,
      group: input.group ?? widget.widget_group,
      orderNo: input.orderNo ?? widget.order_no,
    };
    if (await placeWidget(client, tab.project.id, move)) await touchProjects(client, [tab.project.id]);
  }
  return { saved: toWidget(await widgetRow(client, widget.id)) };
}

async function widgetRow(client: pg.PoolClient, id: string): Promise<TWidgetRow> {
  return (await findWidgetRow(id, client))!;
}

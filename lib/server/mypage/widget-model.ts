import "server-only";
import { DomainError } from "@/lib/server/errors";
import { ZONES, type TZone } from "@/lib/contract/zones";

/** Widget groups (zones of a tab), in the order a tab lists them. Anything else is refused. */
export const WIDGET_GROUPS = ZONES;
export type TWidgetGroup = TZone;

export type TWidgetRow = {
  id: string;
  tab_id: string;
  tab_guid: string;
  key: string;
  title: string;
  settings: Record<string, string>;
  widget_group: TWidgetGroup;
  order_no: number;
  is_minimized: boolean;
  is_in_edit_mode: boolean;
  settings_version: number;
  legacy_widget_id: number;
  query: string | null;
  created_at: Date;
  last_updated_utc: Date;
};

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A GUID, or a 400 naming the parameter. */
export function parseGuid(value: string, parameter: string): string {
  const trimmed = value.trim();
  if (!GUID.test(trimmed)) throw new DomainError("INVALID_GUID", `${parameter}: must be a GUID`);
  return trimmed.toLowerCase();
}

export const widgetNotFound = (id: string) => new DomainError("WIDGET_NOT_FOUND", `no widget ${id} that you can see`);

/** The link of a widget's Atom feed (to be signed by the caller: feeds accept digested keys only). */
export const rssLinkOf = (origin: string, widgetId: string) => `${origin}/api/widget/rss?wid=${widgetId}&type=atom10`;

/** The spec's Widget record. */
export function toWidget(row: TWidgetRow, origin: string) {
  return {
    Id: row.id,
    WidgetProjectId: row.tab_guid,
    Title: row.title,
    Key: row.key,
    Settings: row.settings,
    IsMinimized: row.is_minimized,
    IsInEditMode: row.is_in_edit_mode,
    SettingsVersion: row.settings_version,
    LegacyWidgetId: row.legacy_widget_id,
    OrderNo: row.order_no,
    WidgetGroup: row.widget_group,
    Query: row.query ?? undefined,
    RssLink: rssLinkOf(origin, row.id),
    CreatedDate: row.created_at,
    LastUpdatedUtc: row.last_updated_utc,
    LastUpdated: row.last_updated_utc,
  };
}

/** A tab row: `{Widget, LastUpdated}`. */
export const toTabRow = (row: TWidgetRow, origin: string) => ({
  Widget: toWidget(row, origin),
  LastUpdated: row.last_updated_utc,
});

import "server-only";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";
import { DomainError } from "@/lib/server/errors";
import { ZONES, type TZone } from "@/lib/contract/zones";

/** Widget groups (zones of a tab), in the order a tab lists them. Anything else is refused. */
export const WIDGET_GROUPS = ZONES;
export type TWidgetGroup = TZone;

export type TWidgetRow = TRow<
  "widgets",
  | "id"
  | "tab_id"
  | "key"
  | "title"
  | "order_no"
  | "is_minimized"
  | "is_in_edit_mode"
  | "settings_version"
  | "legacy_widget_id"
  | "query"
  | "created_at"
  | "last_updated_utc"
> &
  TRowAs<"projects", { tab_guid: "guid" }> & { settings: Record<string, string>; widget_group: TWidgetGroup };

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

/** A widget as services hand it on. `updatedAt` is its LastUpdatedUtc (the optimistic concurrency stamp). */
export type TWidget = {
  id: string;
  /** The GUID of the widget's tab. */
  tabId: string;
  title: string;
  key: string;
  settings: Record<string, string>;
  isMinimized: boolean;
  isInEditMode: boolean;
  settingsVersion: number;
  legacyWidgetId: number;
  orderNo: number;
  group: TWidgetGroup;
  query: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export const toWidget = (row: TWidgetRow): TWidget => ({
  id: row.id,
  tabId: row.tab_guid,
  title: row.title,
  key: row.key,
  settings: row.settings,
  isMinimized: row.is_minimized,
  isInEditMode: row.is_in_edit_mode,
  settingsVersion: row.settings_version,
  legacyWidgetId: row.legacy_widget_id,
  orderNo: row.order_no,
  group: row.widget_group,
  query: row.query,
  createdAt: row.created_at,
  updatedAt: row.last_updated_utc,
});

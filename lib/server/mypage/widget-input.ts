import "server-only";
import {
  bad,
  membersOf,
  optBool,
  optDate,
  optGroup,
  optGuid,
  optInt,
  optString,
  parseJsonParam,
} from "./parse-json-param";
import type { TWidgetGroup } from "./widget-model";

/** A widget's fields as a save gives them (left out: a new widget's default, or kept on an update). */
export type TWidgetInput = {
  id?: string;
  /** The widget's tab (GUID). */
  tabId?: string;
  title?: string;
  key?: string;
  /** Checked against the kind's schema by the save (raw here). */
  settings?: unknown;
  isMinimized?: boolean;
  isInEditMode?: boolean;
  settingsVersion?: number;
  legacyWidgetId?: number;
  orderNo?: number;
  group?: TWidgetGroup;
  query?: string;
  /** The widget's LastUpdatedUtc as the client last read it (the optimistic concurrency check). */
  lastUpdatedUtc?: Date;
};

const MEMBERS = [
  "Id",
  "WidgetProjectId",
  "Title",
  "Key",
  "Settings",
  "SettingsData",
  "IsMinimized",
  "IsInEditMode",
  "SettingsVersion",
  "LegacyWidgetId",
  "OrderNo",
  "WidgetGroup",
  "Query",
  "LastUpdatedUtc",
] as const;
/** Read-only members a client may send back unchanged. */
const IGNORED = ["RssLink", "CreatedDate", "LastUpdated"];

/**
 * widgetJSON (the Widget record's members) → a checked widget input. Members as in the Widget record, any case; the settings may
 * be named Settings or SettingsData (the name the save request uses). Unknown members: 400.
 */
export function parseWidgetJson(text: string, parameter = "widgetJSON"): TWidgetInput {
  const m = membersOf(parseJsonParam(text, parameter), MEMBERS, parameter, IGNORED);
  const at = (name: string) => `${parameter}.${name}`;
  if (m.Settings !== undefined && m.SettingsData !== undefined)
    throw bad(at("SettingsData"), "give Settings or SettingsData, not both");
  return {
    id: optGuid(m.Id, at("Id")),
    tabId: optGuid(m.WidgetProjectId, at("WidgetProjectId")),
    title: optString(m.Title, at("Title"), 200),
    key: optString(m.Key, at("Key"), 100),
    settings: m.Settings ?? m.SettingsData,
    isMinimized: optBool(m.IsMinimized, at("IsMinimized")),
    isInEditMode: optBool(m.IsInEditMode, at("IsInEditMode")),
    settingsVersion: optInt(m.SettingsVersion, at("SettingsVersion")),
    legacyWidgetId: optInt(m.LegacyWidgetId, at("LegacyWidgetId")),
    orderNo: optInt(m.OrderNo, at("OrderNo"), 0, 100_000),
    group: optGroup(m.WidgetGroup, at("WidgetGroup")),
    query: optString(m.Query, at("Query")),
    lastUpdatedUtc: optDate(m.LastUpdatedUtc, at("LastUpdatedUtc")),
  };
}

/** One position of a layout: a widget, its zone and its place in the zone. */
export type TLayoutEntry = { widgetId: string; orderNo: number; widgetGroup: TWidgetGroup };

/**
 * layoutTree (legacy /updateTabLayout): a list of {widgetId, orderNo, widgetGroup} (one object alone
 * is a list of one), or an object mapping each zone to its widget ids top to bottom.
 */
export function parseLayoutTree(text: string, parameter = "layoutTree"): TLayoutEntry[] {
  const value = parseJsonParam(text, parameter);
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const zones = keys.every((k) => optGroupOrNull(k) !== null);
    if (zones && keys.length > 0) {
      return Object.entries(value).flatMap(([zone, ids]) => {
        if (!Array.isArray(ids)) throw bad(`${parameter}.${zone}`, "must be a list of widget ids");
        return ids.map((id, i) => ({
          widgetId: optGuid(id, `${parameter}.${zone}[${i}]`) ?? missing(`${parameter}.${zone}[${i}]`),
          orderNo: i,
          widgetGroup: optGroup(zone, parameter)!,
        }));
      });
    }
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 1000) throw bad(parameter, "must have at most 1000 entries");
  return list.map((entry, i) => {
    const where = `${parameter}[${i}]`;
    const m = membersOf(entry, ["widgetId", "orderNo", "widgetGroup"] as const, where);
    return {
      widgetId: optGuid(m.widgetId, `${where}.widgetId`) ?? missing(`${where}.widgetId`),
      orderNo: optInt(m.orderNo, `${where}.orderNo`, 0, 100_000) ?? missing(`${where}.orderNo`),
      widgetGroup: optGroup(m.widgetGroup, `${where}.widgetGroup`) ?? missing(`${where}.widgetGroup`),
    };
  });
}

function optGroupOrNull(value: string): TWidgetGroup | null {
  try {
    return optGroup(value, "") ?? null;
  } catch {
    return null;
  }
}

function missing(where: string): never {
  throw bad(where, "is required");
}

/** widgetsJSON of /mypagetab/islatestversion: widget id → its LastUpdatedUtc as the client has it. */
export function parseWidgetStamps(text: string, parameter = "widgetsJSON"): Map<string, Date> {
  const value = parseJsonParam(text, parameter);
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw bad(parameter, "must be a JSON object mapping widget ids to their lastUpdatedUtc");
  const stamps = new Map<string, Date>();
  for (const [id, stamp] of Object.entries(value)) {
    const where = `${parameter}.${id}`;
    stamps.set(optGuid(id, where) ?? missing(where), optDate(stamp, where) ?? missing(where));
  }
  return stamps;
}

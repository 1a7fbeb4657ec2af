/**
 * The settings editor's helpers. The fields of each widget kind and their check are the server's own
 * (lib/contract/widget-kinds.ts): the editor checks before saving, the server checks again (the query
 * language only there) and its 400 "widgetJSON.Settings.<Name>: …" is shown at the field.
 */
export { TYPE_CHOICES, TYPE_GROUPS } from "@/lib/contract/document-types";
export {
  checkSetting,
  checkSettings,
  kindSpec,
  KIND_SPECS,
  type TKindSpec,
  type TSettingField,
} from "@/lib/contract/widget-kinds";

/** Bin sizes offered by name; the setting keeps minutes (the API's value). */
export const BIN_SIZES = [
  { minutes: "60", label: "Hour" },
  { minutes: "1440", label: "Day" },
  { minutes: "10080", label: "Week" },
  { minutes: "43200", label: "Month (30 days)" },
] as const;

/** The Types setting with `group` turned on or off; other groups (and their order) stay. */
export function toggleTypeGroup(types: string, group: string, on: boolean): string {
  const groups = types
    .split(";")
    .map((g) => g.trim())
    .filter(Boolean)
    .filter((g) => g.toLowerCase() !== group.toLowerCase());
  return (on ? [...groups, group] : groups).join(";");
}

export const hasTypeGroup = (types: string, group: string) =>
  types.split(";").some((g) => g.trim().toLowerCase() === group.toLowerCase());

/** The yyyy-MM-dd a date input shows for a date setting ("" when empty or not a date). */
export const dateInputValue = (value: string) => /^\d{4}-\d{2}-\d{2}/.exec(value.trim())?.[0] ?? "";

/** Map tiles offered by name; "" is the built-in offline map. */
export const TILE_CHOICES = [
  { url: "", label: "Built-in map (works offline)" },
  { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", label: "OpenStreetMap" },
] as const;

/** "widgetJSON.Settings.PageSize: must be …" → {field: "PageSize", message: "must be …"}; else undefined. */
export function settingErrorOf(message: string): { field: string; message: string } | undefined {
  const match = /^widgetJSON\.(?:Settings|SettingsData)\.([A-Za-z]+):\s*(.*)$/s.exec(message);
  return match ? { field: match[1]!, message: match[2]! } : undefined;
}

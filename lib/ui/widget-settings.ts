/**
 * The client's mirror of each widget kind's Settings (server: lib/mypage/widget-kinds.ts). The
 * settings editor shows these fields and checks them before saving; the server checks again (the
 * query language only there) and its 400 "widgetJSON.Settings.<Name>: …" is shown at the field.
 */
import { isTileTemplate } from "./map-tiles";

export type TSettingField =
  | {
      name: string;
      label: string;
      type: "query" | "text" | "list" | "textarea" | "tileUrl";
      max: number;
      hint?: string;
    }
  | { name: string; label: string; type: "int" | "binSize"; min: number; max: number }
  | { name: string; label: string; type: "enum"; values: readonly string[]; labels?: Record<string, string> }
  | { name: string; label: string; type: "projectRef"; projectType: "EntityList" | "Scrapbook"; noneLabel?: string }
  | { name: string; label: string; type: "types" | "entityRef" | "date"; hint?: string };

/** Bin sizes offered by name; the setting keeps minutes (the API's value). */
export const BIN_SIZES = [
  { minutes: "60", label: "Hour" },
  { minutes: "1440", label: "Day" },
  { minutes: "10080", label: "Week" },
  { minutes: "43200", label: "Month (30 days)" },
] as const;

/** The document type groups offered as checkboxes; the setting keeps them joined by ";". */
export const TYPE_CHOICES = [
  { value: "news", label: "News articles" },
  { value: "blog", label: "Blog posts" },
  { value: "files", label: "Files" },
  { value: "manual", label: "Manual articles" },
  { value: "factsheets", label: "Fact sheets" },
  { value: "comments", label: "Comments" },
  { value: "usercontent", label: "User content" },
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

export type TKindSpec = { key: string; title: string; description: string; fields: TSettingField[] };

export const TYPE_GROUPS = [
  "news",
  "article",
  "blog",
  "files",
  "local file",
  "manual",
  "manual article",
  "factsheets",
  "fact sheet",
  "comments",
  "article comment",
  "usercontent",
];

const query = (label = "Query"): TSettingField => ({
  name: "Query",
  label,
  type: "query",
  max: 2000,
  hint: 'The query language, e.g. Person:"Barack Obama" AND election',
});
const types: TSettingField = { name: "Types", label: "Document types", type: "types", hint: "None ticked: all" };
const pageSize = (max = 100): TSettingField => ({ name: "PageSize", label: "Rows", type: "int", min: 1, max });
const projectRef = (projectType: "EntityList" | "Scrapbook", noneLabel?: string): TSettingField => ({
  name: "ProjectRef",
  label: projectType === "Scrapbook" ? "Scrapbook" : "Entity list",
  type: "projectRef",
  projectType,
  noneLabel,
});

export const KIND_SPECS: TKindSpec[] = [
  {
    key: "DocumentList",
    title: "Documents",
    description: "The newest (or most relevant) documents matching a query, with highlighted teasers.",
    fields: [
      query(),
      types,
      {
        name: "SortBy",
        label: "Order",
        type: "enum",
        values: ["publicationdate", "relevance"],
        labels: { publicationdate: "Newest first", relevance: "Most relevant first" },
      },
      pageSize(),
    ],
  },
  {
    key: "BlogList",
    title: "Blogs",
    description: "The newest blog posts matching a query.",
    fields: [query(), types, pageSize()],
  },
  {
    key: "TopStories",
    title: "Top stories",
    description: "The biggest or fastest-growing stories, with their size and first report.",
    fields: [
      query(),
      { name: "NoStories", label: "Stories", type: "int", min: 1, max: 100 },
      {
        name: "StorySelector",
        label: "Which stories",
        type: "enum",
        values: ["biggest", "fastestgrowing"],
        labels: { biggest: "The biggest", fastestgrowing: "The fastest growing" },
      },
      { name: "MinNoDocuments", label: "Minimum documents", type: "int", min: 1, max: 1_000_000 },
    ],
  },
  {
    key: "EntityHeatInProject",
    title: "Entity heat",
    description: "A heat table with trend bars for the entities of an EntityList.",
    fields: [projectRef("EntityList", "None: the hottest entities of all"), types, pageSize()],
  },
  {
    key: "EntityList",
    title: "Entity list",
    description: "The entities of an EntityList project.",
    fields: [projectRef("EntityList"), pageSize(500)],
  },
  {
    key: "DocumentVolume",
    title: "Document volume",
    description: "A chart of the number of documents matching a query over time.",
    fields: [
      query(),
      types,
      { name: "BinSize", label: "One bar per", type: "binSize", min: 1, max: 525_600 },
      { name: "FromDate", label: "From", type: "date", hint: "Empty: 30 days before To" },
      { name: "ToDate", label: "To", type: "date", hint: "Empty: now" },
    ],
  },
  {
    key: "GeoMap",
    title: "Map",
    description: "A world map of the places of the stories matching a query.",
    fields: [
      query(),
      { name: "MaxEvents", label: "Places", type: "int", min: 1, max: 500 },
      {
        name: "TileUrl",
        label: "Tile URL",
        type: "tileUrl",
        max: 500,
        hint: "Online map tiles, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; empty: the app's default",
      },
      { name: "TileAttribution", label: "Tile attribution", type: "text", max: 300, hint: "e.g. © OpenStreetMap" },
    ],
  },
  {
    key: "NetworkGraph",
    title: "Network",
    description: "The entities that appear together in the documents matching a query; click one to open it.",
    fields: [query(), { name: "NoNodes", label: "Nodes", type: "int", min: 1, max: 200 }],
  },
  {
    key: "Quotes",
    title: "Quotes",
    description: "Quotes with their speakers, optionally of one person.",
    fields: [
      query(),
      { name: "ItemRef", label: "Speaker", type: "entityRef", hint: "Optional: type a name and pick the entity" },
      pageSize(),
    ],
  },
  {
    key: "SocialFeed",
    title: "Social media",
    description: "Stored social-media items matching words.",
    fields: [
      { name: "Query", label: "Words", type: "text", max: 2000 },
      { name: "Providers", label: "Providers", type: "list", max: 1000, hint: "e.g. Mastodon;Bluesky" },
      { name: "Languages", label: "Languages", type: "list", max: 1000, hint: "e.g. en;de" },
      pageSize(),
    ],
  },
  {
    key: "ProjectItems",
    title: "Scrapbook",
    description: "The documents of a Scrapbook, most recently added first.",
    fields: [projectRef("Scrapbook"), pageSize(500)],
  },
  {
    key: "Note",
    title: "Note",
    description: "Free text you can edit in place.",
    fields: [{ name: "Text", label: "Text", type: "textarea", max: 20_000 }],
  },
];

export const kindSpec = (key: string): TKindSpec | undefined =>
  KIND_SPECS.find((k) => k.key.toLowerCase() === key.toLowerCase());

/** The problem with one setting's value, or undefined when it is fine (empty is fine: the default applies). */
export function checkSetting(field: TSettingField, raw: string): string | undefined {
  const value = raw.trim();
  switch (field.type) {
    case "int":
    case "binSize":
      if (!/^\d{1,9}$/.test(value) || +value < field.min || +value > field.max)
        return `must be a number from ${field.min} to ${field.max}`;
      return undefined;
    case "enum":
      return field.values.some((v) => v.toLowerCase() === value.toLowerCase())
        ? undefined
        : `must be one of ${field.values.join(", ")}`;
    case "types": {
      const bad = value
        .split(";")
        .map((g) => g.trim().toLowerCase())
        .filter(Boolean)
        .find((g) => !TYPE_GROUPS.includes(g));
      return bad ? `"${bad}" is not a document type group (${TYPE_GROUPS.join(", ")})` : undefined;
    }
    case "projectRef":
      return /^((15_)?\d{1,18})?$/.test(value) ? undefined : "must be a ProjectRef 15_<number>";
    case "entityRef":
      return /^((.+-)?11_\d{1,18})?$/.test(value) ? undefined : "must be an entity 11_<number> or an EntityReference";
    case "date":
      return /^(\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?Z?)?)?$/.test(value)
        ? undefined
        : "must be a date yyyy-MM-dd";
    case "tileUrl":
      if (raw.length > field.max) return `must be at most ${field.max} characters`;
      return !value || isTileTemplate(value)
        ? undefined
        : "must be an http(s) URL template containing {z}, {x} and {y}";
    default:
      return raw.length > field.max ? `must be at most ${field.max} characters` : undefined;
  }
}

/** Every invalid setting: name → message. */
export function checkSettings(spec: TKindSpec, settings: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of spec.fields) {
    const problem = checkSetting(field, settings[field.name] ?? "");
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/** "widgetJSON.Settings.PageSize: must be …" → {field: "PageSize", message: "must be …"}; else undefined. */
export function settingErrorOf(message: string): { field: string; message: string } | undefined {
  const match = /^widgetJSON\.(?:Settings|SettingsData)\.([A-Za-z]+):\s*(.*)$/s.exec(message);
  return match ? { field: match[1]!, message: match[2]! } : undefined;
}

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
  | { name: string; label: string; type: "int"; min: number; max: number }
  | { name: string; label: string; type: "enum"; values: readonly string[] }
  | { name: string; label: string; type: "types" | "projectRef" | "entityRef" | "date"; hint?: string };

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
const types: TSettingField = { name: "Types", label: "Document types", type: "types", hint: "e.g. news;blog" };
const pageSize = (max = 100): TSettingField => ({ name: "PageSize", label: "Rows", type: "int", min: 1, max });
const projectRef = (hint: string): TSettingField => ({
  name: "ProjectRef",
  label: "Project",
  type: "projectRef",
  hint,
});

export const KIND_SPECS: TKindSpec[] = [
  {
    key: "DocumentList",
    title: "Documents",
    description: "The newest (or most relevant) documents matching a query, with highlighted teasers.",
    fields: [
      query(),
      types,
      { name: "SortBy", label: "Sort by", type: "enum", values: ["publicationdate", "relevance"] },
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
      { name: "StorySelector", label: "Selector", type: "enum", values: ["biggest", "fastestgrowing"] },
      { name: "MinNoDocuments", label: "Minimum documents", type: "int", min: 1, max: 1_000_000 },
    ],
  },
  {
    key: "EntityHeatInProject",
    title: "Entity heat",
    description: "A heat table with trend bars for the entities of an EntityList.",
    fields: [projectRef("An EntityList"), types, pageSize()],
  },
  {
    key: "EntityList",
    title: "Entity list",
    description: "The entities of an EntityList project.",
    fields: [projectRef("An EntityList"), pageSize(500)],
  },
  {
    key: "DocumentVolume",
    title: "Document volume",
    description: "A chart of the number of documents matching a query over time.",
    fields: [
      query(),
      types,
      { name: "BinSize", label: "Bin size (minutes)", type: "int", min: 1, max: 525_600 },
      { name: "FromDate", label: "From", type: "date", hint: "yyyy-MM-dd" },
      { name: "ToDate", label: "To", type: "date", hint: "yyyy-MM-dd" },
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
      { name: "ItemRef", label: "Speaker", type: "entityRef", hint: "11_<number>, optional" },
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
    fields: [projectRef("A Scrapbook"), pageSize(500)],
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

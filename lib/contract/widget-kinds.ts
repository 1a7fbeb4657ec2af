/**
 * The widget kinds (Key) a tab can hold and their Settings, declared once: the server builds each kind's
 * schema from these fields (`settingsSchema` in `./schemas`, adding the query-language check it alone can make), the
 * settings editor shows and checks the same fields, and the API's /widget/kind answers from here.
 * Settings are strings (api-spec "Widget"); unknown setting names are refused and the defaults fill what is
 * not given.
 */
import { DOCUMENT_TYPE_GROUPS, TYPE_GROUPS } from "./document-types";

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

/** What a kind shows, which decides its feed entries and export rows. */
export type TWidgetData =
  | "documents"
  | "stories"
  | "quotes"
  | "entities"
  | "scrapbook"
  | "text"
  | "geo"
  | "social"
  | "histogram"
  | "heat"
  | "graph";

export type TKindSpec = {
  key: string;
  title: string;
  /** On the wire (/widget/kind). */
  description: string;
  /** In the widget gallery. */
  galleryDescription: string;
  data: TWidgetData;
  fields: TSettingField[];
  defaults: Record<string, string>;
};

/** The story selectors of TopStories (the search service's `STORY_SELECTORS` are these). */
export const STORY_SELECTORS = ["biggest", "fastestgrowing"] as const;

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
    description: "The newest (or most relevant) documents matching a query.",
    galleryDescription: "The newest (or most relevant) documents matching a query, with highlighted teasers.",
    data: "documents",
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
    defaults: { Query: "", Types: "", SortBy: "publicationdate", PageSize: "10" },
  },
  {
    key: "BlogList",
    title: "Blogs",
    description: "The newest blog posts matching a query.",
    galleryDescription: "The newest blog posts matching a query.",
    data: "documents",
    fields: [query(), types, pageSize()],
    defaults: { Query: "", Types: "blog", PageSize: "10" },
  },
  {
    key: "TopStories",
    title: "Top stories",
    description: "The biggest or fastest-growing stories (clusters of documents), optionally about a query.",
    galleryDescription: "The biggest or fastest-growing stories, with their size and first report.",
    data: "stories",
    fields: [
      query(),
      { name: "NoStories", label: "Stories", type: "int", min: 1, max: 100 },
      {
        name: "StorySelector",
        label: "Which stories",
        type: "enum",
        values: STORY_SELECTORS,
        labels: { biggest: "The biggest", fastestgrowing: "The fastest growing" },
      },
      { name: "MinNoDocuments", label: "Minimum documents", type: "int", min: 1, max: 1_000_000 },
    ],
    defaults: { Query: "", NoStories: "5", StorySelector: "biggest", MinNoDocuments: "2" },
  },
  {
    key: "EntityHeatInProject",
    title: "Entity heat",
    description: "How much more than usual the entities of an EntityList are mentioned.",
    galleryDescription: "A heat table with trend bars for the entities of an EntityList.",
    data: "heat",
    fields: [projectRef("EntityList", "None: the hottest entities of all"), types, pageSize()],
    defaults: { ProjectRef: "", Types: "", PageSize: "10" },
  },
  {
    key: "EntityList",
    title: "Entity list",
    description: "The entities of an EntityList project.",
    galleryDescription: "The entities of an EntityList project.",
    data: "entities",
    fields: [projectRef("EntityList"), pageSize(500)],
    defaults: { ProjectRef: "", PageSize: "20" },
  },
  {
    key: "DocumentVolume",
    title: "Document volume",
    description: "A histogram of the number of documents matching a query over time.",
    galleryDescription: "A chart of the number of documents matching a query over time.",
    data: "histogram",
    fields: [
      query(),
      types,
      { name: "BinSize", label: "One bar per", type: "binSize", min: 1, max: 525_600 },
      { name: "FromDate", label: "From", type: "date", hint: "Empty: 30 days before To" },
      { name: "ToDate", label: "To", type: "date", hint: "Empty: now" },
    ],
    defaults: { Query: "", Types: "", BinSize: "1440", FromDate: "", ToDate: "" },
  },
  {
    key: "GeoMap",
    title: "Map",
    description: "The places of the stories matching a query.",
    galleryDescription: "A world map of the places of the stories matching a query.",
    data: "geo",
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
    defaults: { Query: "", MaxEvents: "50", TileUrl: "", TileAttribution: "" },
  },
  {
    key: "NetworkGraph",
    title: "Network",
    description: "A graph of the entities that appear together in the documents matching a query.",
    galleryDescription: "The entities that appear together in the documents matching a query; click one to open it.",
    data: "graph",
    fields: [query(), { name: "NoNodes", label: "Nodes", type: "int", min: 1, max: 200 }],
    defaults: { Query: "", NoNodes: "20" },
  },
  {
    key: "Quotes",
    title: "Quotes",
    description: "Quotes from the documents matching a query, optionally spoken by one entity.",
    galleryDescription: "Quotes with their speakers, optionally of one person.",
    data: "quotes",
    fields: [
      query(),
      { name: "ItemRef", label: "Speaker", type: "entityRef", hint: "Optional: type a name and pick the entity" },
      pageSize(),
    ],
    defaults: { Query: "", ItemRef: "", PageSize: "10" },
  },
  {
    key: "SocialFeed",
    title: "Social media",
    description: "Stored social-media items matching words, from chosen providers and languages.",
    galleryDescription: "Stored social-media items matching words.",
    data: "social",
    fields: [
      { name: "Query", label: "Words", type: "text", max: 2000 },
      { name: "Providers", label: "Providers", type: "list", max: 1000, hint: "e.g. Mastodon;Bluesky" },
      { name: "Languages", label: "Languages", type: "list", max: 1000, hint: "e.g. en;de" },
      pageSize(),
    ],
    defaults: { Query: "", Providers: "", Languages: "", PageSize: "10" },
  },
  {
    key: "ProjectItems",
    title: "Scrapbook",
    description: "The documents of a Scrapbook project, most recently added first.",
    galleryDescription: "The documents of a Scrapbook, most recently added first.",
    data: "scrapbook",
    fields: [projectRef("Scrapbook"), pageSize(500)],
    defaults: { ProjectRef: "", PageSize: "20" },
  },
  {
    key: "Note",
    title: "Note",
    description: "Free text.",
    galleryDescription: "Free text you can edit in place.",
    data: "text",
    fields: [{ name: "Text", label: "Text", type: "textarea", max: 20_000 }],
    defaults: { Text: "" },
  },
];

export const kindSpec = (key: string): TKindSpec | undefined =>
  KIND_SPECS.find((k) => k.key.toLowerCase() === key.trim().toLowerCase());

const TILE_TEMPLATE = /^https?:\/\/[^\s/]+\/\S*$/i;

/** An http(s) slippy-map tile URL template with {z}, {x} and {y} (and optionally {s}). */
export function isTileTemplate(value: string): boolean {
  const v = value.trim();
  return TILE_TEMPLATE.test(v) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p));
}

/**
 * The problem with one setting's value, or undefined when it is fine (empty is fine where the default
 * applies). The same rule on the server (a 400 naming the setting) and in the settings editor.
 */
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
        .find((g) => !Object.hasOwn(DOCUMENT_TYPE_GROUPS, g));
      return bad === undefined
        ? undefined
        : `must be document type group names separated by ";" ("${bad}" is not one; use ${TYPE_GROUPS.join(", ")})`;
    }
    case "projectRef":
      return /^((15_)?\d{1,18})?$/.test(value) ? undefined : "must be a ProjectRef 15_<number>";
    case "entityRef":
      return /^((.+-)?11_\d{1,18})?$/.test(value) ? undefined : "must be an entity 11_<number> or an EntityReference";
    case "date":
      return /^(\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?Z?)?)?$/.test(value)
        ? undefined
        : "must be a date yyyy-MM-dd [HH:mm]";
    case "tileUrl":
      if (raw.length > field.max) return `must be at most ${field.max} characters`;
      return !value || isTileTemplate(value)
        ? undefined
        : "must be an http(s) URL template containing {z}, {x} and {y}";
    default:
      return raw.length > field.max ? `must be at most ${field.max} characters` : undefined;
  }
}

/** Every invalid setting of a kind: name → message. */
export function checkSettings(spec: TKindSpec, settings: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of spec.fields) {
    const problem = checkSetting(field, settings[field.name] ?? "");
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

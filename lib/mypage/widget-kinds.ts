import "server-only";
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { parseQuery } from "@/lib/query";
import { DOCUMENT_TYPE_GROUPS } from "@/lib/search/document-types";
import { STORY_SELECTORS } from "@/lib/search/top-stories";

// The widget kinds (Key) a tab can hold. Settings are strings (api-spec "Widget"); each kind's zod
// schema checks them, unknown setting names are refused, and the defaults fill what is not given.

/** A whole number from min to max, written as a string. */
const sInt = (min: number, max: number) =>
  z
    .string()
    .refine((v) => /^\d{1,9}$/.test(v.trim()) && +v >= min && +v <= max, `must be a number from ${min} to ${max}`);

/** A query in the query language (checked by the parser, so a syntax error is a 400 at save time). */
const sQuery = () =>
  z
    .string()
    .max(2000, "must be at most 2000 characters")
    .superRefine((v, ctx) => {
      try {
        parseQuery(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: error instanceof Error ? error.message : "is not a valid query" });
      }
    });

/** Semicolon-separated document type group names (api-spec: widget settings carry such lists). */
const sTypes = () =>
  z.string().refine(
    (v) =>
      v
        .split(";")
        .map((g) => g.trim().toLowerCase())
        .filter(Boolean)
        .every((g) => g in DOCUMENT_TYPE_GROUPS),
    `must be document type group names separated by ";" (${Object.keys(DOCUMENT_TYPE_GROUPS).join(", ")})`,
  );

const sEnum = (values: readonly string[]) =>
  z
    .string()
    .refine(
      (v) => values.some((x) => x.toLowerCase() === v.trim().toLowerCase()),
      `must be one of ${values.join(", ")}`,
    );

const sProjectRef = () => z.string().regex(/^\s*((15_)?\d{1,18})?\s*$/, "must be a ProjectRef 15_<number>");
const sEntityRef = () =>
  z.string().regex(/^\s*((.+-)?11_\d{1,18})?\s*$/, "must be an entity 11_<number> or an EntityReference");
const sDate = () =>
  z.string().regex(/^\s*(\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?Z?)?)?\s*$/, "must be a date yyyy-MM-dd [HH:mm]");
const sList = () => z.string().max(1000, "must be at most 1000 characters");
/** A slippy-map tile URL template: http(s), with {z}, {x} and {y} (and optionally {s}); empty = the app's default. */
const sTileUrl = () =>
  z
    .string()
    .max(500, "must be at most 500 characters")
    .refine(
      (v) =>
        !v.trim() || (/^https?:\/\/[^\s/]+\/\S*$/i.test(v.trim()) && ["{z}", "{x}", "{y}"].every((p) => v.includes(p))),
      "must be an http(s) URL template containing {z}, {x} and {y}",
    );

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

export type TWidgetKind = {
  key: string;
  title: string;
  /** For the widget gallery. */
  description: string;
  data: TWidgetData;
  settings: z.ZodObject;
  defaults: Record<string, string>;
};

const kind = (k: Omit<TWidgetKind, "settings"> & { settings: z.ZodRawShape }): TWidgetKind => ({
  ...k,
  settings: z.object(k.settings).strict(),
});

export const WIDGET_KINDS: TWidgetKind[] = [
  kind({
    key: "DocumentList",
    title: "Documents",
    description: "The newest (or most relevant) documents matching a query.",
    data: "documents",
    settings: {
      Query: sQuery(),
      Types: sTypes(),
      SortBy: sEnum(["publicationdate", "relevance"]),
      PageSize: sInt(1, 100),
    },
    defaults: { Query: "", Types: "", SortBy: "publicationdate", PageSize: "10" },
  }),
  kind({
    key: "BlogList",
    title: "Blogs",
    description: "The newest blog posts matching a query.",
    data: "documents",
    settings: { Query: sQuery(), Types: sTypes(), PageSize: sInt(1, 100) },
    defaults: { Query: "", Types: "blog", PageSize: "10" },
  }),
  kind({
    key: "TopStories",
    title: "Top stories",
    description: "The biggest or fastest-growing stories (clusters of documents), optionally about a query.",
    data: "stories",
    settings: {
      Query: sQuery(),
      NoStories: sInt(1, 100),
      StorySelector: sEnum(STORY_SELECTORS),
      MinNoDocuments: sInt(1, 1_000_000),
    },
    defaults: { Query: "", NoStories: "5", StorySelector: "biggest", MinNoDocuments: "2" },
  }),
  kind({
    key: "EntityHeatInProject",
    title: "Entity heat",
    description: "How much more than usual the entities of an EntityList are mentioned.",
    data: "heat",
    settings: { ProjectRef: sProjectRef(), Types: sTypes(), PageSize: sInt(1, 100) },
    defaults: { ProjectRef: "", Types: "", PageSize: "10" },
  }),
  kind({
    key: "EntityList",
    title: "Entity list",
    description: "The entities of an EntityList project.",
    data: "entities",
    settings: { ProjectRef: sProjectRef(), PageSize: sInt(1, 500) },
    defaults: { ProjectRef: "", PageSize: "20" },
  }),
  kind({
    key: "DocumentVolume",
    title: "Document volume",
    description: "A histogram of the number of documents matching a query over time.",
    data: "histogram",
    settings: { Query: sQuery(), Types: sTypes(), BinSize: sInt(1, 525_600), FromDate: sDate(), ToDate: sDate() },
    defaults: { Query: "", Types: "", BinSize: "1440", FromDate: "", ToDate: "" },
  }),
  kind({
    key: "GeoMap",
    title: "Map",
    description: "The places of the stories matching a query.",
    data: "geo",
    settings: {
      Query: sQuery(),
      MaxEvents: sInt(1, 500),
      TileUrl: sTileUrl(),
      TileAttribution: z.string().max(300, "must be at most 300 characters"),
    },
    defaults: { Query: "", MaxEvents: "50", TileUrl: "", TileAttribution: "" },
  }),
  kind({
    key: "NetworkGraph",
    title: "Network",
    description: "A graph of the entities that appear together in the documents matching a query.",
    data: "graph",
    settings: { Query: sQuery(), NoNodes: sInt(1, 200) },
    defaults: { Query: "", NoNodes: "20" },
  }),
  kind({
    key: "Quotes",
    title: "Quotes",
    description: "Quotes from the documents matching a query, optionally spoken by one entity.",
    data: "quotes",
    settings: { Query: sQuery(), ItemRef: sEntityRef(), PageSize: sInt(1, 100) },
    defaults: { Query: "", ItemRef: "", PageSize: "10" },
  }),
  kind({
    key: "SocialFeed",
    title: "Social media",
    description: "Stored social-media items matching words, from chosen providers and languages.",
    data: "social",
    settings: { Query: z.string().max(2000), Providers: sList(), Languages: sList(), PageSize: sInt(1, 100) },
    defaults: { Query: "", Providers: "", Languages: "", PageSize: "10" },
  }),
  kind({
    key: "ProjectItems",
    title: "Scrapbook",
    description: "The documents of a Scrapbook project, most recently added first.",
    data: "scrapbook",
    settings: { ProjectRef: sProjectRef(), PageSize: sInt(1, 500) },
    defaults: { ProjectRef: "", PageSize: "20" },
  }),
  kind({
    key: "Note",
    title: "Note",
    description: "Free text.",
    data: "text",
    settings: { Text: z.string().max(20_000, "must be at most 20000 characters") },
    defaults: { Text: "" },
  }),
];

/** Kinds an operator enabled: MYPAGE_WIDGET_KEYS (comma-separated) when set, else all. */
export function enabledKinds(): Set<string> {
  const configured = process.env.MYPAGE_WIDGET_KEYS?.split(",")
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  return new Set(
    WIDGET_KINDS.filter((k) => !configured?.length || configured.includes(k.key.toLowerCase())).map((k) => k.key),
  );
}

/** A kind by Key (any case), or a 400 naming where the key came from. */
export function widgetKind(key: string, where: string): TWidgetKind {
  const found = WIDGET_KINDS.find((k) => k.key.toLowerCase() === key.trim().toLowerCase());
  if (!found) {
    throw new DomainError(
      "UNKNOWN_WIDGET_KEY",
      `${where}: unknown widget key "${key}" (use ${WIDGET_KINDS.map((k) => k.key).join(", ")})`,
    );
  }
  if (!enabledKinds().has(found.key)) {
    throw new DomainError("WIDGET_KEY_DISABLED", `${where}: widget key ${found.key} is not enabled on this server`);
  }
  return found;
}

/**
 * Checked Settings of a kind, defaults filled in. Numbers and booleans are taken as their text;
 * other values, unknown names and invalid values are a 400 naming `where`.Name.
 */
export function checkSettings(kind: TWidgetKind, raw: unknown, where: string): Record<string, string> {
  if (raw === undefined || raw === null) return { ...kind.defaults };
  if (typeof raw !== "object" || Array.isArray(raw))
    throw new DomainError("INVALID_SETTINGS", `${where}: must be an object of string values`);
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      throw new DomainError("INVALID_SETTINGS", `${where}.${name}: must be a string`);
    // Setting names match the kind's spelling in any case.
    const canonical = Object.keys(kind.defaults).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    given[canonical] = String(value);
  }
  const merged = { ...kind.defaults, ...given };
  const result = kind.settings.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path.join(".");
    const message =
      issue.code === "unrecognized_keys"
        ? `is not a setting of ${kind.key} (use ${Object.keys(kind.defaults).join(", ")})`
        : issue.message;
    throw new DomainError("INVALID_SETTINGS", `${where}.${name}: ${message}`);
  }
  return merged;
}

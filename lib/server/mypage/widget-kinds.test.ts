import { afterEach, describe, expect, it } from "vitest";
import { checkSettings, WIDGET_KINDS, widgetKind } from "./widget-kinds";

const fails = (work: () => unknown, status: number, needle: string) => {
  try {
    work();
  } catch (error) {
    expect((error as { status: number }).status).toBe(status);
    expect((error as Error).message).toContain(needle);
    return;
  }
  throw new Error(`expected a ${status}`);
};

afterEach(() => {
  delete process.env.MYPAGE_WIDGET_KEYS;
});

describe("widget kinds", () => {
  it("has the kinds of the issue, each with defaults its own schema accepts", () => {
    const keys = WIDGET_KINDS.map((k) => k.key);
    for (const key of ["DocumentList", "BlogList", "TopStories", "EntityHeatInProject", "EntityList", "DocumentVolume"])
      expect(keys).toContain(key);
    for (const key of ["GeoMap", "NetworkGraph", "Quotes", "SocialFeed", "ProjectItems", "Note"])
      expect(keys).toContain(key);
    for (const kind of WIDGET_KINDS) {
      expect(kind.settings.safeParse(kind.defaults).success, kind.key).toBe(true);
      expect(Object.values(kind.defaults).every((v) => typeof v === "string")).toBe(true);
    }
  });
  it("finds a kind in any case and refuses unknown keys", () => {
    expect(widgetKind("documentlist", "widgetJSON.Key").key).toBe("DocumentList");
    fails(() => widgetKind("Weather", "widgetJSON.Key"), 400, "widgetJSON.Key: unknown widget key");
  });
  it("honours the operator's list of enabled kinds", () => {
    process.env.MYPAGE_WIDGET_KEYS = "Note, DocumentList";
    expect(widgetKind("Note", "k").key).toBe("Note");
    fails(() => widgetKind("Quotes", "k"), 403, "not enabled");
  });
});

describe("checkSettings", () => {
  const documents = WIDGET_KINDS.find((k) => k.key === "DocumentList")!;
  it("fills defaults, takes numbers as text and setting names in any case", () => {
    expect(checkSettings(documents, { query: "Iran", PageSize: 5 }, "s")).toEqual({
      Query: "Iran",
      Types: "",
      SortBy: "publicationdate",
      PageSize: "5",
    });
    expect(checkSettings(documents, { Types: "news;blog" }, "s").Types).toBe("news;blog");
  });
  it("refuses unknown names, bad values, bad queries and non-objects, naming the setting", () => {
    fails(() => checkSettings(documents, { Colour: "red" }, "widgetJSON.Settings"), 400, "widgetJSON.Settings.Colour");
    fails(() => checkSettings(documents, { PageSize: "1000" }, "s"), 400, "s.PageSize");
    fails(() => checkSettings(documents, { Types: "news;podcasts" }, "s"), 400, "s.Types");
    fails(() => checkSettings(documents, { Query: '(Iran OR "Iraq' }, "s"), 400, "s.Query");
    fails(() => checkSettings(documents, { Query: { a: 1 } }, "s"), 400, "s.Query: must be a string");
    fails(() => checkSettings(documents, [], "s"), 400, "s: must be an object");
  });
});

describe("GeoMap tile settings", () => {
  const map = WIDGET_KINDS.find((k) => k.key === "GeoMap")!;
  it("takes an http(s) template with {z}, {x} and {y}, or nothing (the app's default)", () => {
    const url = "https://{s}.tile.example.org/{z}/{x}/{y}.png";
    expect(checkSettings(map, { TileUrl: url, TileAttribution: "© Example" }, "s")).toMatchObject({
      TileUrl: url,
      TileAttribution: "© Example",
    });
    expect(checkSettings(map, {}, "s").TileUrl).toBe("");
  });
  it("refuses other schemes and templates without every placeholder, naming the setting", () => {
    fails(() => checkSettings(map, { TileUrl: "javascript:alert(1)//{z}/{x}/{y}" }, "s"), 400, "s.TileUrl");
    fails(() => checkSettings(map, { TileUrl: "ftp://tiles.example.org/{z}/{x}/{y}.png" }, "s"), 400, "s.TileUrl");
    fails(() => checkSettings(map, { TileUrl: "https://tiles.example.org/{z}/{x}.png" }, "s"), 400, "s.TileUrl");
  });
});

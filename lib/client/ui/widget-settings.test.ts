import { describe, expect, it } from "vitest";
import {
  BIN_SIZES,
  checkSetting,
  checkSettings,
  dateInputValue,
  hasTypeGroup,
  kindSpec,
  KIND_SPECS,
  settingErrorOf,
  toggleTypeGroup,
} from "./widget-settings";

describe("widget settings mirror", () => {
  it("has one spec per kind the server knows", () => {
    expect(KIND_SPECS.map((k) => k.key)).toEqual([
      "DocumentList",
      "BlogList",
      "TopStories",
      "EntityHeatInProject",
      "EntityList",
      "DocumentVolume",
      "GeoMap",
      "NetworkGraph",
      "Quotes",
      "SocialFeed",
      "ProjectItems",
      "Note",
    ]);
    expect(kindSpec("documentlist")?.title).toBe("Documents");
  });

  it("checks numbers, enums, type groups, refs and dates", () => {
    const spec = kindSpec("DocumentList")!;
    expect(checkSettings(spec, { Query: "x", Types: "news;blog", SortBy: "Relevance", PageSize: "10" })).toEqual({});
    const errors = checkSettings(spec, { Query: "", Types: "news;tweets", SortBy: "date", PageSize: "0" });
    expect(errors.PageSize).toBe("must be a number from 1 to 100");
    expect(errors.SortBy).toContain("publicationdate");
    expect(errors.Types).toContain('"tweets"');
    const ref = { name: "ProjectRef", label: "P", type: "projectRef", projectType: "EntityList" } as const;
    expect(checkSetting(ref, "15_3")).toBeUndefined();
    expect(checkSetting(ref, "abc")).toBeDefined();
    const date = { name: "FromDate", label: "F", type: "date" } as const;
    expect(checkSetting(date, "2024-01-02")).toBeUndefined();
    expect(checkSetting(date, "2.1.2024")).toBeDefined();
    const map = kindSpec("GeoMap")!;
    expect(checkSettings(map, { TileUrl: "", MaxEvents: "50" })).toEqual({});
    expect(checkSettings(map, { TileUrl: "https://t.test/{z}/{x}/{y}.png", MaxEvents: "50" })).toEqual({});
    expect(checkSettings(map, { TileUrl: "https://t.test/{z}/{x}.png", MaxEvents: "50" }).TileUrl).toContain("{y}");
  });

  it("reads the field out of the server's 400", () => {
    expect(settingErrorOf("widgetJSON.Settings.Query: unexpected ) at position 3")).toEqual({
      field: "Query",
      message: "unexpected ) at position 3",
    });
    expect(settingErrorOf("tabId: must be a GUID")).toBeUndefined();
  });
});

describe("picker helpers", () => {
  it("turns type groups on and off, keeping the others", () => {
    expect(toggleTypeGroup("", "news", true)).toBe("news");
    expect(toggleTypeGroup("news", "blog", true)).toBe("news;blog");
    expect(toggleTypeGroup("news;article comment;blog", "News", false)).toBe("article comment;blog");
    expect(hasTypeGroup("news; Blog", "blog")).toBe(true);
    expect(hasTypeGroup("newsletter", "news")).toBe(false);
  });

  it("shows stored dates in a date input and offers bins by name", () => {
    expect(dateInputValue("2020-03-01")).toBe("2020-03-01");
    expect(dateInputValue("2020-03-01 10:30")).toBe("2020-03-01");
    expect(dateInputValue("")).toBe("");
    expect(BIN_SIZES.map((b) => b.minutes)).toEqual(["60", "1440", "10080", "43200"]);
    expect(
      checkSetting(
        kindSpec("DocumentVolume")!.fields.find((f) => f.name === "BinSize")!,
        "10080",
      ),
    ).toBe(undefined);
  });
});

import { describe, expect, it } from "vitest";
import { widgetRequest, withFilter } from "./use-widget-data";

describe("widget data calls", () => {
  it("builds each kind's call from its settings, with the defaults the server applies", () => {
    expect(widgetRequest("DocumentList", { SortBy: "Relevance", Types: "news; blog" }, "iran")).toEqual({
      path: "/search/documents",
      params: { q: "iran", types: "news,blog", sortBy: "relevance", pageSize: "10", extras: "DocumentTeasers,Images" },
      enabled: true,
    });
    expect(widgetRequest("BlogList", {}, "")?.params).toMatchObject({ types: "blog", sortBy: "publicationdate" });
    expect(widgetRequest("GeoMap", { MaxEvents: "20", TileUrl: "https://t.test/{z}/{x}/{y}.png" }, "x")).toEqual({
      path: "/search/geoevents",
      params: { q: "x", maxNoVisibleEvent: "20" },
      enabled: true,
    });
    expect(widgetRequest("SocialFeed", { Query: "rain", Providers: "Mastodon; Bluesky" }, "ignored")?.params).toEqual({
      q: "rain",
      providers: "Mastodon,Bluesky",
      languages: undefined,
      pageSize: "10",
    });
  });
  it("waits for a project where one is needed, and has nothing to fetch for a note", () => {
    expect(widgetRequest("ProjectItems", { ProjectRef: "" }, "")?.enabled).toBe(false);
    expect(widgetRequest("EntityHeatInProject", { ProjectRef: "42" }, "")?.params.projectref).toBe("15_42");
    expect(widgetRequest("Note", { Text: "hi" }, "")).toBeUndefined();
  });
  it("ANDs the tab's filter to the widget's query", () => {
    expect(withFilter("iran", "")).toBe("iran");
    expect(withFilter("", "Country:Iran")).toBe("Country:Iran");
    expect(withFilter("a OR b", "c")).toBe("(a OR b) AND (c)");
  });
});

import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { buildAtomFeed } from "@/lib/server/markup/atom-feed";
import { serializeAtom } from "./atom";
import type { TWire } from "./types";

const list: TWire = {
  TotalCount: 3,
  Description: "iran",
  Items: [
    {
      Id: "5_1",
      Description: "Talks resume <today> & more",
      Publisher: "BBC",
      PublicationDate: "2019-01-04T09:30:00Z",
      SourceUrl: "https://news.example/a?x=1&y=2",
      ServiceUrl: "http://localhost:3000/documents/5_1",
      Language: "en",
      Type: "Article",
      Extras: {
        DocumentFullText: {
          HtmlFullText: "Iran <em>talks</em> <script>x</script>",
          ContainsHighlightedTokens: true,
        },
      },
    },
    {
      Id: "5_2",
      Description: "Second\u0001 story",
      Publisher: "Reuters",
      PublicationDate: "2019-01-05T00:00:00Z",
      SourceUrl: "javascript:alert(1)",
      ServiceUrl: "/documents/5_2",
      Extras: { DocumentTeaser: "A <teaser>" },
    },
    { Id: "5_3", Description: "Undated", PublicationDate: "0001-01-01T00:00:00" },
  ],
  LastUpdated: "0001-01-01T00:00:00",
};

const options = {
  title: "Search: iran",
  selfUrl: "http://localhost:3000/api/search/documents?q=iran&type=atom10",
  origin: "http://localhost:3000",
};

describe("serializeAtom", () => {
  const { body, contentType } = serializeAtom(list, options);
  const feed = parseFeed(body);

  it("is well-formed Atom with the atom content type", () => {
    expect(contentType).toBe("application/atom+xml; charset=utf-8");
    expect(XMLValidator.validate(body)).toBe(true);
    expect(body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed.meta.type).toBe("atom");
  });

  it("has the feed title, id, self link, author and newest date", () => {
    expect(feed.title).toBe("Search: iran");
    // The parser has no feed id getter; read it from the document.
    expect(new XMLParser().parse(body).feed.id).toBe(options.selfUrl);
    expect(feed.self).toBe(options.selfUrl);
    expect(feed.authors.map((author) => author.name)).toEqual(["News and Entity Intelligence Service"]);
    expect(feed.updated?.toISOString()).toBe("2019-01-05T00:00:00.000Z");
  });

  it("has one entry per document with titles, links, dates and authors", () => {
    expect(feed.items).toHaveLength(3);
    const [first, second, third] = feed.items;
    expect(first?.title).toBe("Talks resume <today> & more");
    expect(first?.id).toBe("http://localhost:3000/documents/5_1");
    expect(first?.url).toBe("https://news.example/a?x=1&y=2");
    expect(first?.published?.toISOString()).toBe("2019-01-04T09:30:00.000Z");
    expect(first?.updated?.toISOString()).toBe("2019-01-04T09:30:00.000Z");
    expect(first?.authors.map((author) => author.name)).toEqual(["BBC"]);

    expect(second?.title).toBe("Second story");
    // javascript: is never a link; the relative ServiceUrl is resolved against the origin.
    expect(second?.url).toBe("http://localhost:3000/documents/5_2");

    expect(third?.id).toBe("tag:localhost,2024:5_3");
    expect(third?.url).toBeNull();
    expect(third?.updated?.toISOString()).toBe("2019-01-05T00:00:00.000Z");
    expect(third?.published).toBeNull();
  });

  it("carries a sanitised html summary", () => {
    // feed-parser decodes entities once more than the XML does, so the exact HTML is read here.
    const entries = new XMLParser({ ignoreAttributes: false }).parse(body).feed.entry;
    expect(entries[0].summary["#text"]).toBe("Iran <em>talks</em> &lt;script&gt;x&lt;/script&gt;");
    expect(entries[0].summary["@_type"]).toBe("html");
    expect(entries[1].summary["#text"]).toBe("A &lt;teaser&gt;");
    expect(entries[2].summary).toBeUndefined();
    expect(feed.items[0]?.description).toContain("<em>talks</em>");
    expect(body).not.toContain("<script>");
  });

  it("uses a tag id and the current time when there is no self URL or date", () => {
    const before = Date.now();
    const body = serializeAtom({ TotalCount: 0, Items: [] }, {}).body;
    const parsed = parseFeed(body);
    expect(new XMLParser().parse(body).feed.id).toBe("tag:localhost,2024:documents");
    expect(parsed.title).toBe("Documents");
    expect(parsed.updated!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });
});

describe("buildAtomFeed", () => {
  it("builds a feed from plain entries", () => {
    const body = buildAtomFeed({
      title: "Widget",
      id: "tag:localhost,2024:widget:1",
      updated: new Date("2020-01-01T00:00:00Z"),
      authorName: "Someone",
      entries: [{ id: "tag:localhost,2024:5_9", title: "T ]]> x", updated: new Date("2020-01-01T00:00:00.250Z") }],
    });
    expect(XMLValidator.validate(body)).toBe(true);
    const feed = parseFeed(body);
    expect(feed.items[0]?.title).toBe("T ]]> x");
    expect(feed.items[0]?.updated?.toISOString()).toBe("2020-01-01T00:00:00.250Z");
    expect(body).toContain("<updated>2020-01-01T00:00:00Z</updated>");
  });
});

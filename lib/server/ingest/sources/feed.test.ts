import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import type { TRawDocument, TSourceItem } from "../types";
import { collect, FIXTURES } from "./corpus";
import { feedFileSource, feedSource, parseFeedItems, readFeed } from "./feed";

const docs = (items: TSourceItem[]): TRawDocument[] => items.flatMap((i) => (i.ok ? [i.doc] : []));
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`);

describe("readFeed", () => {
  it("keeps an item's picture: Media RSS thumbnail, image enclosure, an img in its HTML; nothing unsafe", () => {
    const rss = `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>Pictures</title>
<item><title>With thumbnail</title><link>https://pics.example.org/a</link><description>One</description>
  <media:thumbnail url="https://cdn.example.org/a-thumb.jpg" width="120" height="80"/></item>
<item><title>With enclosure</title><link>https://pics.example.org/b</link><description>Two</description>
  <enclosure url="https://cdn.example.org/b.png" type="image/png" length="1000"/></item>
<item><title>Picture in the text</title><link>https://pics.example.org/c</link>
  <description><![CDATA[<p>Three <img src="/img/c.jpg"></p>]]></description></item>
<item><title>Unsafe picture</title><link>https://pics.example.org/d</link>
  <enclosure url="javascript:alert(1)" type="image/png" length="1"/><description>Four</description></item>
<item><title>No picture</title><link>https://pics.example.org/e</link><description>Five</description></item>
</channel></rss>`;
    expect(docs(readFeed(rss)).map((d) => d.properties?.image)).toEqual([
      "https://cdn.example.org/a-thumb.jpg",
      "https://cdn.example.org/b.png",
      "https://pics.example.org/img/c.jpg",
      undefined,
      undefined,
    ]);
  });

  it("reads RSS 2.0: content:encoded as text and html, guid, dates, categories; rejects empty items", () => {
    const items = readFeed(fixture("rss2.xml"));
    expect(items.filter((i) => !i.ok)).toEqual([
      { ok: false, origin: "feed item 3", reason: "feed item has neither title nor content" },
    ]);
    const [full, teaser] = docs(items);
    expect(full).toMatchObject({
      title: "Tom & Jerry studio opens in Leeds",
      url: "https://news.example.org/2020/03/studio",
      providerRef: "example-daily-1001",
      provider: "https://news.example.org/",
      publisher: "Example Daily",
      language: "en",
      properties: { categories: ["Business", "Media"], authors: ["Jane Reporter"] },
      summaryOnly: false,
    });
    expect(full!.publishedAt?.toISOString()).toBe("2020-03-02T08:15:00.000Z");
    expect(full!.body).toMatch(
      /^A new animation studio opened in Leeds on Monday, creating 120 jobs in the city centre\.\n\n/,
    );
    expect(full!.body).not.toContain("track()");
    expect(full!.html).toContain("<b>Leeds</b>");
    // Escaped HTML in a description, ending "…": a teaser the caller should complete from the page.
    expect(teaser).toMatchObject({
      body: "Heavy rain closed the A1 near Newark overnight, police said…",
      summaryOnly: true,
    });
  });

  it("reads RSS 1.0 (RDF) with dc:date and dc:subject", () => {
    const [first, second] = docs(readFeed(fixture("rss1.rdf"), { publisher: "Override" }));
    expect(first).toMatchObject({
      title: "Bahn streicht Verbindungen",
      url: "https://rdf.example.net/a/1",
      publisher: "Override",
      language: "de",
      properties: { categories: ["Verkehr"] },
      summaryOnly: true,
    });
    expect(first!.publishedAt?.toISOString()).toBe("2020-02-10T06:30:00.000Z");
    expect(second!.publishedAt?.toISOString()).toBe("2020-02-11T00:00:00.000Z");
  });

  it("reads Atom 1.0: xhtml content, html titles, id, published, xml:lang", () => {
    const [full, summary] = docs(readFeed(fixture("atom.xml"), { feedUrl: "https://atom.example.fr/feed.atom" }));
    expect(full).toMatchObject({
      title: "Le budget adopté",
      url: "https://atom.example.fr/2020/04/budget",
      providerRef: "tag:atom.example.fr,2020:budget",
      provider: "https://atom.example.fr/feed.atom",
      publisher: "Atom Nouvelles",
      language: "fr",
      summaryOnly: false,
    });
    expect(full!.publishedAt?.toISOString()).toBe("2020-04-01T08:00:00.000Z");
    expect(full!.body.split("\n\n")).toHaveLength(4);
    expect(summary).toMatchObject({ url: "https://atom.example.fr/2020/04/greve", summaryOnly: true });
    expect(summary!.publishedAt?.toISOString()).toBe("2020-04-02T09:00:00.000Z");
  });

  it("decodes a feed by its XML declaration", () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>L</title>
      <item><title>Caf\u00e9</title><description>Cr\u00e8me br\u00fbl\u00e9e</description></item></channel></rss>`;
    const [doc] = docs(readFeed(Buffer.from(xml, "latin1")));
    expect(doc).toMatchObject({ title: "Café", body: "Crème brûlée" });
  });

  it("throws on a non-feed; parseFeedItems and feedSource turn that into one rejection", async () => {
    expect(() => readFeed("<html><body>nope</body></html>")).toThrow(/not a readable RSS\/Atom feed/);
    expect(parseFeedItems("garbage", { origin: "x.xml" })).toEqual([
      { ok: false, origin: "x.xml", reason: expect.stringMatching(/not a readable RSS\/Atom feed/) },
    ]);
    expect(await collect(feedSource("garbage").items())).toHaveLength(1);
  });

  it("reads a feed file with item origins named after the file", async () => {
    const source = feedFileSource(`${FIXTURES}/rss2.xml`);
    expect(await source.estimate!()).toBe(3);
    expect((await collect(source.items())).map((i) => (i.ok ? i.doc.origin : i.origin))).toEqual([
      "rss2.xml item 1",
      "rss2.xml item 2",
      "rss2.xml item 3",
    ]);
  });
});

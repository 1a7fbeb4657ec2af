import { describe, expect, it } from "vitest";

import { collect, FIXTURES } from "./corpus";
import { extractArticle, htmlFileSource } from "./html";
import { htmlToText } from "./html-text";
import { readFileSync } from "node:fs";

describe("extractArticle", () => {
  const page = readFileSync(`${FIXTURES}/article.html`, "utf8");

  it("extracts the article and the page's metadata", () => {
    const article = extractArticle(page, "https://herald.example.co.uk/news/2020/05/14/bridge?utm=x");
    expect(article.title).toBe("Harbour bridge reopens after repairs");
    expect(article.byline).toBe("Sam Writer");
    expect(article.siteName).toBe("Coastal Herald");
    expect(article.language).toBe("en");
    expect(article.canonicalUrl).toBe("https://herald.example.co.uk/news/2020/05/harbour-bridge-reopens");
    // article:published_time wins over JSON-LD.
    expect(article.publishedAt?.toISOString()).toBe("2020-05-14T08:30:00.000Z");
    expect(article.text).toContain("The harbour bridge in Portwick reopened to traffic on Thursday morning");
    expect(article.text.split("\n\n").length).toBeGreaterThanOrEqual(4);
    expect(article.text).not.toMatch(/Privacy|Sport/);
    // Links are made absolute against <base href>.
    expect(article.html).toContain('href="https://herald.example.co.uk/news/2019/09/bridge-closed"');
  });

  it("falls back to JSON-LD datePublished and <html lang>, and to the body text for short pages", () => {
    const html = `<html lang="de"><head><title>Kurz</title>
      <script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":"NewsArticle","datePublished":"2021-01-02T03:04:05Z"}]}</script>
      </head><body><p>Nur ein Satz.</p></body></html>`;
    const article = extractArticle(html, "https://example.de/a");
    expect(article).toMatchObject({ title: "Kurz", text: "Nur ein Satz.", language: "de" });
    expect(article.publishedAt?.toISOString()).toBe("2021-01-02T03:04:05.000Z");
  });

  it("reads an HTML file as one document", async () => {
    const items = await collect(htmlFileSource(`${FIXTURES}/article.html`, { type: "Local File" }).items());
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      ok: true,
      doc: {
        origin: "article.html",
        title: "Harbour bridge reopens after repairs",
        url: "https://herald.example.co.uk/news/2020/05/harbour-bridge-reopens",
        publisher: "Coastal Herald",
        language: "en",
        type: "Local File",
      },
    });
  });
});

describe("htmlToText", () => {
  it("keeps paragraphs and line breaks, drops scripts, decodes entities", () => {
    expect(htmlToText("<h1>T</h1><p>A &amp; B<br>next</p><script>x()</script><ul><li>one</li><li>two</li></ul>")).toBe(
      "T\n\nA & B\nnext\n\none\n\ntwo",
    );
  });
});

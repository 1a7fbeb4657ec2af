import { describe, expect, it } from "vitest";

import { serializeHtml, serializeHtmlError } from "./html";
import { sanitizeHighlight, safeHttpUrl } from "@/lib/server/markup/html-text";
import type { TWire } from "./types";

describe("serializeHtml", () => {
  const list: TWire = {
    TotalCount: 12,
    Description: "iran",
    Items: [
      {
        Id: "5_1",
        Description: "<script>alert(1)</script>",
        Publisher: "Evil & Co",
        PublicationDate: "2019-01-04T09:30:00Z",
        SourceUrl: "javascript:alert(1)",
        ServiceUrl: "JaVaScRiPt:alert(2)",
      },
      {
        Id: "5_2",
        Description: "Fine",
        SourceUrl: 'https://news.example/a?b=1&c="2"',
        Extras: {
          DocumentFullText: { HtmlFullText: 'x <em>y</em> <img src=x onerror=alert(1)> <b class="z">w</b>' },
        },
      },
    ],
  };
  const { body, contentType } = serializeHtml(list, {});

  it("is a standalone html page", () => {
    expect(contentType).toBe("text/html; charset=utf-8");
    expect(body.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(body).toContain("<title>iran</title>");
    expect(body).toContain("prefers-color-scheme: dark");
    expect(body).toContain("12 documents, showing 2");
  });

  it("escapes titles and publishers", () => {
    expect(body).not.toContain("<script>");
    expect(body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(body).toContain("Evil &amp; Co");
    expect(body).toContain('<time datetime="2019-01-04T09:30:00Z">2019-01-04 09:30 UTC</time>');
  });

  it("links only http(s) URLs", () => {
    expect(body.toLowerCase()).not.toContain("javascript:");
    expect(body).toContain('<span class="title">&lt;script&gt;');
    expect(body).toContain('href="https://news.example/a?b=1&amp;c=%222%22"');
  });

  it("keeps only bare highlight tags from the full text", () => {
    // The `</b>` closing the refused `<b class="z">` has nothing to close, so it is dropped.
    expect(body).toContain("x <em>y</em> &lt;img src=x onerror=alert(1)&gt; &lt;b class=&quot;z&quot;&gt;w</p>");
    expect(body).not.toContain("<img");
  });

  it("shows a highlighted teaser's <em> as markup and keeps everything else inert", () => {
    const page = serializeHtml(
      {
        Items: [
          {
            Id: "5_3",
            Description: "T",
            Extras: { DocumentTeasers: { Teaser: "a <em>storm</em> <img src=x onerror=alert(1)>" } },
          },
        ],
      },
      {},
    ).body;
    expect(page).toContain('<p class="snippet">a <em>storm</em> &lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it("prefers options.title and handles an empty list", () => {
    const page = serializeHtml({ TotalCount: 0, Items: [] }, { title: "My <list>" }).body;
    expect(page).toContain("<h1>My &lt;list&gt;</h1>");
    expect(page).toContain("No documents.");
  });
});

describe("sanitizeHighlight", () => {
  it("re-allows em, mark and b and balances them", () => {
    expect(sanitizeHighlight("<EM>a</EM> <mark>b</mark> <b>c")).toBe("<em>a</em> <mark>b</mark> <b>c</b>");
    expect(sanitizeHighlight("</mark>x<i>y</i>")).toBe("x&lt;i&gt;y&lt;/i&gt;");
    expect(sanitizeHighlight("<b><em>x</b></em>")).toBe("<b><em>x</em></b>");
  });

  it("drops tags with attributes and removes invalid characters", () => {
    expect(sanitizeHighlight('<em onclick="x">a</em>\u0001')).toBe("&lt;em onclick=&quot;x&quot;&gt;a");
  });
});

describe("safeHttpUrl", () => {
  it("accepts http(s) and resolves relative URLs", () => {
    expect(safeHttpUrl("https://a.example/x")).toBe("https://a.example/x");
    expect(safeHttpUrl("/documents/5_1", "http://localhost:3000")).toBe("http://localhost:3000/documents/5_1");
  });

  it.each(["javascript:alert(1)", " javascript:alert(1)", "data:text/html,x", "/relative", "", null])(
    "rejects %j",
    (url) => {
      expect(safeHttpUrl(url)).toBeNull();
    },
  );
});

describe("serializeHtmlError", () => {
  it("renders the message and code escaped", () => {
    const { body, contentType } = serializeHtmlError({
      Error: "Bad <q>",
      Code: "BAD_PARAM",
      LastUpdated: "0001-01-01T00:00:00",
    });
    expect(contentType).toBe("text/html; charset=utf-8");
    expect(body).toContain("<p>Bad &lt;q&gt;</p>");
    expect(body).toContain("<code>BAD_PARAM</code>");
  });
});

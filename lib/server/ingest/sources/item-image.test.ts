import { describe, expect, it } from "vitest";
import { cleanImageUrl, imageOfHtml } from "./item-image";

describe("item images", () => {
  it("keeps absolute http(s) URLs, resolves relative ones, drops the rest", () => {
    expect(cleanImageUrl("https://img.example.org/a.jpg")).toBe("https://img.example.org/a.jpg");
    expect(cleanImageUrl("/pics/b.png", "https://news.example.org/story/1")).toBe(
      "https://news.example.org/pics/b.png",
    );
    expect(cleanImageUrl("javascript:alert(1)")).toBeUndefined();
    expect(cleanImageUrl("data:image/png;base64,AAAA")).toBeUndefined();
    expect(cleanImageUrl("https://user:pw@example.org/c.jpg")).toBeUndefined();
    expect(cleanImageUrl("not a url")).toBeUndefined();
    expect(cleanImageUrl("")).toBeUndefined();
  });

  it("finds a page's og:image first, then twitter:image, then the first img", () => {
    const page = (head: string, body = "") => `<html><head>${head}</head><body>${body}</body></html>`;
    expect(
      imageOfHtml(
        page('<meta property="og:image" content="https://cdn.example.org/og.jpg?w=1&amp;h=2">'),
        "https://x.org/",
      ),
    ).toBe("https://cdn.example.org/og.jpg?w=1&h=2");
    expect(imageOfHtml(page('<meta name="twitter:image" content="/tw.jpg">'), "https://x.org/a")).toBe(
      "https://x.org/tw.jpg",
    );
    expect(imageOfHtml(page("", '<p>Hi</p><img alt="" src="https://x.org/first.png">'))).toBe(
      "https://x.org/first.png",
    );
    expect(imageOfHtml(page("", "<p>no pictures</p>"))).toBeUndefined();
  });
});

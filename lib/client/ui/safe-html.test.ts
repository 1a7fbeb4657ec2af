import { describe, expect, it } from "vitest";
import { decodeEntities, parseSafeHtml, safeText } from "./safe-html";

describe("parseSafeHtml", () => {
  it("keeps <em> highlights and decodes entities in text", () => {
    expect(parseSafeHtml("Oil &amp; <em>gas</em> prices &lt;rise&gt;")).toEqual([
      "Oil & ",
      { tag: "em", children: ["gas"] },
      " prices <rise>",
    ]);
  });

  it("drops unknown tags and every attribute but keeps their text", () => {
    const nodes = parseSafeHtml(
      '<script>alert(1)</script><a href="javascript:x" onclick="y">link</a><em class="x">k</em>',
    );
    expect(nodes).toEqual(["alert(1)link", { tag: "em", children: ["k"] }]);
  });

  it("builds paragraphs and line breaks", () => {
    expect(parseSafeHtml("<p>a<br>b</p>\n<p>c</p>")).toEqual([
      { tag: "p", children: ["a", { tag: "br", children: [] }, "b"] },
      "\n",
      { tag: "p", children: ["c"] },
    ]);
  });

  it("survives unbalanced tags", () => {
    expect(parseSafeHtml("<em>open <b>bold</em> after</b>")).toEqual([
      { tag: "em", children: ["open ", { tag: "b", children: ["bold"] }] },
      " after",
    ]);
  });

  it("gives the plain text back", () => {
    expect(safeText(parseSafeHtml("<p>a <em>b</em><br>c</p>"))).toBe("a b\nc");
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and named entities and leaves unknown ones", () => {
    expect(decodeEntities("&#39;&#x41;&quot;&bogus;&#0;")).toBe("'A\"&bogus;&#0;");
  });
});

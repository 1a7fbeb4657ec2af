import { describe, expect, it } from "vitest";
import { parseHTML } from "linkedom";
import { writeExport } from "./write-export";
import { ITEMS, sampleInput, tabInput, TRICKY_TITLE } from "./test-support";

async function page(input = sampleInput()) {
  const { body } = await writeExport("html", input);
  return parseHTML(body.toString("utf8")).document;
}

describe("html export", () => {
  it("is a standalone page with every item's title, date, publisher and link", async () => {
    const document = await page();
    expect(document.title).toBe("My scrapbook");
    expect(document.querySelector("h1")?.textContent).toBe("My scrapbook");
    expect(document.querySelector("style")?.textContent).toContain("body");
    expect(document.querySelectorAll("link, img, iframe, script")).toHaveLength(0);
    const items = [...document.querySelectorAll("li.item")];
    expect(items.map((item) => item.querySelector(".item-title")?.textContent)).toEqual(
      ITEMS.map((item) => item.title),
    );
    const first = items[0]?.textContent ?? "";
    expect(first).toContain("4 January 2019, 14:05 UTC");
    expect(first).toContain("Wikinews");
    expect(items[0]?.getAttribute("data-id")).toBe("5_101");
    const hrefs = [...document.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("https://en.wikinews.org/wiki/Floods?a=1&b=2");
    expect(hrefs).toContain("https://service.example/entities/11_7");
    for (const a of document.querySelectorAll("a")) expect(a.getAttribute("rel")).toContain("noopener");
  });

  it("escapes everything: a title holding markup stays text", async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const document = await page(
      sampleInput({
        title: hostile,
        owner: '"><script>',
        items: [
          { kind: "document", id: "5_1", title: hostile, link: "javascript:alert(1)" },
          { kind: "document", id: "5_2", title: TRICKY_TITLE, link: 'https://x.example/"onmouseover="a' },
        ],
      }),
    );
    expect(document.querySelectorAll("script, img")).toHaveLength(0);
    expect(document.title).toBe(hostile);
    expect(document.querySelector("h1")?.textContent).toBe(hostile);
    const titles = [...document.querySelectorAll(".item-title")].map((node) => node.textContent);
    expect(titles).toEqual([hostile, TRICKY_TITLE]);
    const links = [...document.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).not.toContain("javascript:alert(1)");
    for (const a of links) expect(a.getAttribute("onmouseover")).toBeNull();
  });

  it("has a heading per widget section and says No items for an empty one", async () => {
    const document = await page(tabInput());
    expect([...document.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Top stories",
      "People",
      "Note",
      "Quiet widget",
    ]);
    const sections = [...document.querySelectorAll("section")];
    expect(sections[2]?.querySelector(".text")?.textContent).toBe("Remember {this}");
    expect(sections[2]?.querySelector(".empty")).toBeNull();
    expect(sections[3]?.querySelector(".empty")?.textContent).toBe("No items");
  });

  it("says No items when there is nothing to export", async () => {
    const document = await page(sampleInput({ items: [] }));
    expect(document.querySelector(".empty")?.textContent).toBe("No items");
    expect(document.querySelectorAll("li")).toHaveLength(0);
  });
});

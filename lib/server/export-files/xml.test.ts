import { describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { writeExport } from "./write-export";
import { ITEMS, sampleInput, tabInput, TRICKY_TITLE } from "./test-support";

async function parsed(body: Buffer) {
  const xml = body.toString("utf8");
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => ["Section", "Item"].includes(name),
  });
  return parser.parse(xml).Export;
}

describe("xml export", () => {
  it("is well-formed and has every item's title, date, publisher and link", async () => {
    const { body } = await writeExport("xml", sampleInput());
    const root = await parsed(body);
    expect(root["@Kind"]).toBe("Scrapbook");
    expect(root["@GeneratedAt"]).toBe("2026-03-04T05:06:07Z");
    expect(root.Title).toBe("My scrapbook");
    expect(root.Owner).toBe("alice");
    expect(root.TotalCount).toBe("3");
    const items = root.Sections.Section[0].Items.Item;
    expect(items.map((item: { Title: string }) => item.Title)).toEqual(ITEMS.map((item) => item.title));
    expect(items[0]).toMatchObject({
      "@Kind": "document",
      "@Id": "5_101",
      Date: "2019-01-04T14:05:00Z",
      Publisher: "Wikinews",
      Link: "https://en.wikinews.org/wiki/Floods?a=1&b=2",
      Type: "News",
      AddedAt: "2026-03-01T10:00:00Z",
    });
    expect(items[1].Title).toBe(TRICKY_TITLE);
    expect(items[2]).toMatchObject({ "@Kind": "entity", "@Id": "11_7", Type: "Person" });
  });

  it("removes characters XML forbids and drops links that are not http(s)", async () => {
    const input = sampleInput({
      title: "Bad\u0000 \u0001title\uFFFE \uD800 ]]> &amp;",
      items: [{ kind: "document", id: "5_1", title: "a\u0008b\u001Fc", link: "javascript:alert(1)" }],
    });
    const root = await parsed((await writeExport("xml", input)).body);
    expect(root.Title).toBe("Bad title ]]> &amp;");
    const item = root.Sections.Section[0].Items.Item[0];
    expect(item.Title).toBe("abc");
    expect(item.Link).toBeUndefined();
  });

  it("has one section per widget of a tab", async () => {
    const root = await parsed((await writeExport("xml", tabInput())).body);
    const sections = root.Sections.Section;
    expect(sections.map((section: { Title: string }) => section.Title)).toEqual([
      "Top stories",
      "People",
      "Note",
      "Quiet widget",
    ]);
    expect(sections[0].Items.Item).toHaveLength(2);
    expect(sections[2]).toMatchObject({ Text: "Remember {this}", TotalCount: "0" });
    expect(sections[2].Message).toBeUndefined();
    expect(sections[3]).toMatchObject({ TotalCount: "0", Message: "No items" });
  });

  it("says No items when there is nothing to export", async () => {
    for (const input of [sampleInput({ items: [] }), sampleInput({ items: undefined, sections: [] })]) {
      const root = await parsed((await writeExport("xml", input)).body);
      expect(root.TotalCount).toBe("0");
      expect(root.Sections.Section[0].Message).toBe("No items");
    }
  });
});

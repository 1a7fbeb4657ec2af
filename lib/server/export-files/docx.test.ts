import { describe, expect, it } from "vitest";
import mammoth from "mammoth";
import { strFromU8, unzipSync } from "fflate";
import { XMLValidator } from "fast-xml-parser";
import { writeExport } from "./write-export";
import { ITEMS, sampleInput, tabInput, TRICKY_TITLE, UNICODE_TITLE } from "./test-support";

function parts(body: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

describe("docx export", () => {
  it("is a zip of well-formed Office Open XML parts with title and creator", async () => {
    const files = parts((await writeExport("docx", sampleInput({ title: UNICODE_TITLE }))).body);
    for (const name of [
      "[Content_Types].xml",
      "word/document.xml",
      "docProps/core.xml",
      "word/_rels/document.xml.rels",
    ]) {
      expect(files[name], name).toBeDefined();
      expect(XMLValidator.validate(files[name] ?? ""), name).toBe(true);
    }
    expect(files["docProps/core.xml"]).toContain(`<dc:title>${UNICODE_TITLE}</dc:title>`);
    expect(files["docProps/core.xml"]).toContain("<dc:creator>alice</dc:creator>");
    expect(files["word/_rels/document.xml.rels"]).toContain('Target="https://example.org/story/2"');
  });

  it("opens in mammoth with every title, date, publisher and link", async () => {
    const { body } = await writeExport("docx", sampleInput());
    const { value: html, messages } = await mammoth.convertToHtml({ buffer: body });
    expect(messages.filter((message) => message.type === "error")).toEqual([]);
    expect(html).toContain('href="https://en.wikinews.org/wiki/Floods?a=1&amp;b=2"');
    expect(html).toContain('href="https://service.example/entities/11_7"');
    expect(html).toMatch(/<h1>My scrapbook<\/h1>|<p>My scrapbook<\/p>/);
    const { value: text } = await mammoth.extractRawText({ buffer: body });
    for (const item of ITEMS) expect(text).toContain(item.title);
    expect(text).toContain(TRICKY_TITLE);
    expect(text).toContain("Floods in Zürich — 東京 😀 reacts");
    expect(text).toContain("4 January 2019, 14:05 UTC");
    expect(text).toContain("Wikinews");
    expect(text).toContain("First line");
  });

  it("has a heading per widget section and No items for an empty one", async () => {
    const { body } = await writeExport("docx", tabInput());
    const { value: html } = await mammoth.convertToHtml({ buffer: body });
    for (const title of ["Top stories", "People", "Note", "Quiet widget"]) expect(html).toContain(`>${title}</`);
    expect(html).toContain("Remember {this}");
    expect(html.indexOf("No items")).toBeGreaterThan(html.indexOf("Quiet widget"));
  });

  it("survives characters XML forbids and says No items when empty", async () => {
    const { body } = await writeExport("docx", sampleInput({ title: "x\u0000y\uFFFF", items: [] }));
    const files = parts(body);
    expect(XMLValidator.validate(files["word/document.xml"] ?? "")).toBe(true);
    const { value: text } = await mammoth.extractRawText({ buffer: body });
    expect(text).toContain("xy");
    expect(text).toContain("No items");
  });
});

import { describe, expect, it } from "vitest";
import { rtfText } from "./rtf";
import { writeExport } from "./write-export";
import { ITEMS, readRtf, sampleInput, tabInput, TRICKY_TITLE, UNICODE_TITLE } from "./test-support";

/** Braces outside escapes must balance and never close the document early. */
function braceDepthOk(rtf: string): boolean {
  let depth = 0;
  const unescaped = rtf.replace(/\\[\\{}]/g, "");
  for (let i = 0; i < unescaped.length; i++) {
    if (unescaped[i] === "{") depth++;
    if (unescaped[i] === "}") depth--;
    if (depth < 0 || (depth === 0 && i < unescaped.trimEnd().length - 1)) return false;
  }
  return depth === 0;
}

describe("rtfText", () => {
  it("escapes control characters of RTF and writes non-ASCII as signed 16-bit \\u", () => {
    expect(rtfText("a\\b{c}")).toBe("a\\\\b\\{c\\}");
    expect(rtfText("ü—")).toBe("\\u252?\\u8212?");
    expect(rtfText("東")).toBe("\\u26481?");
    expect(rtfText("\uFFFD")).toBe("\\u-3?");
    expect(rtfText("😀")).toBe("\\u-10179?\\u-8704?");
    expect(rtfText("x\ny\tz\u0001")).toBe("x\\line y\\tab z");
  });
});

describe("rtf export", () => {
  it("is ASCII RTF that a reader decodes to every title, date, publisher and link", async () => {
    const { body } = await writeExport("rtf", sampleInput({ title: UNICODE_TITLE }));
    const raw = body.toString("latin1");
    expect(raw.startsWith("{\\rtf1\\ansi")).toBe(true);
    expect([...body].every((byte) => byte < 0x80)).toBe(true);
    expect(braceDepthOk(raw)).toBe(true);
    const { text, warnings } = await readRtf(body);
    expect(warnings).toEqual([]);
    expect(text).toContain(UNICODE_TITLE);
    for (const item of ITEMS) expect(text).toContain(item.title);
    expect(text).toContain("Floods in Zürich — 東京 😀 reacts");
    expect(text).toContain("4 January 2019, 14:05 UTC");
    expect(text).toContain("Publisher {x} \\y");
    expect(text).toContain("https://en.wikinews.org/wiki/Floods?a=1&b=2");
    expect(raw).toContain('{\\field{\\*\\fldinst{HYPERLINK "https://en.wikinews.org/wiki/Floods?a=1&b=2"}}');
  });

  it("keeps braces and backslashes in titles as text", async () => {
    const { body } = await writeExport("rtf", sampleInput({ title: TRICKY_TITLE }));
    expect(braceDepthOk(body.toString("latin1"))).toBe(true);
    const { text, warnings } = await readRtf(body);
    expect(warnings).toEqual([]);
    expect(text.split(TRICKY_TITLE).length - 1).toBeGreaterThanOrEqual(2);
    // The text after the tricky item is still there: nothing was swallowed by a stray group.
    expect(text).toContain("Angela Merkel");
  });

  it("writes one heading per widget section and No items for an empty one", async () => {
    const { text } = await readRtf((await writeExport("rtf", tabInput())).body);
    const order = ["Top stories", "People", "Note", "Remember {this}", "Quiet widget", "No items"].map((s) =>
      text.indexOf(s),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("says No items when there is nothing to export", async () => {
    const { body } = await writeExport("rtf", sampleInput({ items: [] }));
    expect(braceDepthOk(body.toString("latin1"))).toBe(true);
    expect((await readRtf(body)).text).toContain("No items");
  });
});

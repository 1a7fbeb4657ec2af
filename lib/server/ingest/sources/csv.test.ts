import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import type { TRawDocument } from "../types";
import { collect, corpusPath, FIXTURES } from "./corpus";
import { csvSource, detectHeader } from "./csv";

describe("csvSource (fixture)", () => {
  it("maps alternative column names, quoted multi-line fields and reports bad rows", async () => {
    const source = csvSource(`${FIXTURES}/alt-columns.csv`, { publisher: "Example", type: "Article" });
    const items = await collect(source.items());
    expect(await source.estimate!()).toBe(items.length);
    expect(items.map((i) => (i.ok ? i.doc.origin : `${i.origin}: ${i.reason}`))).toEqual([
      "alt-columns.csv row 1",
      "alt-columns.csv row 2",
      'alt-columns.csv row 3: invalid date "not-a-date"',
      "alt-columns.csv row 4: row has neither title nor text",
      "alt-columns.csv row 5",
    ]);
    const [first, second] = items.flatMap((i) => (i.ok ? [i.doc] : []));
    expect(first).toMatchObject({
      title: "First, with comma",
      body: 'Line one\nLine two with "quotes"',
      url: "https://example.com/a",
      publisher: "Example",
      type: "Article",
    });
    expect(first!.publishedAt?.toISOString()).toBe("2021-06-01T00:00:00.000Z");
    expect(second!.publishedAt?.toISOString()).toBe("2021-06-02T10:30:00.000Z");
  });

  it("detects headers by column name", () => {
    expect(detectHeader(["url", "date", "title", "text"])).toEqual({ url: 0, date: 1, title: 2, text: 3 });
    expect(detectHeader(["Headline", "Content", "Published"])).toEqual({ title: 0, text: 1, date: 2 });
    expect(detectHeader(["https://x.org/a", "2019-01-01", "A title", "Some text"])).toBeUndefined();
  });
});

const wikinews = corpusPath("wikinews");

describe.skipIf(!wikinews)("csvSource on the Wikinews corpus", () => {
  for (const [file, count] of [
    ["wikinews_2019.csv", 171],
    ["wikinews_2020.csv", 124],
  ] as const) {
    it(`reads all ${count} articles of ${file} with their dates, titles and URLs`, async () => {
      const path = `${wikinews}/${file}`;
      // The oracle: the same file parsed whole by csv-parse's sync API.
      const rows = parse(readFileSync(path), { columns: true, bom: true }) as Record<string, string>[];
      const source = csvSource(path);
      const items = await collect(source.items());
      expect(await source.estimate!()).toBe(count);
      expect(items.filter((i) => !i.ok)).toEqual([]);
      const docs = items.map((i) => (i as { doc: TRawDocument }).doc);
      expect(docs).toHaveLength(count);
      expect(rows).toHaveLength(count);
      docs.forEach((doc, i) => {
        const row = rows[i]!;
        expect(doc.origin).toBe(`${file} row ${i + 1}`);
        expect(doc.title).toBe(row.title!.trim().replace(/\s+/g, " "));
        expect(doc.url).toBe(row.url);
        expect(doc.publishedAt?.toISOString()).toBe(`${row.date}T00:00:00.000Z`);
        expect(doc.publisher).toBe("Wikinews");
        expect(doc.language).toBe("en");
        expect(doc.body).toBe(
          row
            .text!.replace(/[^\S\n]+\n/g, "\n")
            .replace(/\n{3,}/g, "\n\n")
            .trim(),
        );
      });
      if (file === "wikinews_2019.csv") {
        expect(docs[0]!.title).toBe("Magnitogorsk apartment building collapses after explosion, dozens dead");
        expect(docs[0]!.body).toMatch(/^Friday, January 4, 2019\n\nAn apartment building collapsed on Monday/);
        expect(docs[0]!.body).toContain('of "presumably between 36 and 40 people under the rubble"');
      }
    });
  }
});

describe("csvSource (broken input)", () => {
  it("reports an unreadable row in its place and keeps reading", async () => {
    const dir = mkdtempSync(join(tmpdir(), "csv-"));
    const path = join(dir, "broken.csv");
    const rows = Array.from({ length: 50 }, (_, i) => `https://x.org/${i},2020-01-01,T${i},"text ${i}"`);
    writeFileSync(path, ["url,date,title,text", ...rows, 'https://x.org/z,2020-01-01,Z,"never closed\n'].join("\n"));
    const items = await collect(csvSource(path).items());
    rmSync(dir, { recursive: true });
    expect(items).toHaveLength(51);
    expect(items.slice(0, 50).every((i) => i.ok)).toBe(true);
    expect(items[50]).toEqual({
      ok: false,
      origin: "broken.csv row 51",
      reason: expect.stringMatching(/Quote Not Closed/),
    });
  });
});

import { readFileSync } from "node:fs";

import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { corpusPath } from "@/lib/server/ingest/sources/corpus";

import { analyze } from "./analyze";
import { detectLanguage } from "./language";
import { cleanBody } from "./text/clean-body";

// Real-text checks on the shared corpora (read by path, skipped with a warning when absent).
const wikinewsFile = corpusPath("wikinews/wikinews_2019.csv");
const reutersFile = corpusPath("reuters21578/reut2-000.sgm");

function wikinews(): Array<{ title: string; text: string }> {
  return parse(readFileSync(wikinewsFile!), { columns: true }) as Array<{ title: string; text: string }>;
}

function reuters(): Array<{ title: string; dateline: string; body: string }> {
  const sgml = readFileSync(reutersFile!, "latin1");
  const records = [];
  for (const [, record] of sgml.matchAll(/<REUTERS[^>]*>([\s\S]*?)<\/REUTERS>/g)) {
    const body = /<BODY>([\s\S]*?)<\/BODY>/.exec(record!)?.[1];
    if (!body) continue;
    const decode = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    records.push({
      title: decode(/<TITLE>([\s\S]*?)<\/TITLE>/.exec(record!)?.[1] ?? ""),
      dateline: /<DATELINE>([\s\S]*?)<\/DATELINE>/.exec(record!)?.[1] ?? "",
      body: decode(body),
    });
  }
  return records;
}

describe.skipIf(!wikinewsFile)("Wikinews 2019 corpus", () => {
  it("finds every dateline and leaves no photo credits", () => {
    for (const { text } of wikinews()) {
      const cleaned = cleanBody(text);
      expect(cleaned.dateline).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, 2019$/);
      expect(cleaned.text).not.toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d/);
      expect(cleaned.text).not.toMatch(/\bImage: [^.\n]{2,60}\.?$/m);
    }
  });

  // About 2.5 s alone; the machine is shared, so allow for load.
  it("produces consistent enrichments for the first 60 articles", { timeout: 20_000 }, () => {
    let categorised = 0;
    for (const { title, text } of wikinews().slice(0, 60)) {
      const result = analyze({ title, body: text, language: "en" });
      expect(result.language).toBe("en");
      expect(result.keyphrases.length).toBeLessThanOrEqual(10);
      expect(result.keywords.length).toBeLessThanOrEqual(10);
      const speakers = new Set(result.entities.map((e) => `${e.type}:${e.name}`));
      for (const quote of result.quotes) {
        // Multi-paragraph quotations join their paragraphs with a space and drop the re-opening marks.
        const slice = result.text.slice(quote.span.start, quote.span.end).replace(/\s*\n\n["“]?/g, " ");
        expect(slice).toBe(quote.text);
        if (quote.speaker) expect(speakers.has(`${quote.speakerType}:${quote.speaker}`)).toBe(true);
      }
      if (result.categories.length > 0) categorised++;
    }
    expect(categorised).toBeGreaterThanOrEqual(57);
  });
});

describe.skipIf(!reutersFile)("Reuters-21578 reut2-000", () => {
  it("strips datelines, sign-offs and entity leftovers and detects English", () => {
    const stories = reuters();
    let withDateline = 0;
    for (const { dateline, body } of stories) {
      const cleaned = cleanBody(dateline + body);
      if (cleaned.dateline) withDateline++;
      expect(cleaned.text).not.toMatch(/\bREUTER\s*$|\n Reuter\s*$|&#\d+;/);
      expect(detectLanguage(cleaned.text, "en")).toBe("en");
      // Without the DATELINE element nothing may be taken from the body.
      expect(cleanBody(body).dateline).toBeUndefined();
    }
    expect(withDateline / stories.length).toBeGreaterThan(0.99);
  });
});

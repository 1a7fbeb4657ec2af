import { describe, expect, it } from "vitest";

import { collect, FIXTURES } from "./corpus";
import { jsonlSource, parseJsonlLine, ZJsonlDocument } from "./jsonl";

describe("jsonlSource", () => {
  it("reads good lines and rejects bad ones by line number and problem", async () => {
    const items = await collect(jsonlSource(`${FIXTURES}/sample.jsonl`, { publisher: "Fallback" }).items());
    const rejected = items.flatMap((i) => (i.ok ? [] : [`${i.origin}: ${i.reason}`]));
    expect(rejected).toEqual([
      expect.stringMatching(/^sample\.jsonl line 4: invalid JSON: /),
      "sample.jsonl line 5: title: is required",
      "sample.jsonl line 6: publishedAt: must be ISO 8601 with a zone (2020-03-01T12:00:00Z) or a date (2020-03-01)",
      "sample.jsonl line 7: expected a JSON object",
      "sample.jsonl line 8: body: needs body or html",
      "sample.jsonl line 9: url: must be an absolute http(s) URL",
    ]);
    const docs = items.flatMap((i) => (i.ok ? [i.doc] : []));
    expect(docs.map((d) => d.origin)).toEqual(["sample.jsonl line 1", "sample.jsonl line 2", "sample.jsonl line 10"]);
    expect(docs[0]).toMatchObject({
      title: "Flooding closes main road",
      body: "Heavy rain closed the A1 on Monday.\n\nPolice advised drivers to avoid the area.",
      url: "https://example.org/news/flooding",
      publisher: "Example News",
      language: "en",
      provider: "example-cms",
      providerRef: "4711",
      properties: { tags: ["weather", "traffic"] },
    });
    expect(docs[0]!.publishedAt?.toISOString()).toBe("2020-03-02T08:15:00.000Z");
    // html only: the text is extracted, paragraphs kept; the importer's publisher is the default.
    expect(docs[1]).toMatchObject({
      body: "The council approved the 2020 budget.\n\nSecond paragraph.",
      publisher: "Fallback",
    });
    expect(docs[1]!.publishedAt?.toISOString()).toBe("2020-03-03T00:00:00.000Z");
    expect(docs[2]).toMatchObject({ type: "Fact Sheet" });
    expect(docs[2]!.publishedAt?.toISOString()).toBe("2020-03-05T09:00:00.000Z");
  });

  it("exposes the schema for other writers of the format", () => {
    expect(ZJsonlDocument.safeParse({ title: "T", body: "B" }).success).toBe(true);
    expect(ZJsonlDocument.safeParse({ title: "T", body: "B", publishedAt: "2020-03-01T12:00:00" }).success).toBe(false);
    expect(parseJsonlLine('{"title":" ","body":"x"}', "x line 1")).toEqual({
      ok: false,
      origin: "x line 1",
      reason: "title: must not be empty",
    });
  });

  it("reads parentRef (an Article Comment's parent) and checks its form", () => {
    const line = '{"title":"Re: budget","body":"Agreed.","type":"Article Comment","parentRef":"5_42"}';
    expect(parseJsonlLine(line, "c line 1")).toMatchObject({
      ok: true,
      doc: { type: "Article Comment", parentRef: "5_42" },
    });
    expect(parseJsonlLine('{"title":"T","body":"B","parentRef":"11_4"}', "c line 2")).toEqual({
      ok: false,
      origin: "c line 2",
      reason: "parentRef: must be a document itemRef such as 5_123",
    });
  });

  it("rejects a NUL character anywhere (PostgreSQL cannot store it) but not a literal backslash-u", () => {
    expect(parseJsonlLine('{"title":"T","body":"B","html":"<p>x\\u0000</p>"}', "n line 1")).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/NUL/),
    });
    expect(parseJsonlLine('{"title":"T","body":"B","properties":{"k":["\\u0000"]}}', "n line 2")).toMatchObject({
      ok: false,
    });
    expect(parseJsonlLine('{"title":"T","body":"a \\\\u0000 b"}', "n line 3")).toMatchObject({
      ok: true,
      doc: { body: "a \\u0000 b" },
    });
  });
});

import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

import type { TRawDocument } from "../types";
import { collect, corpusPath, FIXTURES } from "./corpus";
import { parseReutersDate, reutersSgmlSource } from "./reuters-sgml";

const docsOf = (items: Awaited<ReturnType<typeof collect>>) =>
  items.flatMap((i) => ((i as { ok: boolean }).ok ? [(i as { doc: TRawDocument }).doc] : []));

describe("reutersSgmlSource (fixture)", () => {
  it("reads stories, briefs and unprocessed text, and reports empty or truncated records", async () => {
    const source = reutersSgmlSource(`${FIXTURES}/mini.sgm`);
    const items = await collect(source.items());
    expect(await source.estimate!()).toBe(6);
    expect(items.filter((i) => !i.ok)).toEqual([
      { ok: false, origin: "mini.sgm NEWID=4", reason: "empty <TEXT>: no title, body or text" },
      { ok: false, origin: "mini.sgm NEWID=6", reason: "unterminated <REUTERS> record" },
    ]);
    const [story, brief, unproc, dirty] = docsOf(items);
    expect(story).toMatchObject({
      origin: "mini.sgm NEWID=1",
      title: "U.S. <ACME> SEES TRADE GAP NARROWING",
      body: "The trade gap should narrow this year, officials said.\n\nA second paragraph follows here.",
      provider: "Reuters-21578",
      providerRef: "1",
      publisher: "Reuters",
      language: "en",
      properties: {
        topics: ["trade"],
        places: ["usa", "japan"],
        people: [],
        orgs: [],
        exchanges: [],
        dateline: "WASHINGTON, Feb 26",
      },
    });
    expect(story!.publishedAt?.toISOString()).toBe("1987-02-26T15:01:01.790Z");
    expect(brief).toMatchObject({ title: "JAPAN CUTS DISCOUNT RATE", body: "JAPAN CUTS DISCOUNT RATE" });
    expect(unproc).toMatchObject({
      title: "WEEKLY REPORT - MAR 31",
      body: "WEEKLY REPORT - MAR 31\n Net free reserves.....644 vs.....1,337",
    });
    // 605:12:19 is not a time: the day is kept.
    expect(unproc!.publishedAt?.toISOString()).toBe("1987-03-31T00:00:00.000Z");
    // UTF-8 where valid, Windows-1252 where not; wire control codes gone.
    expect(dirty).toMatchObject({ title: "CAFÉ AND CRÈME PRICES RISE", body: "World growth.üside measures, he said." });
  });

  it("parses the collection's date forms", () => {
    expect(parseReutersDate(" 2-MAR-1987 06:41:42.20")?.toISOString()).toBe("1987-03-02T06:41:42.200Z");
    expect(parseReutersDate("19-OCT-1987 10:00:00.00\t\t\tC T")?.toISOString()).toBe("1987-10-19T10:00:00.000Z");
    expect(parseReutersDate("9-APR-1987 00:00:00.00    # date added by S Finch as guesswork ")).toBeDefined();
    expect(parseReutersDate("soon")).toBeUndefined();
  });
});

const reuters = corpusPath("reuters21578");

describe.skipIf(!reuters)("reutersSgmlSource on the Reuters-21578 corpus", () => {
  it("reut2-000.sgm has 1000 records starting with NEWID 1, BAHIA COCOA REVIEW", async () => {
    const source = reutersSgmlSource(`${reuters}/reut2-000.sgm`);
    expect(await source.estimate!()).toBe(1000);
    const items = await collect(source.items());
    expect(items).toHaveLength(1000);
    const first = docsOf(items)[0]!;
    expect(first).toMatchObject({ origin: "reut2-000.sgm NEWID=1", providerRef: "1", title: "BAHIA COCOA REVIEW" });
    expect(first.publishedAt?.toISOString()).toBe("1987-02-26T15:01:01.790Z");
    expect(first.properties).toMatchObject({ topics: ["cocoa"], places: ["el-salvador", "usa", "uruguay"] });
    expect(first.body).toMatch(/^Showers continued throughout the week in the Bahia cocoa zone/);
    expect(first.body).not.toMatch(/Reuter\s*$/);
  });

  it("reut2-017.sgm (stray bytes) decodes without U+FFFD or control characters", async () => {
    const docs = docsOf(await collect(reutersSgmlSource(`${reuters}/reut2-017.sgm`).items()));
    expect(docs).toHaveLength(1000);
    for (const doc of docs) {
      expect(doc.title).not.toMatch(/[\uFFFD\u0000-\u001F\u007F-\u009F]/);
      expect(doc.body).not.toMatch(/[\uFFFD\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    }
  });

  it("accounts for all 21,578 records of the 22 files: a document or a reported rejection each", async () => {
    const files = readdirSync(reuters!)
      .filter((f) => f.endsWith(".sgm"))
      .sort();
    expect(files).toHaveLength(22);
    let estimated = 0;
    const counts = { records: 0, docs: 0, withBody: 0, brief: 0, unproc: 0, dated: 0, rejected: 0 };
    const ids = new Set<string>();
    for (const file of files) {
      const source = reutersSgmlSource(`${reuters}/${file}`);
      estimated += (await source.estimate!()) ?? 0;
      for await (const item of source.items()) {
        counts.records++;
        if (!item.ok) {
          counts.rejected++;
          continue;
        }
        counts.docs++;
        ids.add(item.doc.providerRef!);
        if (item.doc.publishedAt) counts.dated++;
        const textType = item.doc.properties?.textType;
        if (textType === "BRIEF") counts.brief++;
        else if (textType === "UNPROC") counts.unproc++;
        else counts.withBody++;
      }
    }
    expect(estimated).toBe(21578);
    expect(counts).toEqual({
      records: 21578,
      docs: 21577,
      withBody: 19043,
      brief: 1798,
      unproc: 736,
      dated: 21577,
      rejected: 1,
    });
    expect(ids.size).toBe(21577);
  }, 60_000);
});

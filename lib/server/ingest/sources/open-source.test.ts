import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { collect, corpusPath, FIXTURES } from "./corpus";
import { sniffFormat } from "./detect-format";
import { MAX_FETCH_BYTES, openSource } from "./open-source";

const origins = (items: Awaited<ReturnType<typeof collect>>) =>
  items.map((i) => {
    const item = i as { ok: boolean; origin?: string; doc?: { origin: string } };
    return item.ok ? item.doc!.origin : `REJECTED ${item.origin}`;
  });

describe("sniffFormat", () => {
  it("recognises each format from its first bytes", () => {
    expect(sniffFormat('<!DOCTYPE lewis SYSTEM "lewis.dtd">\n<REUTERS NEWID="1">')).toBe("sgml");
    expect(sniffFormat('<?xml version="1.0"?>\n<!-- c --><rss version="2.0">')).toBe("rss");
    expect(sniffFormat('<?xml version="1.0"?><rdf:RDF xmlns:rdf="x">')).toBe("rss");
    expect(sniffFormat('\uFEFF<feed xmlns="http://www.w3.org/2005/Atom">')).toBe("atom");
    expect(sniffFormat("<!doctype html><html><body>")).toBe("html");
    expect(sniffFormat('\n{"title":"x"}\n{"title":"y"}')).toBe("jsonl");
    expect(sniffFormat('"url","date","title","text"\n"https://x",2020-01-01,t,b')).toBe("csv");
    expect(sniffFormat("This README mentions <REUTERS> tags.")).toBeUndefined();
  });
});

describe("openSource on files and directories", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "open-source-"));
    mkdirSync(join(dir, "a"));
    mkdirSync(join(dir, ".git"));
    writeFileSync(join(dir, "a", "feed.xml"), readFileSync(`${FIXTURES}/rss1.rdf`));
    writeFileSync(join(dir, "b.txt"), '{"title":"J","body":"jsonl body"}\n');
    writeFileSync(join(dir, "c.txt"), 'headline,text,date\nC,"csv body",2020-01-01\n');
    writeFileSync(join(dir, "d.dat"), readFileSync(`${FIXTURES}/mini.sgm`));
    writeFileSync(join(dir, "notes.txt"), "just some notes\n");
    writeFileSync(join(dir, ".hidden.csv"), "title,text\nH,hidden\n");
    writeFileSync(join(dir, ".git", "x.csv"), "title,text\nG,git\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("walks a directory recursively in order, detecting each file's format and skipping hidden ones", async () => {
    const source = await openSource(dir, { publisher: "P" });
    const items = await collect(source.items());
    expect(origins(items)).toEqual([
      "a/feed.xml item 1",
      "a/feed.xml item 2",
      "b.txt line 1",
      "c.txt row 1",
      "d.dat NEWID=1",
      "d.dat NEWID=2",
      "d.dat NEWID=3",
      "REJECTED d.dat NEWID=4",
      "d.dat NEWID=5",
      "REJECTED d.dat NEWID=6",
      "REJECTED notes.txt",
    ]);
    expect(items.at(-1)).toMatchObject({ reason: expect.stringMatching(/^skipped: not a recognised import format/) });
    expect(await source.estimate!()).toBe(2 + 2 + 1 + 6);
  });

  it("uses `format` for a file it cannot detect, and explains when it cannot", async () => {
    await expect(openSource(join(dir, "notes.txt"), {})).rejects.toThrow(/Cannot tell the format of .*notes\.txt/);
    await expect(openSource(join(dir, "missing.csv"), {})).rejects.toThrow(/No such file or directory/);
    const forced = await openSource(join(dir, "notes.txt"), { format: "jsonl" });
    expect(await collect(forced.items())).toEqual([
      { ok: false, origin: "notes.txt line 1", reason: expect.stringMatching(/^invalid JSON/) },
    ]);
  });

  it("opens each fixture by extension", async () => {
    for (const [file, describe] of [
      ["alt-columns.csv", "CSV"],
      ["sample.jsonl", "JSONL"],
      ["mini.sgm", "Reuters-21578"],
      ["rss2.xml", "Feed"],
      ["atom.xml", "Feed"],
      ["article.html", "HTML"],
    ]) {
      expect((await openSource(`${FIXTURES}/${file}`, {})).describe).toMatch(new RegExp(`^${describe}`));
    }
  });
});

describe("openSource on URLs", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const rss = readFileSync(`${FIXTURES}/rss2.xml`);
    const html = readFileSync(`${FIXTURES}/article.html`);
    server = createServer((req, res) => {
      const send = (type: string, body: Buffer | string) => res.writeHead(200, { "content-type": type }).end(body);
      if (req.url === "/feed") return send("application/rss+xml; charset=utf-8", rss);
      if (req.url === "/feed.xml") return send("text/xml", rss);
      if (req.url === "/article") return send("text/html; charset=utf-8", html);
      if (req.url === "/data.csv") return send("text/csv", "title,text\nA,B\n");
      if (req.url === "/huge") {
        res.writeHead(200, { "content-type": "text/html" });
        const mb = Buffer.alloc(1024 * 1024, 0x20);
        for (let i = 0; i <= MAX_FETCH_BYTES / mb.length; i++) res.write(mb);
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads a feed by its Content-Type, or by sniffing plain XML", async () => {
    for (const path of ["/feed", "/feed.xml"]) {
      const items = await collect((await openSource(`${base}${path}`, {})).items());
      expect(items).toHaveLength(3);
      expect(items[0]).toMatchObject({
        ok: true,
        doc: { origin: `${base}${path} item 1`, provider: `${base}${path}` },
      });
    }
  });

  it("extracts an HTML page", async () => {
    const items = await collect((await openSource(`${base}/article`, { publisher: "Herald" })).items());
    expect(items).toEqual([
      expect.objectContaining({
        ok: true,
        doc: expect.objectContaining({ title: "Harbour bridge reopens after repairs", publisher: "Herald" }),
      }),
    ]);
  });

  it("fails clearly on HTTP errors, other formats and oversized bodies", async () => {
    await expect(openSource(`${base}/missing`, {})).rejects.toThrow(/HTTP 404/);
    await expect(openSource(`${base}/data.csv`, {})).rejects.toThrow(/neither a feed nor an HTML page/);
    await expect(openSource(`${base}/huge`, {})).rejects.toThrow(/larger than/);
  });
});

const corpus = corpusPath("");

describe.skipIf(!corpus)("openSource on the corpus directories", () => {
  it("reads the Wikinews directory: 295 articles", async () => {
    const source = await openSource(`${corpus}/wikinews`, {});
    expect(await source.estimate!()).toBe(295);
    const items = await collect(source.items());
    expect(items.filter((i) => i.ok)).toHaveLength(295);
    expect(items.filter((i) => !i.ok)).toHaveLength(0);
  });

  it("estimates the Reuters directory at 21,578 records (README.txt and lewis.dtd are not data)", async () => {
    const source = await openSource(`${corpus}/reuters21578`, {});
    expect(await source.estimate!()).toBe(21578);
  });
});

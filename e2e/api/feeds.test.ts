import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { addFeed } from "@/lib/server/ingest/feeds/manage-feeds";
import { pollDueFeeds } from "@/lib/server/ingest/feeds/poll-feeds";
import { uniqueName } from "../support/api-fixtures";

// A local feed server drives the same code the worker's `feeds-poll` job runs: new items appear, an
// unchanged feed is not downloaded again, a broken feed is reported and retried later, and private
// addresses are refused unless allowlisted.
const hits: Record<string, number> = {};
let items: { id: string; title: string; text: string }[] = [];
let summaryItems: { id: string; title: string; text: string }[] = [];
let version = 1;
let broken = false;
let server: http.Server;
let base = "";

function rss(summaryOnly: boolean): string {
  const entries = (summaryOnly ? summaryItems : items).map(
    (
      i,
    ) => `<item><title>${i.title}</title><link>${base}/articles/${i.id}.html</link><guid>${base}/articles/${i.id}</guid>
      <pubDate>Mon, 02 Nov 2020 10:00:00 GMT</pubDate>
      <description>${summaryOnly ? i.text.split(". ")[0] + "." : i.text}</description></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Local test news</title><link>${base}</link>
    <description>test</description>${entries.join("")}</channel></rss>`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    const etag = `"v${version}"`;
    if (path.startsWith("/articles/")) {
      const item = [...items, ...summaryItems].find((i) => path === `/articles/${i.id}.html`);
      res.writeHead(item ? 200 : 404, { "Content-Type": "text/html" });
      return res.end(
        item
          ? `<html lang="en"><head><title>${item.title}</title></head><body><nav>Home | World</nav>
        <article><h1>${item.title}</h1>${item.text
          .split(". ")
          .map((s) => `<p>${s}.</p>`)
          .join("")}</article>
        <footer>Copyright</footer></body></html>`
          : "not found",
      );
    }
    if (path === "/redirect-to-metadata") {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data" });
      return res.end();
    }
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304);
      return res.end();
    }
    if (broken && path === "/broken.xml") {
      res.writeHead(200, { "Content-Type": "text/html", ETag: etag });
      return res.end("<html><body><h1>Service temporarily unavailable</h1></body></html>");
    }
    res.writeHead(200, { "Content-Type": "application/rss+xml", ETag: etag });
    res.end(rss(path === "/summaries.xml"));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.FEED_ALLOWLIST = "127.0.0.1";
  const tag = uniqueName("feed");
  items = [1, 2, 3].map((n) => ({
    id: `${tag}-${n}`,
    title: `Harbour authority in Valletta reports record cargo volume ${tag} number ${n}`,
    text:
      `The harbour authority of Valletta, Malta, said on Monday that cargo volumes reached a record in October, story ${tag}-${n}. ` +
      `Port director Maria Camilleri told reporters that container traffic grew by twelve percent. ` +
      `The European Commission welcomed the figures.`,
  }));
  summaryItems = items.map((i) => ({ ...i, id: `${i.id}-s`, title: `${i.title} (in depth)` }));
});

afterAll(() => {
  server?.close();
  delete process.env.FEED_ALLOWLIST;
});

const feedRow = async (id: number) =>
  (
    await pool().query(
      "SELECT status, last_error, failures, etag, next_fetch_at, items_seen FROM sources WHERE id = $1",
      [id],
    )
  ).rows[0];
const makeDue = (id: number) => pool().query("UPDATE sources SET next_fetch_at = now() WHERE id = $1", [id]);
const docsFrom = async (id: number) =>
  Number((await pool().query("SELECT count(*) AS n FROM documents WHERE source_id = $1", [id])).rows[0].n);

describe("feed polling", () => {
  it("imports new items, skips an unchanged feed with a conditional GET, and picks up additions", async () => {
    const feed = await addFeed({
      url: `${base}/feed.xml?${uniqueName("a")}`,
      publisher: "Local Test News",
      intervalSeconds: 600,
    });
    await pollDueFeeds(100);
    expect(await docsFrom(feed.id)).toBe(3);
    const row = await feedRow(feed.id);
    expect(row).toMatchObject({ status: "ok", failures: 0, etag: '"v1"', items_seen: 3 });
    expect(row.next_fetch_at.getTime()).toBeGreaterThan(Date.now() + 500_000);

    await makeDue(feed.id);
    await pollDueFeeds(100);
    expect((await feedRow(feed.id)).status).toBe("not-modified");
    expect(await docsFrom(feed.id)).toBe(3);

    items.push({
      ...items[0]!,
      id: `${items[0]!.id}-extra`,
      title: `${items[0]!.title} follow-up`,
      text: `${items[0]!.text} A follow-up was published.`,
    });
    version++;
    await makeDue(feed.id);
    await pollDueFeeds(100);
    expect(await docsFrom(feed.id)).toBe(4);
    const doc = (
      await pool().query("SELECT publisher, source_url FROM documents WHERE source_id = $1 LIMIT 1", [feed.id])
    ).rows[0];
    expect(doc.publisher).toBe("Local Test News");
    expect(doc.source_url).toContain(`${base}/articles/`);
  });

  it("fetches the article page when an item carries only a summary", async () => {
    version++;
    const feed = await addFeed({ url: `${base}/summaries.xml?${uniqueName("s")}`, publisher: "Summaries" });
    const page = `/articles/${summaryItems[1]!.id}.html`;
    const before = hits[page] ?? 0;
    await pollDueFeeds(100);
    expect(hits[page]).toBe(before + 1);
    const bodies = (await pool().query("SELECT body FROM documents WHERE source_id = $1", [feed.id])).rows.map(
      (r) => r.body,
    );
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.every((b: string) => b.includes("container traffic grew"))).toBe(true);
    expect(bodies.some((b: string) => b.includes("Copyright"))).toBe(false);
  });

  it("reports a broken feed, backs off, and recovers when it is fixed", async () => {
    broken = true;
    version++;
    const feed = await addFeed({ url: `${base}/broken.xml`, intervalSeconds: 60 });
    await pollDueFeeds(100);
    const failed = await feedRow(feed.id);
    expect(failed.status).toBe("error");
    expect(failed.failures).toBe(1);
    expect(failed.last_error).toMatch(/PARSE|feed/i);
    await makeDue(feed.id);
    await pollDueFeeds(100);
    const twice = await feedRow(feed.id);
    expect(twice.failures).toBe(2);
    expect(twice.next_fetch_at.getTime()).toBeGreaterThan(Date.now() + 200_000); // 60 s × 2² backoff
    broken = false;
    version++;
    await makeDue(feed.id);
    await pollDueFeeds(100);
    expect(await feedRow(feed.id)).toMatchObject({ status: "ok", failures: 0, last_error: null });
  });

  it("refuses private addresses unless allowlisted, also through redirects", async () => {
    // 127.0.0.1 is allowlisted by name; localhost (the same address) is not.
    const local = await addFeed({ url: `${base.replace("127.0.0.1", "localhost")}/feed.xml?${uniqueName("blocked")}` });
    await pollDueFeeds(100);
    expect((await feedRow(local.id)).last_error).toMatch(/BLOCKED_ADDRESS/);
    const redirect = await addFeed({ url: `${base}/redirect-to-metadata?${uniqueName("r")}` });
    await pollDueFeeds(100);
    expect((await feedRow(redirect.id)).last_error).toMatch(/BLOCKED_ADDRESS.*169\.254\.169\.254/);
  });

  it("fetches feeds addressed by host name when the name is allowlisted", async () => {
    process.env.FEED_ALLOWLIST = "127.0.0.1,localhost";
    try {
      const feed = await addFeed({ url: `${base.replace("127.0.0.1", "localhost")}/feed.xml?${uniqueName("byname")}` });
      await pollDueFeeds(100);
      expect(await feedRow(feed.id)).toMatchObject({ status: "ok", failures: 0 });
    } finally {
      process.env.FEED_ALLOWLIST = "127.0.0.1";
    }
  });

  it("rejects bad feed registrations with clear errors", async () => {
    await expect(addFeed({ url: "not a url" })).rejects.toThrow(/not a URL/);
    await expect(addFeed({ url: "ftp://example.org/feed" })).rejects.toThrow(/http/);
    await expect(addFeed({ url: `${base}/x.xml`, intervalSeconds: 5 })).rejects.toThrow(/interval/);
    const url = `${base}/dup.xml?${uniqueName("d")}`;
    await addFeed({ url });
    await expect(addFeed({ url })).rejects.toThrow(/already registered/);
  });

  it("is scheduled in the worker of the running service", async () => {
    const { rows } = await pool().query("SELECT name, cron FROM pgboss.schedule WHERE name = 'feeds-poll'");
    expect(rows).toEqual([{ name: "feeds-poll", cron: "* * * * *" }]);
  });
});

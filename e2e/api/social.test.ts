import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { addSocialSource, listSocialSources } from "@/lib/server/social/manage-social-sources";
import { pollDueSocialSources } from "@/lib/server/social/poll-social";
import { hashtagHtml, linkHtml, mastodonStatus, mentionHtml } from "@/lib/server/social/providers/mastodon-fixtures";
import { searchSocial as searchSocialItems, type TSocialSearch } from "@/lib/server/social/search-social";
import { wireSocialResult } from "@/lib/server/gateway/wire/social";
import { socialSourceRow } from "@/scripts/cli/source-rows";
import "../support/api-fixtures";

// The services hand on domain objects; these read them as /search/social and social:list show them.
const searchSocial = async (input: TSocialSearch) => wireSocialResult(await searchSocialItems(input));
const listSocialSourceRows = async () => (await listSocialSources()).map(socialSourceRow);

// A local "Mastodon instance" serves a hashtag timeline the way the real API does (newest first,
// pages linked by `Link: <…?max_id=…>; rel="next"`, a reblog among the statuses, HTML content with
// hashtags, mentions, links and emoji); the test drives the same code the worker's `social-poll` runs.
const REMOTE = "https://fosstodon.example";
const PAGE = 3; // this instance caps pages below the requested 40, as instances may
const tag = `harbour${randomBytes(4).toString("hex")}`;
const article = "https://www.example.org/news/2024/05/valletta-cargo-record";
let base = "";
let statuses: Record<string, unknown>[] = [];
const hits: string[] = [];
let server: http.Server;
let failing: http.Server;
let failingBase = "";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function buildStatuses(): Record<string, unknown>[] {
  const t = hashtagHtml(base, tag);
  const original = mastodonStatus({
    id: "1005",
    home: base,
    username: "maria",
    displayName: "Maria Camilleri",
    createdAt: minutesAgo(5),
    content: `<p>Valletta harbour reports record cargo volume ${t} 🚢 :blobcat:</p><p>Details: ${linkHtml(article)}</p>`,
  });
  return [
    mastodonStatus({
      id: "1006",
      home: base,
      username: "relay",
      createdAt: minutesAgo(1),
      content: "",
      reblog: original,
    }),
    original,
    mastodonStatus({
      id: "1004",
      home: REMOTE,
      instance: base,
      username: "port",
      displayName: "Port Watch",
      createdAt: minutesAgo(10),
      content: `<p>Container traffic grew twelve percent, says ${mentionHtml(base, "maria")} ${t}</p>`,
    }),
    mastodonStatus({
      id: "1003",
      home: base,
      username: "hans",
      createdAt: minutesAgo(15),
      language: "de",
      content: `<p>Der Hafen von Valletta meldet einen Rekord beim Frachtumschlag ${t} 🎉</p>`,
    }),
    mastodonStatus({
      id: "1002",
      home: base,
      username: "ana",
      createdAt: minutesAgo(20),
      spoilerText: "Strike talk",
      content: `<p>Dock workers meet on Friday about pay ${t}</p>`,
    }),
    mastodonStatus({
      id: "1001",
      home: base,
      username: "maria",
      displayName: "Maria Camilleri",
      createdAt: minutesAgo(30),
      content: `<p>Ferry timetable changes next week ${t}</p>`,
    }),
  ];
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url!);
    const url = new URL(req.url!, base);
    if (url.pathname !== `/api/v1/timelines/tag/${tag}`) {
      res.writeHead(404, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ error: "Record not found" }));
    }
    const maxId = url.searchParams.get("max_id");
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 20), PAGE);
    const page = statuses.filter((s) => !maxId || BigInt(s.id as string) < BigInt(maxId)).slice(0, limit);
    const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
    if (page.length) {
      const self = `${base}/api/v1/timelines/tag/${tag}`;
      headers.Link = `<${self}?max_id=${page.at(-1)!.id}>; rel="next", <${self}?min_id=${page[0]!.id}>; rel="prev"`;
    }
    res.writeHead(200, headers);
    res.end(JSON.stringify(page));
  });
  failing = http.createServer((_req, res) => {
    res.writeHead(500, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ error: "Internal server error" }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  await new Promise<void>((r) => failing.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  failingBase = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  statuses = buildStatuses();
  // The service under test runs in this process; the server's own worker has SOCIAL_POLLING=false.
  process.env.FEED_ALLOWLIST = "127.0.0.1";
});

afterAll(() => {
  server?.close();
  failing?.close();
  delete process.env.FEED_ALLOWLIST;
});

const sourceRow = async (id: number) =>
  (
    await pool().query("SELECT status, last_error, failures, next_fetch_at, items_seen FROM sources WHERE id = $1", [
      id,
    ])
  ).rows[0];
const makeDue = (id: number) => pool().query("UPDATE sources SET next_fetch_at = now() WHERE id = $1", [id]);
const itemsFrom = async (id: number) =>
  (await pool().query("SELECT * FROM social_items WHERE source_id = $1 ORDER BY published_at DESC", [id])).rows;

describe("social polling (Mastodon)", () => {
  let sourceId = 0;

  it("stores the statuses of a hashtag timeline across pages, skipping the reblog", async () => {
    const source = await addSocialSource({
      provider: "mastodon",
      instance: base,
      tag: `#${tag}`,
      intervalSeconds: 600,
    });
    sourceId = source.id;
    expect(source).toMatchObject({
      kind: "social",
      publisher: "Mastodon",
      url: `${base}/tags/${tag}`,
      name: `#${tag} on 127.0.0.1:${base.split(":")[2]}`,
    });
    hits.length = 0;
    expect(await pollDueSocialSources(100)).toMatchObject({ polled: 1, failed: 0, inserted: 5 });
    expect(hits).toEqual([
      `/api/v1/timelines/tag/${tag}?limit=40`,
      `/api/v1/timelines/tag/${tag}?max_id=1004`,
      `/api/v1/timelines/tag/${tag}?max_id=1001`,
    ]);
    const items = await itemsFrom(sourceId);
    expect(items.map((i) => i.external_id)).toEqual(
      [
        "maria/statuses/1005",
        "port/statuses/1004",
        "hans/statuses/1003",
        "ana/statuses/1002",
        "maria/statuses/1001",
      ].map((p, n) => `${n === 1 ? REMOTE : base}/users/${p}`),
    );
    const first = items[0]!;
    expect(first).toMatchObject({
      provider: "Mastodon",
      author_name: "Maria Camilleri",
      author_id: "maria@127.0.0.1:" + base.split(":")[2],
      language: "en",
    });
    expect(first.text).toBe(`Valletta harbour reports record cargo volume #${tag} 🚢 :blobcat:\n\nDetails: ${article}`);
    expect(first.html).toContain('class="mention hashtag"');
    expect(first.raw).toMatchObject({ id: "1005", favourites_count: 11 });
    expect(items[1]).toMatchObject({ author_id: "port@fosstodon.example", source_title: "fosstodon.example" });
    expect(items[3]!.text.startsWith("Strike talk\n\n")).toBe(true);
    expect(await sourceRow(sourceId)).toMatchObject({ status: "ok", failures: 0, last_error: null, items_seen: 5 });
    const listed = (await listSocialSourceRows()).find((s) => s.Id === sourceId);
    expect(listed).toMatchObject({ Provider: "Mastodon", Status: "ok", ItemsSeen: 5 });
  });

  it("adds no duplicates when polled again, and picks up an edit", async () => {
    await makeDue(sourceId);
    expect(await pollDueSocialSources(100)).toMatchObject({ polled: 1, inserted: 0, updated: 0 });
    expect(await itemsFrom(sourceId)).toHaveLength(5);

    const edited = statuses.find((s) => s.id === "1002")!;
    edited.content = `<p>Dock workers meet on <strong>Thursday</strong> about pay, not Friday ${hashtagHtml(base, tag)}</p>`;
    edited.edited_at = new Date().toISOString();
    await makeDue(sourceId);
    expect(await pollDueSocialSources(100)).toMatchObject({ inserted: 0, updated: 1 });
    const items = await itemsFrom(sourceId);
    expect(items).toHaveLength(5);
    const row = items.find((i) => i.external_id.endsWith("/statuses/1002"))!;
    expect(row.text).toBe(`Strike talk\n\nDock workers meet on Thursday about pay, not Friday #${tag}`);
    expect(row.updated_at.toISOString()).toBe(edited.edited_at);
    expect(row.raw.edited_at).toBe(edited.edited_at);
    expect((await sourceRow(sourceId)).items_seen).toBe(5);
  });

  it("is searchable by text, language and provider", async () => {
    const all = await searchSocial({ q: tag, pageSize: 10, pageNumber: 0 });
    expect(all.Items).toHaveLength(5);
    expect(all.Items[0]).toMatchObject({
      Id: `${base}/users/maria/statuses/1005`,
      Provider: "Mastodon",
      Authors: [
        {
          Name: "Maria Camilleri",
          Uri: `${base}/@maria`,
          ProfileImageUri: `${base}/system/accounts/avatars/maria.png`,
        },
      ],
      Source: { Link: `${base}/`, Title: base.slice("http://".length) },
    });
    expect(all.Items[0]!.Links).toContainEqual({ Href: article, Rel: "related", Type: "" });
    expect(all.Items[0]!.Contents.map((c) => c.Type)).toEqual(["text", "html"]);
    expect(all.Statuses.map((s) => [s.Provider, s.Status])).toEqual([
      ["Mastodon", "ok"],
      ["Twitter", "not configured"],
      ["Facebook", "not configured"],
      ["YouTube", "not configured"],
    ]);
    expect(all.Statuses[0]!.ItemCount).toBe(5);
    expect(all.LastUpdated).toBeInstanceOf(Date);

    const thursday = await searchSocial({ q: `thursday ${tag}`, pageSize: 10, pageNumber: 0 });
    expect(thursday.Items.map((i) => i.Id)).toEqual([`${base}/users/ana/statuses/1002`]);
    const german = await searchSocial({ q: tag, languages: ["de"], pageSize: 10, pageNumber: 0 });
    expect(german.Items.map((i) => i.Contents[0]!.Lang)).toEqual(["de"]);
    expect((await searchSocial({ q: tag, pageSize: 2, pageNumber: 2 })).Items.map((i) => i.Id)).toEqual([
      `${base}/users/maria/statuses/1001`,
    ]);

    const other = await searchSocial({ q: tag, providers: ["twitter", "Myspace"], pageSize: 10, pageNumber: 0 });
    expect(other.Items).toEqual([]);
    expect(other.Statuses.map((s) => [s.Provider, s.Status])).toEqual([
      ["Twitter", "not configured"],
      ["Myspace", "unknown provider"],
    ]);
    expect((await searchSocial({ q: tag, providers: ["MASTODON"], pageSize: 10, pageNumber: 0 })).Items).toHaveLength(
      5,
    );
  });

  it("backs off a failing instance and records the error", async () => {
    const source = await addSocialSource({ provider: "Mastodon", instance: failingBase, tag, intervalSeconds: 60 });
    await pollDueSocialSources(100);
    const failed = await sourceRow(source.id);
    expect(failed).toMatchObject({ status: "error", failures: 1 });
    expect(failed.last_error).toMatch(/HTTP_ERROR: .* answered HTTP 500/);
    await makeDue(source.id);
    await pollDueSocialSources(100);
    const twice = await sourceRow(source.id);
    expect(twice.failures).toBe(2);
    expect(twice.next_fetch_at.getTime()).toBeGreaterThan(Date.now() + 200_000); // 60 s × 2² backoff
    expect((await itemsFrom(source.id)).length).toBe(0);
  });

  it("refuses sources it cannot poll with clear errors", async () => {
    await expect(addSocialSource({ provider: "Mastodon", instance: base, text: "cargo" })).rejects.toThrow(
      /MASTODON_TOKEN/,
    );
    await expect(
      addSocialSource({ provider: "Twitter", instance: "https://api.twitter.com", tag: "news" }),
    ).rejects.toThrow(/not configured/);
    await expect(addSocialSource({ provider: "Myspace", instance: base, tag: "news" })).rejects.toThrow(
      /unknown social provider/,
    );
    await expect(addSocialSource({ provider: "Mastodon", instance: base, tag: tag.toUpperCase() })).rejects.toThrow(
      /already registered/,
    );
    await expect(
      addSocialSource({ provider: "Mastodon", instance: base, tag: "x", intervalSeconds: 5 }),
    ).rejects.toThrow(/interval/);
  });

  it("is scheduled in the worker of the running service", async () => {
    const { rows } = await pool().query("SELECT name, cron FROM pgboss.schedule WHERE name = 'social-poll'");
    expect(rows).toEqual([{ name: "social-poll", cron: "* * * * *" }]);
  });
});

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { mastodonProvider, mastodonToken, statusToItem } from "./mastodon";
import { SAMPLE_ARTICLE, SAMPLE_HOME, SAMPLE_OTHER, sampleStatus } from "./mastodon-fixtures";

const HOME = SAMPLE_HOME;
const OTHER = SAMPLE_OTHER;
const article = SAMPLE_ARTICLE;
const status = sampleStatus;

describe("statusToItem", () => {
  it("maps a status: HTML to text (HTML kept), author, dates, source, raw", () => {
    const raw = status();
    const item = statusToItem(raw, HOME)!;
    expect(item).toMatchObject({
      provider: "Mastodon",
      externalId: `${HOME}/users/maria/statuses/112233`,
      url: `${HOME}/@maria/112233`,
      authorName: "Maria Camilleri 🚢",
      authorUri: `${HOME}/@maria`,
      authorId: "maria@mastodon.example",
      authorImage: `${HOME}/system/accounts/avatars/maria.png`,
      sourceTitle: "mastodon.example",
      sourceLink: `${HOME}/`,
      language: "en",
      html: raw.content,
      raw,
    });
    expect(item.text).toBe(`Record cargo in Valletta #shipping :blobcat: 🎉\n\nThanks @port\n${article}`);
    expect(item.publishedAt.toISOString()).toBe("2024-05-02T10:00:00.000Z");
    expect(item.updatedAt).toEqual(item.publishedAt);
  });

  it("skips reblogs, private statuses and malformed objects", () => {
    expect(statusToItem(status({ id: "2", reblog: status() }), HOME)).toBeNull();
    expect(statusToItem(status({ visibility: "private" }), HOME)).toBeNull();
    expect(statusToItem({ id: "3", content: "<p>no account</p>" }, HOME)).toBeNull();
    expect(statusToItem(status({ createdAt: "yesterday" }), HOME)).toBeNull();
  });

  it("uses edited_at as Updated, keeps remote accounts' acct, and leads with a content warning", () => {
    const item = statusToItem(
      status({
        home: OTHER,
        instance: HOME,
        username: "port",
        editedAt: "2024-05-02T11:30:00.000Z",
        spoilerText: "Shipping news",
      }),
      HOME,
    )!;
    expect(item.updatedAt.toISOString()).toBe("2024-05-02T11:30:00.000Z");
    expect(item.authorId).toBe("port@fosstodon.example");
    expect(item.sourceTitle).toBe("fosstodon.example");
    expect(item.text.startsWith("Shipping news\n\nRecord cargo")).toBe(true);
    expect(statusToItem(status({ displayName: "" }), HOME)!.authorName).toBe("maria");
  });

  it("normalises the language tag and detects it when the status has none", () => {
    expect(statusToItem(status({ language: "de-AT" }), HOME)!.language).toBe("de");
    const german = status({
      language: null,
      content:
        "<p>Der Hafen von Valletta meldet für den Monat Oktober einen neuen Rekord, und die Zahl der Container ist um zwölf Prozent gestiegen.</p>",
    });
    expect(statusToItem(german, HOME)!.language).toBe("de");
  });
});

describe("Mastodon sources", () => {
  afterEach(() => {
    delete process.env.MASTODON_TOKEN;
  });

  it("encodes a query as the instance's own web URL and reads it back", () => {
    const tag = mastodonProvider.sourceUrl({ base: "https://Mastodon.Social/", tag: "#Rust" });
    expect(tag).toBe("https://mastodon.social/tags/rust");
    expect(mastodonProvider.parseSourceUrl(tag)).toEqual({ base: "https://mastodon.social", tag: "rust" });
    const text = mastodonProvider.sourceUrl({ base: "https://mastodon.social", text: "  harbour   strike " });
    expect(mastodonProvider.parseSourceUrl(text)).toEqual({ base: "https://mastodon.social", text: "harbour strike" });
    expect(mastodonProvider.parseSourceUrl(mastodonProvider.sourceUrl({ base: HOME, tag: "café" })).tag).toBe("café");
  });

  it("refuses bad instances and queries with clear errors", () => {
    expect(() => mastodonProvider.sourceUrl({ base: "https://mastodon.social/@maria", tag: "x" })).toThrow(
      /address only/,
    );
    expect(() => mastodonProvider.sourceUrl({ base: "ftp://mastodon.social", tag: "x" })).toThrow(/http/);
    expect(() => mastodonProvider.sourceUrl({ base: HOME, tag: "two words" })).toThrow(/hashtag/);
    expect(() => mastodonProvider.sourceUrl({ base: HOME, tag: "a", text: "b" })).toThrow(/either/);
    expect(() => mastodonProvider.parseSourceUrl(`${HOME}/@maria`)).toThrow(/not a Mastodon source/);
  });

  it("needs a token for text search only, and pins host=token pairs to their host", () => {
    expect(mastodonProvider.unavailable("tag", HOME)).toBeNull();
    expect(mastodonProvider.unavailable("text", HOME)).toMatch(/MASTODON_TOKEN/);
    process.env.MASTODON_TOKEN = "mastodon.example=abc, other.example=def";
    expect(mastodonToken(HOME)).toBe("abc");
    expect(mastodonToken("https://other.example")).toBe("def");
    expect(mastodonToken("https://third.example")).toBeUndefined();
    expect(mastodonProvider.unavailable("text", "https://third.example")).toMatch(/MASTODON_TOKEN/);
    process.env.MASTODON_TOKEN = "plain";
    expect(mastodonToken("https://third.example")).toBe("plain");
  });
});

describe("fetchRecent", () => {
  let server: http.Server | undefined;
  afterEach(() => {
    server?.close();
    delete process.env.FEED_ALLOWLIST;
    delete process.env.MASTODON_TOKEN;
  });

  async function serve(handler: http.RequestListener): Promise<string> {
    server = http.createServer(handler);
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    process.env.FEED_ALLOWLIST = "127.0.0.1";
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("follows Link next pages until it reaches `since` or the page limit", async () => {
    const requests: string[] = [];
    const base = await serve((req, res) => {
      requests.push(req.url!);
      const page = Number(new URL(req.url!, "http://x").searchParams.get("max_id") ?? 3);
      const statuses = [0, 1].map((i) => status({ id: `${page}${i}`, createdAt: `2024-05-0${page}T1${i}:00:00.000Z` }));
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (page > 1)
        headers.Link = `<${base}/api/v1/timelines/tag/rust?max_id=${page - 1}>; rel="next", <${base}/api/v1/timelines/tag/rust?min_id=9>; rel="prev"`;
      res.writeHead(200, headers);
      res.end(JSON.stringify(statuses));
    });
    const provider = mastodonProvider.connect(base);
    expect(await provider.fetchRecent({ tag: "rust", limit: 200 })).toHaveLength(6);
    expect(requests[0]).toBe("/api/v1/timelines/tag/rust?limit=40");
    requests.length = 0;
    await provider.fetchRecent({ tag: "rust", limit: 200, since: new Date("2024-05-02T10:30:00Z") });
    expect(requests).toHaveLength(2);
    requests.length = 0;
    expect(await provider.fetchRecent({ tag: "rust", limit: 3 })).toHaveLength(3);
    expect(requests).toHaveLength(2);
  });

  it("searches text with the bearer token and refuses without one", async () => {
    let auth: string | undefined;
    const base = await serve((req, res) => {
      auth = req.headers.authorization;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ accounts: [], hashtags: [], statuses: [status()] }));
    });
    await expect(mastodonProvider.connect(base).fetchRecent({ text: "cargo", limit: 40 })).rejects.toThrow(
      /MASTODON_TOKEN/,
    );
    process.env.MASTODON_TOKEN = "secret-token";
    const items = await mastodonProvider.connect(base).fetchRecent({ text: "cargo", limit: 40 });
    expect(items).toHaveLength(1);
    expect(auth).toBe("Bearer secret-token");
  });

  it("is refused private addresses unless allowlisted", async () => {
    const base = await serve((_req, res) => res.end("[]"));
    delete process.env.FEED_ALLOWLIST;
    await expect(mastodonProvider.connect(base).fetchRecent({ tag: "rust", limit: 40 })).rejects.toThrow(
      /may not be fetched/,
    );
    process.env.FEED_ALLOWLIST = "localhost";
    await expect(
      mastodonProvider.connect(base.replace("127.0.0.1", "localhost")).fetchRecent({ tag: "rust", limit: 40 }),
    ).resolves.toEqual([]);
  });
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestKey,
  createTestUser,
  signUrl,
  uniqueName,
  type TTestKey,
  signedCallTo,
} from "../support/api-fixtures";
import { expectConforms } from "../support/conformance";
import { startTestServer, type TTestServer } from "../support/test-server";

// Sources and ingestion status on a server of its own that may fetch 127.0.0.1 (FEED_ALLOWLIST), as a feed
// server started here is on loopback; every other private address (and "localhost", which is matched by
// name) stays refused. Imports run in this process, in a CLI process and through the upload endpoint; all
// three report to /v1/ingest/status through the database.
let server: TTestServer;
let feedServer: http.Server;
let feedBase = "";
let feedItems: { id: string; title: string }[] = [];

const rss = () =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Local news</title><link>${feedBase}</link><description>t</description>${feedItems
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>${feedBase}/a/${i.id}</link><guid>${feedBase}/a/${i.id}</guid><pubDate>Mon, 02 Nov 2020 10:00:00 GMT</pubDate>` +
        `<description>The harbour authority of Valletta said on Monday that cargo volumes reached a record, report ${i.id}. Port director Maria Camilleri spoke to reporters about the figures.</description></item>`,
    )
    .join("")}</channel></rss>`;

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    if (req.url === "/broken.xml") {
      res.writeHead(500).end("down");
      return;
    }
    if (req.url?.startsWith("/a/")) {
      res.writeHead(404).end("no article page: the feed's summary is the text");
      return;
    }
    if (req.url === "/to-metadata") {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data" }).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "application/rss+xml" }).end(rss());
  });
  await new Promise<void>((r) => feedServer.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  server = await startTestServer({ name: "sources", env: { FEED_ALLOWLIST: "127.0.0.1", REPORT_PRODUCING: "false" } });
  process.env.DATABASE_URL = server.databaseUrl;
  process.env.SESSION_SECRET = server.sessionSecret;
}, 600_000);

afterAll(async () => {
  const { closePool } = await import("@/lib/server/db/pool");
  await closePool();
  await server?.stop();
  feedServer?.close();
});

const url = (p: string) => `${server.baseUrl}/api${p}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TJson = any;
const call = (key: TTestKey, method: string, p: string, body?: unknown) =>
  signedCallTo(`${server.baseUrl}/api`, key, method, p, body);

async function person(admin = false) {
  const user = await createTestUser({ admin });
  return { user, key: await createTestKey(user.username) };
}

const feedUrl = (name: string) => `${feedBase}/${name}-${uniqueName("f")}.xml`;

describe("sources: ownership and access", () => {
  it("a user's feed is private to them and admins; shared feeds and system sources are visible to all", async () => {
    const alice = await person();
    const bob = await person();
    const admin = await person(true);
    const mine = await call(alice.key, "POST", "/v1/sources", { Url: feedUrl("alice"), Name: "Alice news" });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ Name: "Alice news", Visibility: "private", CanManage: true, Enabled: true });
    expect(mine.body.Owner).toMatchObject({ Id: alice.user.id, Username: alice.user.username });
    const id = mine.body.Id as number;

    // Bob does not see Alice's private feed: 404 on every route, absent from his list.
    expect((await call(bob.key, "GET", `/v1/sources/${id}`)).status).toBe(404);
    for (const [method, p, body] of [
      ["PATCH", `/v1/sources/${id}`, { Name: "hijacked" }],
      ["POST", `/v1/sources/${id}/pause`, undefined],
      ["POST", `/v1/sources/${id}/fetch`, undefined],
      ["DELETE", `/v1/sources/${id}`, undefined],
    ] as const) {
      const r = await call(bob.key, method, p, body);
      expect(r.status, `${method} ${p}`).toBe(404);
      expect(r.body.Code).toBe("SOURCE_NOT_FOUND");
    }
    const bobsList = await call(bob.key, "GET", "/v1/sources");
    expect(bobsList.body.Items.map((s: TJson) => s.Id)).not.toContain(id);
    // The admin sees and manages it.
    const adminView = await call(admin.key, "GET", `/v1/sources/${id}`);
    expect(adminView.body).toMatchObject({ Id: id, CanManage: true });
    expect((await call(admin.key, "GET", "/v1/sources")).body.Items.map((s: TJson) => s.Id)).toContain(id);

    // Shared: Bob sees it but may not change it (403 naming the owner rule); nothing changed.
    expect((await call(alice.key, "PATCH", `/v1/sources/${id}`, { Visibility: "shared" })).body.Visibility).toBe(
      "shared",
    );
    const seen = await call(bob.key, "GET", `/v1/sources/${id}`);
    expect(seen.body).toMatchObject({ Id: id, CanManage: false, Name: "Alice news" });
    const refused = await call(bob.key, "PATCH", `/v1/sources/${id}`, { Name: "hijacked" });
    expect(refused.status).toBe(403);
    expect(refused.body.Error).toMatch(/owner or an admin/);
    expect((await call(bob.key, "DELETE", `/v1/sources/${id}`)).status).toBe(403);
    expect((await call(alice.key, "GET", `/v1/sources/${id}`)).body.Name).toBe("Alice news");
  });

  it("a source made on the command line belongs to the system: shared with all, managed by admins only", async () => {
    const { addFeed } = await import("@/lib/server/ingest/feeds/manage-feeds");
    const cli = await addFeed({ url: feedUrl("cli"), name: "CLI feed" });
    const user = await person();
    const admin = await person(true);
    const seen = await call(user.key, "GET", `/v1/sources/${cli.id}`);
    expect(seen.body).toMatchObject({ Owner: null, Visibility: "shared", CanManage: false });
    const refused = await call(user.key, "POST", `/v1/sources/${cli.id}/pause`);
    expect(refused.status).toBe(403);
    expect(refused.body.Error).toMatch(/belongs to the system/);
    const paused = await call(admin.key, "POST", `/v1/sources/${cli.id}/pause`);
    expect(paused.body).toMatchObject({ Enabled: false, Status: "paused", NextFetch: null });
  });

  it("writes with a session cookie follow the cross-site rule", async () => {
    const user = await createTestUser();
    const login = await fetch(url("/v1/login/?type=json"), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Username: user.username, Password: user.password }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const body = JSON.stringify({ Url: feedUrl("cookie") });
    const cross = await fetch(url("/v1/sources?type=json"), {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "cross-site",
        Origin: "https://evil.example",
      },
      body,
    });
    expect(cross.status).toBe(403);
    const same = await fetch(url("/v1/sources?type=json"), {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
        Origin: server.baseUrl,
      },
      body,
    });
    expect(same.status).toBe(201);
  });
});

describe("sources: bad input and SSRF", () => {
  it("refuses bad bodies with a 4xx naming the field, and changes nothing", async () => {
    const { key } = await person();
    const before = (await call(key, "GET", "/v1/sources")).body.TotalCount;
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /Url/],
      [{ Url: "not a url" }, 400, /not a URL/],
      [{ Url: "ftp://example.org/feed" }, 400, /http or https/],
      [{ Url: "http://user:pw@example.org/feed" }, 400, /user name or password/],
      [{ Url: feedUrl("x"), IntervalSeconds: 5 }, 400, /IntervalSeconds.*60/],
      [{ Url: feedUrl("x"), IntervalSeconds: 1.5 }, 400, /whole number/],
      [{ Url: feedUrl("x"), Visibility: "public" }, 400, /private, shared/],
      [{ Url: feedUrl("x"), Colour: "red" }, 400, /unknown field Colour/],
      [{ Url: feedUrl("x"), Name: "" }, 400, /empty/],
      ["[]", 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const r = await call(key, "POST", "/v1/sources", body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(r.body), JSON.stringify(body)).toMatch(message);
    }
    expect((await call(key, "GET", "/v1/sources")).body.TotalCount).toBe(before);
    expect((await call(key, "GET", "/v1/sources/abc")).status).toBe(400);
    expect((await call(key, "GET", "/v1/sources/999999999")).status).toBe(404);
  });

  it("refuses feeds on private, loopback and link-local addresses (the fetcher's policy)", async () => {
    const { key } = await person();
    for (const bad of [
      "http://localhost:8080/feed.xml",
      "http://10.1.2.3/feed.xml",
      "http://192.168.1.1/rss",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/feed",
      "http://0.0.0.0/feed",
    ]) {
      const r = await call(key, "POST", "/v1/sources", { Url: bad });
      expect(r.status, bad).toBe(400);
      expect(r.body.Code, bad).toBe("BLOCKED_ADDRESS");
    }
    // Changing a feed's URL is checked the same way.
    const ok = await call(key, "POST", "/v1/sources", { Url: feedUrl("edit") });
    const r = await call(key, "PATCH", `/v1/sources/${ok.body.Id}`, { Url: "http://10.0.0.1/x" });
    expect(r.body.Code).toBe("BLOCKED_ADDRESS");
    expect((await call(key, "GET", `/v1/sources/${ok.body.Id}`)).body.Url).toBe(ok.body.Url);
    // A redirect to the metadata address is refused when fetched; the refusal is the source's last error.
    const redirect = await call(key, "POST", "/v1/sources", { Url: `${feedBase}/to-metadata` });
    const fetched = await call(key, "POST", `/v1/sources/${redirect.body.Id}/fetch`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.Error).toBeTruthy();
    expect(fetched.body.Source).toMatchObject({ Failures: 1, Status: "error" });
    expect(fetched.body.Source.LastError).toMatch(/169\.254\.169\.254|not allowed|private/i);
  });

  it("a feed registered already is 409, without naming another user's private source", async () => {
    const a = await person();
    const b = await person();
    const feed = feedUrl("dup");
    expect((await call(a.key, "POST", "/v1/sources", { Url: feed })).status).toBe(201);
    const again = await call(a.key, "POST", "/v1/sources", { Url: feed });
    expect(again.status).toBe(409);
    expect(again.body.Error).toMatch(/already registered as source \d+/);
    const other = await call(b.key, "POST", "/v1/sources", { Url: feed });
    expect(other.status).toBe(409);
    expect(other.body.Error).toMatch(/another user/);
  });
});

describe("sources: fetching, pausing, removing", () => {
  it("fetch now imports the feed's documents and reports the source's status; remove keeps the documents", async () => {
    const { key } = await person();
    const tag = uniqueName("harbour").replace("-", "");
    feedItems = [1, 2, 3].map((n) => ({ id: `${tag}-${n}`, title: `Valletta harbour record ${tag} part ${n}` }));
    const created = await call(key, "POST", "/v1/sources", {
      Url: feedUrl("news"),
      Name: "Harbour news",
      IntervalSeconds: 600,
    });
    const id = created.body.Id as number;
    expect(created.body).toMatchObject({
      Status: "new",
      ItemsSeen: 0,
      LastFetched: null,
      Failures: 0,
      BackoffSeconds: 0,
    });

    const fetched = await call(key, "POST", `/v1/sources/${id}/fetch`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ Imported: 3, Error: null });
    expectConforms("sources.fetch", fetched.body);
    expect(fetched.body.Source).toMatchObject({ Status: "ok", ItemsSeen: 3, Failures: 0, LastError: null });
    const next =
      new Date(fetched.body.Source.NextFetch).getTime() - new Date(fetched.body.Source.LastFetched).getTime();
    expect(next).toBeGreaterThan(590_000);
    expect(next).toBeLessThan(610_000);

    const found = await call(key, "GET", `/search/documents?q=${tag}&type=json`);
    expect(found.body.TotalCount ?? found.body.Items?.length).toBeGreaterThanOrEqual(3);

    // The poll is a run of this source in the status.
    const status = await call(key, "GET", "/v1/ingest/status");
    const mine = status.body.Sources.find((s: TJson) => s.Id === id);
    expect(mine.LastRun).toMatchObject({
      Kind: "feed",
      Status: "done",
      Read: 3,
      Stored: 3,
      Duplicates: 0,
      SourceId: id,
    });

    // Pause: no next poll; resume: due at once.
    expect((await call(key, "POST", `/v1/sources/${id}/pause`)).body).toMatchObject({
      Enabled: false,
      NextFetch: null,
    });
    const resumed = await call(key, "POST", `/v1/sources/${id}/resume`);
    expect(resumed.body.Enabled).toBe(true);
    expect(new Date(resumed.body.NextFetch).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const removed = await call(key, "DELETE", `/v1/sources/${id}`);
    expect(removed.body).toEqual({ Success: true, DocumentsKept: 3 });
    expect((await call(key, "GET", `/v1/sources/${id}`)).status).toBe(404);
    const still = await call(key, "GET", `/search/documents?q=${tag}&type=json`);
    expect(still.body.TotalCount ?? still.body.Items?.length).toBeGreaterThanOrEqual(3);
  });

  it("a failing feed shows its error, failure count and backoff", async () => {
    const { key } = await person();
    const created = await call(key, "POST", "/v1/sources", { Url: `${feedBase}/broken.xml`, IntervalSeconds: 300 });
    const id = created.body.Id;
    await call(key, "POST", `/v1/sources/${id}/fetch`);
    const second = await call(key, "POST", `/v1/sources/${id}/fetch`);
    expect(second.body.Source).toMatchObject({ Status: "error", Failures: 2, BackoffSeconds: 1200 });
    expect(second.body.Source.LastError).toMatch(/500/);
    expect(second.body.Source.StatusText).toMatch(/2 failed fetches in a row/);
  });
});

describe("ingest status", () => {
  it("a running import reports its figures before it ends: read, queued, docs/s, estimated end", async () => {
    const { runImport } = await import("@/lib/server/ingest/run-import");
    const admin = await person(true);
    const tag = uniqueName("live");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const total = 260;
    const importing = runImport(
      {
        describe: `live ${tag}`,
        estimate: async () => total,
        items: async function* () {
          for (let i = 0; i < total; i++) {
            if (i === 200) await gate;
            yield {
              ok: true as const,
              doc: {
                origin: `${tag} ${i}`,
                title: `Live import ${tag} number ${i}`,
                body: `Port director Maria Camilleri of Valletta said on Monday that shipment ${i} of ${tag} arrived.`,
                language: "en",
                publishedAt: new Date("2024-01-02T10:00:00Z"),
              },
            };
          }
        },
      },
      { track: { kind: "other", description: `live ${tag}` } },
    );
    const deadline = Date.now() + 120_000;
    let run: TJson;
    while (Date.now() < deadline) {
      const status = await call(admin.key, "GET", "/v1/ingest/status");
      run = status.body.Runs.find((r: TJson) => r.Description === `live ${tag}`);
      if (run && run.Read >= 150) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(run).toMatchObject({ Status: "running", Total: total, Kind: "other" });
    expect(run.Queued).toBe(total - run.Read);
    expect(run.DocsPerSecond).toBeGreaterThan(0);
    expect(run.SecondsLeft).toBeGreaterThanOrEqual(0);
    expect(new Date(run.EstimatedEnd).getTime()).toBeGreaterThanOrEqual(new Date(run.LastUpdated).getTime());
    const during = (await call(admin.key, "GET", "/v1/ingest/status")).body;
    release();
    await importing; // an import that failed meanwhile says why here, before the figures are compared
    const ours = during.Runs.find((r: TJson) => r.Description === `live ${tag}`);
    expect(during.Totals.Running, JSON.stringify(ours)).toBeGreaterThanOrEqual(1);
    const done = (await call(admin.key, "GET", "/v1/ingest/status")).body.Runs.find(
      (r: TJson) => r.Description === `live ${tag}`,
    );
    expect(done).toMatchObject({ Status: "done", Read: total, Stored: total, Queued: null, SecondsLeft: null });
    expect(done.Finished).toBeTruthy();
  }, 180_000);

  it("a CLI import in another process reports read, stored, duplicates and rejections with reasons", async () => {
    const admin = await person(true);
    const user = await person();
    const tag = uniqueName("cli");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sources-"));
    const file = path.join(dir, `${tag}.jsonl`);
    const good = (n: number) =>
      JSON.stringify({
        title: `Cargo figures ${tag} ${n}`,
        body: `The harbour authority of Valletta reported cargo figures for ${tag}, item ${n}.`,
        url: `https://news.example/${tag}/${n}`,
        publishedAt: "2024-01-02T10:00:00Z",
      });
    fs.writeFileSync(
      file,
      [good(1), good(2), good(3), good(1), "{not json", JSON.stringify({ body: "no title here" }), good(4)].join("\n") +
        "\n",
    );
    const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", "import", file, "--json"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET: server.sessionSecret },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(result.status, result.stderr).toBe(0);
    const status = await call(admin.key, "GET", "/v1/ingest/status?limit=200");
    const run = status.body.Runs.find((r: TJson) => r.Description.includes(tag));
    expect(run).toMatchObject({ Kind: "file", Status: "done", Read: 7, Stored: 4, Duplicates: 1, Rejected: 2 });
    expect(run.RejectionReasons.reduce((n: number, r: TJson) => n + r.Count, 0)).toBe(2);
    expect(run.RejectionReasons.map((r: TJson) => r.Reason).join(" ")).toMatch(/title/);
    expect(run.DocsPerSecond).toBeGreaterThan(0);
    // The CLI reads the same figures from the database.
    const cli = spawnSync(process.execPath, ["scripts/run.mjs", "cli", "ingest:status", "--json"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET: server.sessionSecret },
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(cli.status, cli.stderr).toBe(0);
    const printed = JSON.parse(cli.stdout.trim().split("\n").at(-1)!).Runs.find((r: TJson) => r.Id === run.Id);
    expect(printed).toMatchObject({ Read: 7, Stored: 4, Duplicates: 1, Rejected: 2, Status: "done" });
    // A plain user does not see the system's imports.
    const theirs = await call(user.key, "GET", "/v1/ingest/status?limit=200");
    expect(theirs.body.Runs.find((r: TJson) => r.Description.includes(tag))).toBeUndefined();
  }, 180_000);

  it("an upload is a run its uploader sees, and nobody else but admins", async () => {
    const uploader = await person();
    const other = await person();
    const tag = uniqueName("upl");
    const body = [1, 2].map((n) =>
      JSON.stringify({ title: `Upload ${tag} ${n}`, body: `Shipping news from Valletta about ${tag} number ${n}.` }),
    );
    const bytes = body.join("\n") + "\n";
    const signed = signUrl(uploader.key, "POST", url(`/v1/Package/upload?fileName=${tag}.jsonl&type=json`), bytes);
    const uploaded = await fetch(signed, {
      method: "POST",
      body: bytes,
      headers: { "Content-Type": "application/octet-stream" },
    });
    expect(uploaded.status).toBe(200);
    const mine = (await call(uploader.key, "GET", "/v1/ingest/status")).body.Runs.find((r: TJson) =>
      r.Description.includes(tag),
    );
    expect(mine).toMatchObject({ Kind: "upload", Status: "done", Read: 2, Stored: 2 });
    const theirs = (await call(other.key, "GET", "/v1/ingest/status")).body.Runs;
    expect(theirs.find((r: TJson) => r.Description.includes(tag))).toBeUndefined();
  });

  it("refuses a bad limit", async () => {
    const { key } = await person();
    for (const limit of ["0", "201", "x"]) {
      const r = await call(key, "GET", `/v1/ingest/status?limit=${limit}`);
      expect(r.status, limit).toBe(400);
      expect(JSON.stringify(r.body)).toMatch(/limit/);
    }
  });
});

import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pool } from "@/lib/server/db/pool";
import { addFeed } from "@/lib/server/ingest/feeds/manage-feeds";
import { dispatchDueSources, runPollJob } from "@/lib/server/jobs/source-polling";
import { exited } from "../support/processes";
import { uniqueName } from "../support/api-fixtures";

// Two `npm run worker` processes against one database share the polling of many feeds: every feed is
// fetched once, its items are stored once, and both processes do part of the work. A poll job that
// comes again after its lease was used polls nothing.
const FEEDS = 16;
const hits: Record<string, number> = {};
let server: http.Server;
let base = "";
const tag = uniqueName("scale");
const workers: { child: ChildProcess; output: string[] }[] = [];

function rss(n: number): string {
  const items = [1, 2].map(
    (i) => `<item><title>Ferry operator ${tag} adds route ${n}-${i} across the Baltic</title>
      <link>${base}/articles/${n}-${i}.html</link><guid>${base}/articles/${tag}-${n}-${i}</guid>
      <pubDate>Mon, 02 Nov 2020 10:00:00 GMT</pubDate>
      <description>The ferry operator said on Monday that route ${n}-${i} between Tallinn and Helsinki will run
      twice a day from March, story ${tag}-${n}-${i}. Harbour officials in Tallinn welcomed the plan.</description></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${n}</title><link>${base}</link>
    <description>test</description>${items.join("")}</channel></rss>`;
}

function startWorker(databaseUrl: string) {
  const output: string[] = [];
  const child = spawn(process.execPath, ["scripts/run.mjs", "worker"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FEED_ALLOWLIST: "127.0.0.1",
      FEED_POLLING: "true",
      SOCIAL_POLLING: "false",
      REPORT_PRODUCING: "false",
      POLL_CONCURRENCY: "2",
      LOG_LEVEL: "info",
    },
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(...chunk.toString().split("\n")));
  child.stderr!.on("data", (chunk: Buffer) => output.push(...chunk.toString().split("\n")));
  workers.push({ child, output });
  return { child, output };
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The poll results a worker logged for this test's feeds. */
function pollsOf(output: string[], ids: Set<number>): { sourceId: number; imported?: number }[] {
  return output.flatMap((line) => {
    try {
      const entry = JSON.parse(line);
      const result = entry.queue === "sources-poll-one" ? entry.result : undefined;
      return result && typeof result === "object" && ids.has(result.sourceId) ? [result] : [];
    } catch {
      return [];
    }
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    const n = Number(/^\/feed-(\d+)\.xml$/.exec(path)?.[1]);
    // Slow answers, so that one process alone would be busy for several seconds.
    setTimeout(() => {
      res.writeHead(Number.isNaN(n) ? 404 : 200, { "Content-Type": "application/rss+xml" });
      res.end(Number.isNaN(n) ? "not found" : rss(n));
    }, 600);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.FEED_ALLOWLIST = "127.0.0.1";
});

afterAll(async () => {
  for (const { child } of workers) {
    const done = exited(child);
    child.kill("SIGTERM");
    await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  server?.close();
  delete process.env.FEED_ALLOWLIST;
});

describe("several worker processes", () => {
  it("share the polling of due feeds without fetching or storing anything twice", async () => {
    const databaseUrl = inject("databaseUrl");
    const feeds = [];
    for (let n = 0; n < FEEDS; n++) {
      feeds.push(await addFeed({ url: `${base}/feed-${n}.xml`, name: `${tag} ${n}`, intervalSeconds: 3600 }));
    }
    const ids = new Set(feeds.map((f) => f.id));
    const pair = [startWorker(databaseUrl), startWorker(databaseUrl)];
    await waitFor(
      () => pair.every((w) => w.output.some((l) => l.includes("worker started"))),
      "both workers to start",
      180_000,
    );

    // The scheduled dispatch, run here instead of waiting for the minute: one job per due feed. The
    // workers' own schedule may have come first and queued some or all of them already.
    const boss = new PgBoss({ connectionString: databaseUrl, schema: "pgboss", supervise: false, schedule: false });
    await boss.start();
    try {
      expect(await dispatchDueSources(boss, "feed")).not.toBe("disabled");
    } finally {
      await boss.stop({ graceful: false });
    }

    const polled = async () =>
      Number(
        (
          await pool().query(
            "SELECT count(*) AS n FROM sources WHERE id = ANY($1) AND last_fetched_at IS NOT NULL AND status = 'ok'",
            [[...ids]],
          )
        ).rows[0].n,
      ) === FEEDS;
    await waitFor(polled, "every feed to be polled", 90_000);

    for (let n = 0; n < FEEDS; n++) expect(hits[`/feed-${n}.xml`], `feed ${n}`).toBe(1);
    const stored = await pool().query(
      "SELECT count(*) AS n, count(DISTINCT source_id) AS feeds FROM documents WHERE source_id = ANY($1)",
      [[...ids]],
    );
    expect(stored.rows[0]).toMatchObject({ n: String(FEEDS * 2), feeds: String(FEEDS) });
    const perWorker = pair.map((w) => pollsOf(w.output, ids));
    expect(perWorker[0]!.length + perWorker[1]!.length).toBe(FEEDS);
    for (const polls of perWorker) expect(polls.length).toBeGreaterThan(0);

    // The same job again (a retry, or a copy queued after its lease ran out) finds the lease used.
    const again = await runPollJob({ sourceId: feeds[0]!.id, kind: "feed", leasedUntil: new Date().toISOString() });
    expect(again).toBe("stale");
    expect(hits["/feed-0.xml"]).toBe(1);

    await pool().query("UPDATE sources SET enabled = false WHERE id = ANY($1)", [[...ids]]);
  });
});

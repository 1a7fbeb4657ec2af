import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { closePool, pool } from "@/lib/server/db/pool";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { createApiKey } from "@/lib/server/auth/manage-api-keys";
import { createUser } from "@/lib/server/users/create-user";
import { startBenchServer } from "./bench-server";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";
import { replicateCorpus } from "./replicate-corpus";
import { signedSearchUrl } from "./signed-url";

// `npm run bench -- load [--quick] [--soak]`: the running service driven by autocannon at 1, 8, 32 and 128
// connections per scenario, next to a trivial endpoint of the same server (the ceiling). --quick loads
// only Wikinews (no 100k Reuters replica); --soak adds a 10-minute mixed-search run sampling memory.
const LEVELS = [1, 8, 32, 128];
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 600);

const SEARCHES = [
  "q=oil",
  "q=wheat&sortBy=relevance",
  'q="crude oil"',
  "q=gold OR silver",
  "q=country:Japan",
  "q=(wheat OR corn) AND export",
  "q=dollar NOT yen&pageNumber=3",
  "q=election&extras=DocumentTeasers",
  "q=organization:OPEC",
  "pageSize=20",
];

type TScenario = { name: string; requests: { path: string }[] };

async function api(
  base: string,
  key: { apiKey: string; sharedKey: string },
  pathAndQuery: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(signedSearchUrl(key, `${base}/api${pathAndQuery}`)());
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A tab with a document list widget, and the signed feed URL of that widget. */
async function tabAndFeed(base: string, key: { apiKey: string; sharedKey: string }) {
  const tab = (await api(base, key, "/mypagetab/create?description=Load&type=json")) as {
    WidgetProject: { Id: string };
  };
  const tabId = tab.WidgetProject.Id;
  const widget = (await api(
    base,
    key,
    `/widget/save?type=json&tabId=${tabId}&widgetJSON=${encodeURIComponent(
      JSON.stringify({ Key: "DocumentList", Title: "Oil", WidgetGroup: "MiddleZone", Settings: { Query: "oil" } }),
    )}`,
  )) as { Widget: { Id: string } };
  await api(
    base,
    key,
    `/widget/save?type=json&tabId=${tabId}&widgetJSON=${encodeURIComponent(
      JSON.stringify({ Key: "TopStories", Title: "Top", WidgetGroup: "LeftZone", Settings: {} }),
    )}`,
  );
  const feed = signedSearchUrl(key, `${base}/api/widget/rss?wid=${widget.Widget.Id}&type=atom10`)();
  return { tabId, feedPath: feed.slice(base.length) };
}

function run(base: string, scenario: TScenario, connections: number, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, requests: scenario.requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Resident memory (MB) of a process and all its descendants. */
function treeRssMb(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  let kb = 0;
  const visit = (pid: number) => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
    (children.get(pid) ?? []).forEach(visit);
  };
  visit(rootPid);
  return Math.round(kb / 1024);
}

export async function loadBench(args: string[]): Promise<void> {
  const quick = args.includes("--quick");
  const database = await freshDatabase("load");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET = randomBytes(32).toString("hex");
  let server: ChildProcess | undefined;
  try {
    await runImport(await openSource(path.join(corpusDir(), "wikinews"), {}));
    // BENCH_DATABASE_URL with the replicated Reuters set already in it (as the search and graph benchmarks
    // leave it): only Wikinews is added (idempotent), the 100k documents are reused.
    const loaded = Number((await pool().query("SELECT count(*) AS n FROM documents")).rows[0].n);
    if (!quick && loaded < 90_000) {
      for (let i = 0; i < 22; i++) {
        const file = path.join(corpusDir(), "reuters21578", `reut2-${String(i).padStart(3, "0")}.sgm`);
        await runImport(await openSource(file, {}));
      }
      await replicateCorpus(4, 400);
    }
    for (const table of ["documents", "mentions"]) await pool().query(`VACUUM ANALYZE ${table}`);
    const documents = Number((await pool().query("SELECT count(*) AS n FROM documents")).rows[0].n);
    const started = await startBenchServer();
    server = started.server;
    const base = started.base;
    const user = await createUser({ username: `load-${randomBytes(4).toString("hex")}`, password: "load-password" });
    const key = await createApiKey({ username: user.username });
    const { tabId, feedPath } = await tabAndFeed(base, key);
    // Unsigned reads need a key-only key (DECISIONS 15).
    const readKey = await createApiKey({ username: user.username, digestRequired: false });
    const k = `apiKey=${readKey.apiKey}`;
    const scenarios: TScenario[] = [
      { name: "trivial (healthstatus)", requests: [{ path: "/api/v1/healthstatus?type=json" }] },
      {
        name: "document search (mixed)",
        requests: SEARCHES.map((q) => ({
          path: `/api/search/documents?type=json&${k}&${new URLSearchParams(q).toString()}`,
        })),
      },
      { name: "top stories", requests: [{ path: `/api/search/topstories?type=json&${k}` }] },
      { name: "entity heat (in-memory)", requests: [{ path: `/api/entities/heat?type=json&${k}` }] },
      { name: "MyPage tab", requests: [{ path: `/api/mypagetab?type=json&tabId=${tabId}&${k}` }] },
      { name: "widget feed (signed)", requests: [{ path: feedPath }] },
      {
        name: "signed search",
        requests: [{ path: signedSearchUrl(key, `${base}/api/search/documents?type=json&q=oil`)().slice(base.length) }],
      },
    ];
    const rows: {
      scenario: string;
      connections: number;
      reqPerSec: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodes: Record<string, number>;
    }[] = [];
    for (const scenario of scenarios) {
      for (const connections of LEVELS) {
        const r = await run(base, scenario, connections, SECONDS);
        rows.push({
          scenario: scenario.name,
          connections,
          reqPerSec: Math.round(r.requests.average),
          p50: r.latency.p50,
          p90: r.latency.p90,
          p97_5: r.latency.p97_5,
          p99: r.latency.p99,
          // autocannon counts timeouts (no answer within 10 s) among its errors; non-2xx answers apart.
          errors: r.errors + r.non2xx,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
          ),
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
    console.table(rows);
    const at32 = (name: string) => rows.find((r) => r.scenario === name && r.connections === 32)!.reqPerSec;
    const ceiling = at32("trivial (healthstatus)");
    const ratios = {
      heatVsTrivialAt32: Math.round((at32("entity heat (in-memory)") / ceiling) * 100) / 100,
      searchVsTrivialAt32: Math.round((at32("document search (mixed)") / ceiling) * 100) / 100,
    };
    console.log(ratios, "(targets: heat ≥ 0.30, search ≥ 0.10; no errors)");
    let soak;
    if (args.includes("--soak")) {
      const samples: { second: number; rssMb: number }[] = [];
      const started = Date.now();
      const timer = setInterval(
        () => samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: treeRssMb(server!.pid!) }),
        10_000,
      );
      const result = await run(base, scenarios[1]!, 32, SOAK_SECONDS);
      clearInterval(timer);
      soak = {
        seconds: SOAK_SECONDS,
        requests: result.requests.total,
        errors: result.errors + result.non2xx,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        samples,
      };
      console.log(
        `soak: ${soak.requests} requests, ${soak.errors} errors (${soak.timeouts} timeouts, ${soak.non2xx} non-2xx), RSS MB ${samples.map((s) => s.rssMb).join(" ")}`,
      );
    }
    console.log(`report: ${writeReport("load", { documents, seconds: SECONDS, rows, ratios, soak })}`);
  } finally {
    server?.kill("SIGTERM");
    await closePool();
    await database.stop();
  }
}

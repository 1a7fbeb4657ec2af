import { createHmac, randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { createApiKey } from "@/lib/server/auth/manage-api-keys";
import { closePool, pool } from "@/lib/server/db/pool";
import { buildGraph } from "@/lib/server/graph/build-graph";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import type { TCounting } from "@/lib/server/related/count-foreground";
import { findRelatedEntities } from "@/lib/server/related/find-related-entities";
import { createUser } from "@/lib/server/users/create-user";
import { startBenchServer } from "./bench-server";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";
import { replicateCorpus } from "./replicate-corpus";
import { signedSearchUrl } from "./signed-url";
import { pct, round, time } from "./timing";

// Broad and narrower queries over Reuters: [name, q]. Each runs as related entities (/v1/infocus)
// and as a 50-node graph (/graph, and POST /v1/network) — target p95 < 300 ms at 100k documents.
const QUERIES: [string, string][] = [
  ["broad: oil", "oil"],
  ["broad: trade", "trade"],
  ["broad: shares", "shares"],
  ["entity: country:Japan", "country:Japan"],
  ["narrow: coffee", "coffee"],
];
const RUNS = Number(process.env.BENCH_RUNS || 15);

async function timings(warm: () => Promise<unknown>, run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await warm();
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) values.push(await time(run));
  return { p50: round(pct(values, 50)), p95: round(pct(values, 95)) };
}

async function measure(label: string) {
  const [{ n }] = (await pool().query<{ n: string }>("SELECT count(*) AS n FROM documents")).rows as [{ n: string }];
  const { server, base } = await startBenchServer();
  try {
    const user = await createUser({ username: `bench-${randomBytes(4).toString("hex")}`, password: "bench-password" });
    const key = await createApiKey({ username: user.username });
    const common = { optimization: "accuracy" as const, callerId: user.id };
    const rows = [];
    for (const [name, q] of QUERIES) {
      const related = signedSearchUrl(key, `${base}/api/v1/infocus?type=json&q=${encodeURIComponent(q)}`);
      const relatedFast = signedSearchUrl(
        key,
        `${base}/api/v1/infocus?type=json&optimization=speed&q=${encodeURIComponent(q)}`,
      );
      const graph = signedSearchUrl(key, `${base}/api/graph?type=json&noNodes=50&q=${encodeURIComponent(q)}`);
      const graphFast = signedSearchUrl(
        key,
        `${base}/api/graph?type=json&noNodes=50&optimization=speed&q=${encodeURIComponent(q)}`,
      );
      const networkUrl = `${base}/api/v1/network?type=json`;
      const body = JSON.stringify({ query: q, noNodes: 50, weightAlgorithm: "iwmc", normalize: true });
      const network = () => {
        const digest = createHmac("sha1", key.sharedKey).update(`POST ${networkUrl}`).update(body).digest("base64");
        return fetch(`${networkUrl}&apiKey=${key.apiKey}&digest=${encodeURIComponent(digest)}`, {
          method: "POST",
          body,
          headers: { "Content-Type": "application/json" },
        }).then((r) => r.json());
      };
      const get = (url: () => string) => () => fetch(url()).then((r) => r.json());
      const [{ documents }] = (
        await pool().query(
          `SELECT count(*)::int AS documents FROM documents d WHERE d.search @@ plainto_tsquery('english', $1)`,
          [q],
        )
      ).rows;
      const graphResult = (await get(graph)()) as { Nodes: unknown[]; Connections: unknown[] };
      rows.push({
        query: name,
        matching: q.includes(":") ? "(entity)" : documents,
        nodes: graphResult.Nodes.length,
        connections: graphResult.Connections.length,
        ...prefix("related", await timings(get(related), get(related))),
        ...prefix("relatedSpeed", await timings(get(relatedFast), get(relatedFast))),
        ...prefix("graph50", await timings(get(graph), get(graph))),
        ...prefix("graph50Speed", await timings(get(graphFast), get(graphFast))),
        ...prefix("network50Iwmc", await timings(network, network)),
        ...prefix(
          "graph50InProcess",
          await timings(
            () => graphOf(q, common),
            () => graphOf(q, common),
          ),
        ),
        ...prefix(
          "relatedInProcess",
          await timings(
            () => findRelatedEntities({ q, ...common }),
            () => findRelatedEntities({ q, ...common }),
          ),
        ),
        // The same two in process, counting in SQL instead of the mention index (the fallback path).
        ...prefix(
          "graph50SqlCounting",
          await timings(
            () => graphOf(q, { ...common, counting: "sql" }),
            () => graphOf(q, { ...common, counting: "sql" }),
          ),
        ),
        ...prefix(
          "relatedSqlCounting",
          await timings(
            () => findRelatedEntities({ q, ...common, counting: "sql" }),
            () => findRelatedEntities({ q, ...common, counting: "sql" }),
          ),
        ),
      });
    }
    const [load1] = os.loadavg();
    console.log(`\n${label}: ${n} documents; load average ${load1!.toFixed(1)} on ${os.cpus().length} cores`);
    console.table(rows);
    return { label, documents: Number(n), loadAverage: os.loadavg(), cores: os.cpus().length, rows };
  } finally {
    server.kill("SIGTERM");
  }
}

const prefix = (name: string, t: { p50: number; p95: number }) => ({ [`${name}P50`]: t.p50, [`${name}P95`]: t.p95 });

const graphOf = (q: string, common: { optimization: "accuracy"; callerId: number; counting?: TCounting }) =>
  buildGraph({
    q,
    ...common,
    noNodes: 50,
    graphEntities: [],
    includeEntities: [],
    expandEntities: [],
    weightAlgorithm: "cooccurrence",
    normalize: true,
  });

/**
 * `npm run bench -- graph`: Reuters-21578 imported, then replicated 4× with shifted dates past 100k
 * documents (as the search benchmark); related entities (/v1/infocus, accuracy and speed) and a
 * 50-node graph (/graph and POST /v1/network) for broad and narrower queries, through HTTP and in
 * process, p50/p95 of each. BENCH_DATABASE_URL reuses an existing database as is.
 */
export async function graphBench(): Promise<void> {
  const database = await freshDatabase("graph");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET = randomBytes(32).toString("hex");
  try {
    const [{ n }] = (await pool().query<{ n: number }>("SELECT count(*)::int AS n FROM documents")).rows as [
      { n: number },
    ];
    if (n < 90_000) {
      const files = Array.from({ length: 22 }, (_, i) =>
        path.join(corpusDir(), "reuters21578", `reut2-${String(i).padStart(3, "0")}.sgm`),
      );
      for (const file of files) await runImport(await openSource(file, {}));
      const total = await replicateCorpus(4, 400);
      console.log(`replicated the Reuters set 4 times with dates shifted by 400 days each: ${total} documents`);
    }
    const large = await measure("about 100k");
    const report = { runs: RUNS, note: "Reuters-21578 replicated 4× with shifted dates", large };
    console.log(`report: ${writeReport("graph", report)}`);
  } finally {
    await closePool();
    await database.stop();
  }
}

import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { closePool, pool } from "@/lib/server/db/pool";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findDocuments, type TDocumentSearch } from "@/lib/server/search/find-documents";
import { createApiKey } from "@/lib/server/auth/manage-api-keys";
import { createUser } from "@/lib/server/users/create-user";
import { startBenchServer } from "./bench-server";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";
import { signedSearchUrl } from "./signed-url";
import { captureSql, replaySql } from "./capture-sql";
import { httpGet } from "./http-get";
import { replicateCorpus } from "./replicate-corpus";
import { pct, round, time } from "./timing";

// A fixed set of representative searches: [name, kind, query string]. "date" rows are sorted by
// publication date (target p95 < 100 ms), "relevance" rows by relevance (target p95 < 250 ms).
const QUERIES: [string, "date" | "relevance", string][] = [
  ["free text: oil", "date", "q=oil"],
  ["free text: wheat", "date", "q=wheat"],
  ['phrase: "crude oil"', "date", 'q="crude oil"'],
  ["OR: gold OR silver", "date", "q=gold OR silver"],
  ["AND/OR: (wheat OR corn) AND export", "date", "q=(wheat OR corn) AND export"],
  ["NOT: dollar NOT yen", "date", "q=dollar NOT yen"],
  ["entity: country:Japan", "date", "q=country:Japan"],
  ["entity: city:London", "date", "q=city:London"],
  ["entity: organization:OPEC", "date", "q=organization:OPEC"],
  ["entity + text: country:Brazil coffee", "date", "q=country:Brazil coffee"],
  ["oldest first: oil asc", "date", "q=oil&sortDirection=asc"],
  ["filter: oil types=news", "date", "q=oil&types=news"],
  ["deep page: oil page 200", "date", "q=oil&pageNumber=200"],
  ["deep page: all page 1000", "date", "pageNumber=1000"],
  ["count: shares (1 row)", "date", "q=shares&pageSize=1"],
  ["count: everything (1 row)", "date", "pageSize=1"],
  ["story sort: trade by firstreported", "date", "q=trade&sortBy=firstreported"],
  ["relevance: oil", "relevance", "q=oil&sortBy=relevance"],
  ["relevance: dollar", "relevance", "q=dollar&sortBy=relevance"],
  ["relevance: interest rates", "relevance", "q=interest rates&sortBy=relevance"],
  ["relevance + rel 0.5: oil", "relevance", "q=oil&sortBy=relevance&rel=0.5"],
  ["relevance + teasers: opec", "relevance", "q=opec&sortBy=relevance&extras=DocumentTeasers"],
];
const RUNS = Number(process.env.BENCH_RUNS || 30);
const WARM_PASSES = 3;

function searchOf(query: string, callerId: number): TDocumentSearch {
  const p = new URLSearchParams(query);
  return {
    q: p.get("q") ?? undefined,
    types: p.get("types")?.split(","),
    pageSize: Number(p.get("pageSize") ?? 10),
    pageNumber: Number(p.get("pageNumber") ?? 0),
    sortBy: (p.get("sortBy") ?? "publicationdate") as TDocumentSearch["sortBy"],
    sortDirection: (p.get("sortDirection") ?? "desc") as "asc" | "desc",
    rel: p.get("rel") ? Number(p.get("rel")) : undefined,
    extras: (p.get("extras")?.split(",") ?? []) as TDocumentSearch["extras"],
    callerId,
  };
}

async function usesIndex(query: string, index: string): Promise<boolean> {
  const compiled = await compileQuery(parseQuery(query));
  const plan = await sqlRows<{ "QUERY PLAN": string }>(
    Prisma.sql`EXPLAIN SELECT count(*) FROM documents d WHERE ${compiled.where}`,
  );
  return plan.some((row) => row["QUERY PLAN"].includes(index));
}

type TMeasured = { http: number[]; server: number[]; service: number[]; sql: number[]; total: number };

/** One query, RUNS times each way, interleaved: HTTP (and the server's own time), the service, its SQL. */
async function measureQuery(url: () => string, search: TDocumentSearch): Promise<TMeasured> {
  const rounds = await captureSql(() => findDocuments(search));
  const m: TMeasured = { http: [], server: [], service: [], sql: [], total: 0 };
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const answer = await httpGet(url());
    m.http.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 300)}`);
    m.server.push(answer.serverMs);
    m.total = (JSON.parse(answer.body) as { TotalCount: number }).TotalCount;
    m.service.push(await time(() => findDocuments(search)));
    m.sql.push(await time(() => replaySql(pool(), rounds)));
  }
  return m;
}

export async function measure(label: string) {
  const [{ n }] = (await pool().query<{ n: string }>("SELECT count(*) AS n FROM documents")).rows as [{ n: string }];
  const { server, base } = await startBenchServer();
  try {
    const user = await createUser({ username: `bench-${randomBytes(4).toString("hex")}`, password: "bench-password" });
    const key = await createApiKey({ username: user.username });
    const cases = QUERIES.map(([name, kind, query]) => ({
      name,
      kind,
      url: signedSearchUrl(key, `${base}/api/search/documents?type=json&${new URLSearchParams(query).toString()}`),
      search: searchOf(query, user.id),
    }));
    // A service in use is warm: every query a few times both ways before anything is measured.
    for (let pass = 0; pass < WARM_PASSES; pass++) {
      for (const c of cases) await Promise.all([httpGet(c.url()), findDocuments(c.search)]);
    }
    const rows = [];
    for (const c of cases) {
      const m = await measureQuery(c.url, c.search);
      rows.push({
        query: c.name,
        kind: c.kind,
        total: m.total,
        httpP50: round(pct(m.http, 50)),
        httpP95: round(pct(m.http, 95)),
        serverP50: round(pct(m.server, 50)),
        serviceP50: round(pct(m.service, 50)),
        sqlP50: round(pct(m.sql, 50)),
        sqlP95: round(pct(m.sql, 95)),
        ratio: round(pct(m.http, 50) / Math.max(0.1, pct(m.sql, 50))),
        ratioServer: round(pct(m.server, 50) / Math.max(0.1, pct(m.sql, 50))),
      });
    }
    const plans = {
      freeTextUsesSearchIndex: await usesIndex("oil", "documents_search_idx"),
      entityUsesMentionIndex: await usesIndex("country:Japan", "mentions"),
    };
    const [load1] = os.loadavg();
    console.log(`\n${label}: ${n} documents; load average ${load1!.toFixed(1)} on ${os.cpus().length} cores`);
    console.table(rows);
    console.log(plans);
    return { label, documents: Number(n), loadAverage: os.loadavg(), rows, plans };
  } finally {
    server.kill("SIGTERM");
  }
}

/**
 * `npm run bench -- search`: the Reuters corpus at 10k documents, then all of it replicated with
 * shifted dates past 100k (BENCH_DATABASE_URL with ≥ 90k documents already loaded: that database as
 * is). A fixed set of searches, after three warm-up passes, BENCH_RUNS times each (default 30) three
 * ways: through the HTTP API (a kept-alive connection; the server's own time from Server-Timing), the
 * search service in-process, and the very SQL statements the service sent, replayed directly on pg.
 * p50/p95 of each, the HTTP/SQL ratio (target ≤ 1.3), and whether the plans use the indexes. `--million` then
 * copies the corpus to about 1.06M documents in SQL (documents, stories, mentions, terms; replicateCorpus)
 * and measures again.
 */
export async function searchBench(args: string[] = []): Promise<void> {
  const database = await freshDatabase("search");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET = randomBytes(32).toString("hex");
  const files = Array.from({ length: 22 }, (_, i) =>
    path.join(corpusDir(), "reuters21578", `reut2-${String(i).padStart(3, "0")}.sgm`),
  );
  try {
    const [{ n }] = (await pool().query<{ n: number }>("SELECT count(*)::int AS n FROM documents")).rows as [
      { n: number },
    ];
    // BENCH_DATABASE_URL with the corpus already loaded (≥ 90k documents): measure it as it is.
    let small: Awaited<ReturnType<typeof measure>> | undefined;
    if (n < 90_000) {
      for (const file of files.slice(0, 10)) await runImport(await openSource(file, {}));
      for (const table of ["documents", "mentions"]) await pool().query(`VACUUM ANALYZE ${table}`); // as autovacuum would
      small = await measure("about 10k");
      for (const file of files.slice(10)) await runImport(await openSource(file, {}));
      const total = await replicateCorpus(4, 400);
      console.log(`replicated the Reuters set 4 times with dates shifted by 400 days each: ${total} documents`);
    }
    // A database given as is is labelled by its size.
    const large = await measure(n < 90_000 ? "about 100k" : `${n.toLocaleString("en")} documents as given`);
    // --million: the 100k corpus copied 9 times more (each copy 2,000 days after the one before), about 1.06M.
    let million: Awaited<ReturnType<typeof measure>> | undefined;
    if (args.includes("--million")) {
      const total = await replicateCorpus(9, 2000);
      console.log(`replicated the corpus 9 times more with dates shifted by 2,000 days each: ${total} documents`);
      million = await measure("about 1M");
    }
    const note = million
      ? "Reuters-21578 replicated 4× with shifted dates (about 100k), then that 9× more (about 1M), copied in SQL"
      : "Reuters-21578 replicated 4× with shifted dates";
    console.log(`report: ${writeReport("search", { runs: RUNS, note, small, large, million })}`);
  } finally {
    await closePool();
    await database.stop();
  }
}

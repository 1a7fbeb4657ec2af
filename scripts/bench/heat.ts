import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { createApiKey } from "@/lib/server/auth/manage-api-keys";
import { stopCorpusListener } from "@/lib/server/db/corpus-events";
import { closePool, pool } from "@/lib/server/db/pool";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { documentVolume, type TDocumentVolume } from "@/lib/server/stats/document-volume";
import { entityHeat, type TEntityHeat } from "@/lib/server/stats/entity-heat";
import { parseStatDate } from "@/lib/server/stats/stat-dates";
import { createUser } from "@/lib/server/users/create-user";
import { startBenchServer } from "./bench-server";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";
import { replicateCorpus } from "./replicate-corpus";
import { signedSearchUrl } from "./signed-url";
import { pct, round, time } from "./timing";

const RUNS = Number(process.env.BENCH_RUNS || 30);
const COPIES = 4;
const SHIFT_DAYS = 73;

type TCase = { name: string; target: number; service: () => Promise<unknown>; http: string };

async function runCases(cases: TCase[], base: string, key: { apiKey: string; sharedKey: string }) {
  const rows = [];
  for (const c of cases) {
    const url = signedSearchUrl(key, `${base}/api${c.http}`);
    for (let i = 0; i < 3; i++) await Promise.all([c.service(), fetch(url()).then((r) => r.text())]);
    const service: number[] = [];
    const http: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      service.push(await time(c.service));
      http.push(
        await time(async () => {
          const response = await fetch(url());
          if (response.status !== 200) throw new Error(`${c.http}: ${response.status} ${await response.text()}`);
          await response.text();
        }),
      );
    }
    rows.push({
      case: c.name,
      targetP95: c.target,
      serviceP50: round(pct(service, 50)),
      serviceP95: round(pct(service, 95)),
      httpP50: round(pct(http, 50)),
      httpP95: round(pct(http, 95)),
    });
  }
  return rows;
}

/**
 * `npm run bench -- heat`: the Reuters corpus imported, then replicated 4× with dates shifted by 73
 * days each (about 95k documents over about 1.4 years, so a 30-day window holds several copies'
 * news). The clock is pinned to the busiest day. Heat for 1,000 entities (itemrefs) from memory and
 * from the database, the hottest entities overall, and document volume over a year of daily bins,
 * each in-process (the service) and through the HTTP API; p50/p95 of RUNS runs.
 */
export async function heatBench(): Promise<void> {
  const database = await freshDatabase("heat");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET = randomBytes(32).toString("hex");
  let server: ChildProcess | undefined;
  try {
    const files = Array.from({ length: 22 }, (_, i) =>
      path.join(corpusDir(), "reuters21578", `reut2-${String(i).padStart(3, "0")}.sgm`),
    );
    const importStarted = performance.now();
    for (const file of files) await runImport(await openSource(file, {}));
    console.log(`imported Reuters in ${Math.round((performance.now() - importStarted) / 1000)} s`);
    const total = await replicateCorpus(COPIES, SHIFT_DAYS);
    // The copies carry mentions but no rollup rows: rebuild the rollup from the mentions.
    await pool().query("TRUNCATE entity_daily_counts");
    await pool().query(
      `INSERT INTO entity_daily_counts (entity_id, day, doc_count)
       SELECT entity_id, (published_at AT TIME ZONE 'UTC')::date, count(*) FROM mentions GROUP BY 1, 2`,
    );
    await pool().query("VACUUM ANALYZE entity_daily_counts");
    const { rows: busiest } = await pool().query<{ day: string }>(
      `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM documents GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const day = busiest[0]!.day;
    process.env.SERVICE_NOW = `${day}T23:00:00Z`;
    const { rows: top } = await pool().query<{ entity_id: string }>(
      `SELECT entity_id FROM entity_daily_counts WHERE day BETWEEN $1::date - 29 AND $1::date
       GROUP BY entity_id ORDER BY sum(doc_count) DESC, entity_id LIMIT 1000`,
      [day],
    );
    const ids = top.map((r) => BigInt(r.entity_id));
    const { rows: window } = await pool().query<{ n: number; entities: number }>(
      `SELECT sum(doc_count)::int AS n, count(DISTINCT entity_id)::int AS entities FROM entity_daily_counts
       WHERE day BETWEEN $1::date - 29 AND $1::date`,
      [day],
    );
    console.log(
      `${total} documents; clock ${process.env.SERVICE_NOW}; window: ${window[0]!.entities} entities, ${window[0]!.n} mentions-days`,
    );

    const user = await createUser({ username: `bench-${randomBytes(4).toString("hex")}`, password: "bench-password" });
    const key = await createApiKey({ username: user.username });
    const started = await startBenchServer();
    server = started.server;
    const base = started.base;

    const heat = (over: Partial<TEntityHeat>) => () =>
      entityHeat({
        forceDb: false,
        sortBy: "heat1d",
        sortDirection: "desc",
        pageSize: 500,
        pageNumber: 0,
        callerId: user.id,
        itemRefs: ids,
        ...over,
      });
    const refs = ids.map((id) => `11_${id}`).join(",");
    const yearStart = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    // A year of daily bins up to the corpus's last day.
    const yearVolume = (over: Partial<TDocumentVolume>) => () =>
      documentVolume({
        binSize: 1440,
        startDate: parseStatDate(yearStart),
        endDate: parseStatDate(day),
        splitType: "manual",
        callerId: user.id,
        ...over,
      });
    const cases: TCase[] = [
      {
        name: "heat, 1,000 entities, InMemory",
        target: 50,
        service: heat({}),
        http: `/entities/heat?type=json&pageSize=500&itemrefs=${refs}`,
      },
      {
        name: "heat, 1,000 entities, Database",
        target: 300,
        service: heat({ forceDb: true }),
        http: `/entities/heat?type=json&pageSize=500&forceDb=true&itemrefs=${refs}`,
      },
      {
        name: "heat, hottest overall, InMemory",
        target: 50,
        service: heat({ itemRefs: undefined, pageSize: 50 }),
        http: "/entities/heat?type=json",
      },
      {
        name: "heat, hottest overall, Database",
        target: 300,
        service: heat({ itemRefs: undefined, pageSize: 50, forceDb: true }),
        http: "/entities/heat?type=json&forceDb=true",
      },
      {
        name: "document volume, a year of daily bins",
        target: 300,
        service: yearVolume({}),
        http: `/statistics/documentvolume?type=json&startDate=${yearStart}&endDate=${day}`,
      },
      {
        name: "document volume, a year, q=oil",
        target: 300,
        service: yearVolume({ q: "oil" }),
        http: `/statistics/documentvolume?type=json&q=oil&startDate=${yearStart}&endDate=${day}`,
      },
      {
        name: "document volume, a year, by publisher",
        target: 300,
        service: yearVolume({ splitType: "publisher" }),
        http: `/statistics/documentvolume?type=json&splitType=publisher&startDate=${yearStart}&endDate=${day}`,
      },
    ];
    const rows = await runCases(cases, base, key);
    console.table(rows);
    const note = `Reuters-21578 replicated ${COPIES}× with dates shifted by ${SHIFT_DAYS} days each; clock ${process.env.SERVICE_NOW}`;
    console.log(`report: ${writeReport("heat", { runs: RUNS, documents: total, note, window: window[0], rows })}`);
  } finally {
    server?.kill("SIGTERM");
    await stopCorpusListener();
    await closePool();
    await database.stop();
  }
}

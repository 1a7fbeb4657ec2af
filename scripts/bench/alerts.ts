import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { matchPendingDocuments } from "@/lib/server/alerts/match-alerts";
import { closePool, pool } from "@/lib/server/db/pool";
import { runImport, type TImportSummary } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";

// Realistic alert queries for a newswire: Reuters subjects, their phrases and entities, combined the
// way people write watch lists (one word, two words ANDed, a phrase, an entity, OR with a NOT).
const WORDS =
  "oil opec crude wheat grain corn coffee cocoa sugar gold silver copper dollar yen mark sterling inflation trade deficit earnings dividend merger acquisition takeover bank loan debt bond stocks shares profit loss tax budget tariff strike shipping port gas steel aluminium rubber soybean cotton livestock cattle hogs unemployment gnp reserves currency exports imports subsidy farm harvest drought refinery pipeline tanker airline aircraft computer chip semiconductor automaker insurance brokerage futures options treasury bills deposits credit recession growth forecast quota embargo sanctions".split(
    " ",
  );
const PHRASES = [
  "interest rates",
  "trade deficit",
  "money supply",
  "crude oil",
  "net loss",
  "stock split",
  "central bank",
  "federal reserve",
  "current account",
  "balance of payments",
  "exchange rates",
  "oil prices",
  "wheat exports",
  "tender offer",
  "first quarter",
];
const ENTITIES = [
  'Country:"Japan"',
  'Country:"Brazil"',
  'Country:"United States"',
  'Country:"West Germany"',
  'Country:"Britain"',
  'Country:"France"',
  'Country:"Canada"',
  'Country:"China"',
  'Country:"Saudi Arabia"',
  'Country:"Iran"',
  'Country:"Mexico"',
  'Country:"Argentina"',
  'City:"Tokyo"',
  'City:"London"',
  'City:"New York"',
  'Organization:"OPEC"',
  'Person:"James Baker"',
  'Company:"Texaco"',
];

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

export function alertQueries(n: number, seed = 7): string[] {
  const random = seeded(seed);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: n }, () => {
    const r = random();
    if (r < 0.3) return pick(WORDS);
    if (r < 0.6) return `${pick(WORDS)} AND ${pick(WORDS)}`;
    if (r < 0.75) return `"${pick(PHRASES)}"`;
    if (r < 0.9) return `${pick(ENTITIES)} AND ${pick(WORDS)}`;
    return `(${pick(WORDS)} OR ${pick(WORDS)}) NOT ${pick(WORDS)}`;
  });
}

/** The first `files` Reuters SGML files, linked into a directory of their own. */
function reutersSubset(files: number): string {
  const source = path.join(corpusDir(), "reuters21578");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nei-bench-alerts-src-"));
  const names = fs
    .readdirSync(source)
    .filter((f) => /^reut2-\d+\.sgm$/.test(f))
    .sort();
  for (const name of names.slice(0, files)) fs.symlinkSync(path.join(source, name), path.join(dir, name));
  return dir;
}

async function importInto(name: string, dir: string, prepare: () => Promise<void>, onStored?: () => void) {
  const database = await freshDatabase(name);
  process.env.DATABASE_URL = database.url;
  try {
    await prepare();
    const started = performance.now();
    const summary = await runImport(await openSource(dir, {}), {
      onStored,
      onProgress: (p) => process.stderr.write(`\r${name}: ${p.done}/${p.total ?? "?"} read   `),
    });
    return { summary, started, database };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * `npm run bench -- alerts [files=all] [alerts=1000]`: imports the (first `files`) Reuters files twice into
 * fresh databases, without alerts and with `alerts` realistic alerts of 50 users while the matcher runs
 * as the worker runs it (on every stored batch, one run at a time). Reports the ingestion slowdown (wall
 * time until every document is imported and matched) and the matching cost per document.
 */
export async function alertsBench(args: string[]): Promise<void> {
  const files = args[0] && args[0] !== "all" ? Number(args[0]) : Number.MAX_SAFE_INTEGER;
  const alertCount = Number(args[1] ?? 1000);
  const dir = reutersSubset(files);
  const queries = alertQueries(alertCount);

  const base = await importInto("alerts-base", dir, async () => {});
  const baseSeconds = (performance.now() - base.started) / 1000;
  await closePool();
  await base.database.stop();
  process.stderr.write("\n");

  let matchSeconds = 0;
  let matchRuns = 0;
  let matched = { documents: 0, matches: 0 };
  let running: Promise<void> | undefined;
  let again = false;
  const trigger = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const t = performance.now();
        const summary = await matchPendingDocuments();
        matchSeconds += (performance.now() - t) / 1000;
        matchRuns++;
        matched = { documents: matched.documents + summary.documents, matches: matched.matches + summary.matches };
      } while (again);
    })().finally(() => (running = undefined));
  };
  const withAlerts = await importInto(
    "alerts",
    dir,
    async () => {
      // 50 owners (no sign-in needed: plain rows; the ORM client stays on the first database).
      const { rows } = await pool().query<{ id: number }>(
        `INSERT INTO users (username, password_hash, first_name, last_name)
         SELECT 'bench-' || i, 'not-a-password', 'Bench', i::text FROM generate_series(1, 50) AS i RETURNING id`,
      );
      const owners = rows.map((r) => r.id);
      await pool().query(
        `INSERT INTO alerts (owner_id, name, query) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
        [queries.map((_, i) => owners[i % owners.length]), queries.map((q) => `Watch ${q}`), queries],
      );
    },
    trigger,
  );
  const importSeconds = (performance.now() - withAlerts.started) / 1000;
  trigger();
  while (running) await running;
  const alertsSeconds = (performance.now() - withAlerts.started) / 1000;
  const pending = Number((await pool().query(`SELECT count(*) AS n FROM alert_pending`)).rows[0].n);
  const summary: TImportSummary = withAlerts.summary;
  const report = {
    machine: { cpus: os.cpus().length, node: process.version, note: "shared machine: other work ran meanwhile" },
    corpus: `reuters21578${Number.isFinite(files) && files < 1000 ? `, first ${files} files` : ""}`,
    alerts: alertCount,
    documents: summary.imported,
    baseline: { seconds: round(baseSeconds), docsPerSecond: Math.round(base.summary.imported / baseSeconds) },
    withAlerts: {
      importSeconds: round(importSeconds),
      secondsUntilAllMatched: round(alertsSeconds),
      docsPerSecond: Math.round(summary.imported / alertsSeconds),
    },
    slowdownPercent: round(((alertsSeconds - baseSeconds) / baseSeconds) * 100),
    matching: {
      runs: matchRuns,
      documents: matched.documents,
      matches: matched.matches,
      seconds: round(matchSeconds),
      msPerDocument: round((matchSeconds * 1000) / Math.max(1, matched.documents), 3),
      msPerDocumentPerAlert: round((matchSeconds * 1000) / Math.max(1, matched.documents) / alertCount, 5),
      leftPending: pending,
    },
  };
  console.table({
    baseline: { seconds: report.baseline.seconds, "docs/s": report.baseline.docsPerSecond },
    "with alerts": { seconds: report.withAlerts.secondsUntilAllMatched, "docs/s": report.withAlerts.docsPerSecond },
  });
  console.log(JSON.stringify(report, null, 2));
  console.log(`report: ${writeReport("alerts", report)}`);
  await closePool();
  await withAlerts.database.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

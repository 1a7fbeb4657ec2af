import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { closePool, pool } from "@/lib/server/db/pool";
import { startEmbeddedPostgres } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";
import { runImport } from "@/lib/server/ingest/run-import";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";
import { itemsPerCopy, replicatedReuters } from "./replicated-reuters";
import { scaleRanges, type TScaleReport, type TScaleStep } from "./scale-report";
import { measure } from "./search";

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The database to import into: a kept one in `dir` (started, or created on first use) or a fresh one. */
async function database(dir: string | undefined): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!dir) return freshDatabase("scale");
  const port = Number(process.env.SCALE_PG_PORT ?? 25_434);
  const pg = await startEmbeddedPostgres({ dir, port });
  await migrate(pg.url);
  return pg;
}

function readReport(file: string | undefined, fresh: TScaleReport): TScaleReport {
  if (!file || !fs.existsSync(file)) return fresh;
  const kept = JSON.parse(fs.readFileSync(file, "utf8")) as TScaleReport;
  if (kept.shiftDays !== fresh.shiftDays || kept.step !== fresh.step)
    throw new Error(`${file} was made with --shift-days ${kept.shiftDays} --step ${kept.step}; pass the same`);
  return { ...kept, sizes: fresh.sizes };
}

async function importStep(
  dir: string,
  report: TScaleReport,
  perCopy: number,
  from: number,
  to: number,
  resumed: boolean,
) {
  const loadBefore = os.loadavg()[0]!;
  const summary = await runImport(replicatedReuters(dir, report.shiftDays, from, to, perCopy), {
    // Copy 36 onwards is dated after today (1987 + 36 × 400 days): the import's "now" is past the last copy,
    // or those documents are rejected as published in the future.
    now: new Date(Date.UTC(1988, 0, 1) + Math.ceil(to / perCopy) * report.shiftDays * 86_400_000),
    onProgress: (p) => process.stderr.write(`\r${from + p.done}/${to} read, ${p.docsPerSecond.toFixed(0)} docs/s   `),
  });
  process.stderr.write("\n");
  const { rows } = await pool().query<{ documents: string; bytes: string }>(
    "SELECT (SELECT count(*) FROM documents) AS documents, pg_database_size(current_database()) AS bytes",
  );
  const step: TScaleStep = {
    from,
    to,
    resumed: resumed || undefined,
    read: summary.read,
    imported: summary.imported,
    duplicates: summary.duplicates,
    rejected: summary.rejected,
    seconds: round1(summary.seconds),
    stageSeconds: Object.fromEntries(Object.entries(summary.stageSeconds).map(([k, v]) => [k, round1(v)])),
    documents: Number(rows[0]!.documents),
    databaseMB: Math.round(Number(rows[0]!.bytes) / 1024 / 1024),
    loadAverage: [loadBefore, os.loadavg()[0]!].map(round1),
    at: new Date().toISOString(),
  };
  return step;
}

/**
 * `npm run bench -- scale [--sizes 100000,500000,1000000] [--step 20000] [--shift-days 400] [--no-search]
 * [--dir DIR]`: imports the replicated Reuters stream through the normal import path into one database,
 * `--step` items per import, reporting documents/s per range ending at each size (end to end: enrichment,
 * store, story placement and pass), the database size per million documents, and the search benchmark's
 * queries at every size. With `--dir` the database and the report (`DIR/scale-report.json`) are kept, and
 * a later run with the same flags goes on where the last one stopped: a step that was cut off is imported
 * again, marked `resumed`, and left out of the rates (part of it was already stored).
 */
export async function scaleBench(args: string[]): Promise<void> {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sizes = (flag("--sizes") ?? "100000,500000,1000000").split(",").map(Number);
  const dir = flag("--dir") && path.resolve(flag("--dir")!);
  const reportFile = dir && path.join(dir, "scale-report.json");
  const fresh: TScaleReport = {
    note: "",
    shiftDays: Number(flag("--shift-days") ?? 400),
    step: Number(flag("--step") ?? 20_000),
    sizes,
    steps: [],
    searches: [],
    peakRssMB: 0,
  };
  const report = readReport(reportFile, fresh);
  report.note = `Reuters-21578 replicated with dates shifted by ${report.shiftDays} days per copy (and a '(copy k)' line), imported through runImport, ${report.step} items per import`;
  const search = !args.includes("--no-search");
  const corpus = path.join(corpusDir(), "reuters21578");
  const db = await database(dir);
  process.env.DATABASE_URL = db.url;
  process.env.SESSION_SECRET ??= randomBytes(32).toString("hex");
  const sampler = setInterval(
    () => (report.peakRssMB = Math.max(report.peakRssMB, Math.round(process.memoryUsage().rss / 1024 / 1024))),
    1000,
  );
  const save = () => {
    const summary = {
      ...report,
      machine: { cpus: os.cpus().length, node: process.version },
      ranges: scaleRanges(report),
    };
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(summary, null, 2));
    return writeReport("scale", summary);
  };
  try {
    const perCopy = await itemsPerCopy(corpus);
    const end = Math.max(...sizes);
    for (let from = report.steps.at(-1)?.to ?? 0; from < end;) {
      const to = Math.min(end, from + report.step, ...sizes.filter((s) => s > from));
      const resumed = report.inProgress?.from === from;
      report.inProgress = { from, to };
      save();
      const step = await importStep(corpus, report, perCopy, from, to, resumed);
      report.steps.push(step);
      delete report.inProgress;
      console.log(JSON.stringify(step));
      if (search && sizes.includes(to)) {
        for (const table of ["documents", "mentions", "document_terms"]) await pool().query(`VACUUM ANALYZE ${table}`);
        report.searches.push(await measure(`${step.documents} documents`));
      }
      console.log(`report: ${save()}`);
      from = to;
    }
    console.table(scaleRanges(report));
  } finally {
    clearInterval(sampler);
    await closePool();
    await db.stop();
  }
}

import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { closePool, pool } from "@/lib/server/db/pool";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import type { TSource, TSourceItem } from "@/lib/server/ingest/types";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";
import { measure } from "./search";

const DAY_MS = 24 * 3600 * 1000;

/**
 * The Reuters-21578 stories over and over: copy k is published `shiftDays × k` days later, has its
 * own provider reference (`NEWID-rk`) and one closing line "(copy k)" so that its content hash is
 * its own (copy 0 is the original). Items from `from` (inclusive) to `to` (exclusive).
 */
function replicatedReuters(dir: string, shiftDays: number, from: number, to: number): TSource {
  return {
    describe: `Reuters-21578 replicated, items ${from}–${to}`,
    estimate: async () => to - from,
    items: async function* (): AsyncIterable<TSourceItem> {
      let n = 0;
      for (let copy = 0; n < to; copy++) {
        for await (const item of (await openSource(dir, {})).items()) {
          if (n >= to) return;
          if (n++ < from) continue;
          if (!item.ok || copy === 0) {
            yield item;
            continue;
          }
          const doc = item.doc;
          yield {
            ok: true,
            doc: {
              ...doc,
              origin: `${doc.origin} copy ${copy}`,
              providerRef: doc.providerRef && `${doc.providerRef}-r${copy}`,
              publishedAt: doc.publishedAt && new Date(doc.publishedAt.getTime() + copy * shiftDays * DAY_MS),
              body: `${doc.body}\n\n(copy ${copy})`,
            },
          };
        }
      }
    },
  };
}

/**
 * `npm run bench -- scale [--sizes 100000,500000,1000000] [--shift-days 400] [--no-search]`: imports
 * the replicated Reuters stream through the normal import path (bulk store) into a fresh database, in
 * ranges ending at each size, reporting documents/s per range (end to end: enrichment, store, story
 * placement), the database size per million documents, and the search benchmark's queries at every size.
 * The report is written after each range, so a run stopped early keeps the ranges it finished.
 */
export async function scaleBench(args: string[]): Promise<void> {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const sizes = (flag("--sizes") ?? "100000,500000,1000000").split(",").map(Number);
  const shiftDays = Number(flag("--shift-days") ?? 400);
  const search = !args.includes("--no-search");
  const dir = path.join(corpusDir(), "reuters21578");
  const database = await freshDatabase("scale");
  process.env.DATABASE_URL = database.url;
  process.env.SESSION_SECRET = randomBytes(32).toString("hex");
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 1000);
  const ranges = [];
  const searches = [];
  try {
    let from = 0;
    for (const [i, to] of sizes.entries()) {
      const loadBefore = os.loadavg()[0]!;
      const summary = await runImport(replicatedReuters(dir, shiftDays, from, to), {
        onProgress: (p) =>
          process.stderr.write(`\r${from + p.done}/${to} read, ${p.docsPerSecond.toFixed(0)} docs/s   `),
      });
      process.stderr.write("\n");
      const { rows } = await pool().query<{ documents: string; bytes: string }>(
        "SELECT (SELECT count(*) FROM documents) AS documents, pg_database_size(current_database()) AS bytes",
      );
      const documents = Number(rows[0]!.documents);
      ranges.push({
        range: `${from}–${to}`,
        read: summary.read,
        imported: summary.imported,
        duplicates: summary.duplicates,
        rejected: summary.rejected,
        seconds: Math.round(summary.seconds),
        docsPerSecond: Math.round(summary.read / summary.seconds),
        stageSeconds: Object.fromEntries(Object.entries(summary.stageSeconds).map(([k, v]) => [k, Math.round(v)])),
        documents,
        databaseMB: Math.round(Number(rows[0]!.bytes) / 1024 / 1024),
        gbPerMillionDocuments: Math.round(((Number(rows[0]!.bytes) / documents) * 1e6) / 1e8) / 10,
        loadAverage: [loadBefore, os.loadavg()[0]!].map((l) => Math.round(l * 10) / 10),
      });
      console.table(ranges.at(-1));
      if (search) {
        for (const table of ["documents", "mentions", "document_terms"]) await pool().query(`VACUUM ANALYZE ${table}`);
        searches.push(await measure(`${documents} documents`));
      }
      from = to;
      const report = {
        note: `Reuters-21578 replicated with dates shifted by ${shiftDays} days per copy (and a '(copy k)' line), imported through runImport`,
        finished: i === sizes.length - 1,
        machine: { cpus: os.cpus().length, node: process.version },
        peakRssMB: Math.round(peakRss / 1024 / 1024),
        ranges,
        searches,
      };
      console.log(`report: ${writeReport("scale", report)}`);
    }
    clearInterval(sampler);
    console.table(ranges.map(({ stageSeconds: _s, ...r }) => r));
  } finally {
    clearInterval(sampler);
    await closePool();
    await database.stop();
  }
}

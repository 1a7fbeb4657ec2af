import os from "node:os";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";
import { closePool, pool } from "@/lib/server/db/pool";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { corpusDir, freshDatabase, writeReport } from "./fresh-database";

/**
 * Imports and enriches the whole Reuters-21578 set into a fresh database: documents/s, peak memory
 * and time per stage. Target on a 2-core machine: < 4 minutes, < 1.5 GB.
 */
export async function pipelineBench(args: string[]): Promise<void> {
  // --per-document: the store path before bulk writes (one INSERT per document, no entity cache).
  const perDocument = args.includes("--per-document");
  const batchFlag = args.indexOf("--batch");
  const batchSize = batchFlag >= 0 ? Number(args[batchFlag + 1]) : undefined;
  const positional = args.filter((a, i) => !a.startsWith("--") && (batchFlag < 0 || i !== batchFlag + 1));
  const target = positional[0] ?? path.join(corpusDir(), "reuters21578");
  const database = await freshDatabase("pipeline");
  process.env.DATABASE_URL = database.url;
  let peakRss = 0;
  const started = Date.now();
  /** [seconds since start, RSS MB, heap used MB] every 5 s: where in the run memory peaks. */
  const memory: [number, number, number][] = [];
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    const at = Math.round((Date.now() - started) / 1000);
    if (at >= (memory.at(-1)?.[0] ?? -5) + 5)
      memory.push([at, Math.round(rss / 1048576), Math.round(heapUsed / 1048576)]);
  }, 200);
  /** Time spent in garbage collection: what a heap budget costs. */
  let gcMs = 0;
  const gcObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => (gcMs += e.duration)));
  gcObserver.observe({ entryTypes: ["gc"] });
  try {
    const source = await openSource(target, {});
    const summary = await runImport(source, {
      perDocument,
      batchSize,
      onProgress: (p) =>
        process.stderr.write(
          `\r${p.done}/${p.total ?? "?"} read, ${p.docsPerSecond.toFixed(0)} docs/s, ${memory.at(-1)?.[1] ?? 0} MB   `,
        ),
    });
    process.stderr.write("\n");
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
    const counts = (
      await pool().query<{
        documents: string;
        entities: string;
        mentions: string;
        quotes: string;
        stories: string;
        multi: string;
      }>(
        `SELECT (SELECT count(*) FROM documents) AS documents, (SELECT count(*) FROM entities) AS entities,
                (SELECT count(*) FROM mentions) AS mentions, (SELECT count(*) FROM quotes) AS quotes,
                (SELECT count(*) FROM stories) AS stories, (SELECT count(*) FROM stories WHERE doc_count > 1) AS multi`,
      )
    ).rows[0]!;
    const report = {
      target,
      storePath: perDocument ? "per-document" : "bulk",
      batchSize: batchSize ?? 100,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      machine: { cpus: os.cpus().length, node: process.version },
      seconds: Math.round(summary.seconds * 10) / 10,
      docsPerSecond: Math.round(summary.read / summary.seconds),
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      heapLimitMB: Math.round(v8.getHeapStatistics().heap_size_limit / 1048576),
      gcSeconds: Math.round(gcMs / 100) / 10,
      stageSeconds: Object.fromEntries(
        Object.entries(summary.stageSeconds).map(([k, v]) => [k, Math.round(v * 10) / 10]),
      ),
      records: {
        read: summary.read,
        imported: summary.imported,
        duplicates: summary.duplicates,
        rejected: summary.rejected,
      },
      duplicateReasons: summary.duplicateReasons,
      rejectionReasons: summary.rejections.reduce<Record<string, number>>(
        (acc, r) => ({ ...acc, [r.reason]: (acc[r.reason] ?? 0) + 1 }),
        {},
      ),
      stored: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)])),
      memoryTimeline: memory,
    };
    console.table({
      total: {
        seconds: report.seconds,
        "docs/s": report.docsPerSecond,
        "peak MB": report.peakRssMB,
        "heap limit MB": report.heapLimitMB,
        "gc s": report.gcSeconds,
        load: report.loadAverage.join(" "),
      },
      ...Object.fromEntries(Object.entries(report.stageSeconds).map(([k, v]) => [`stage ${k}`, { seconds: v }])),
    });
    console.log(
      JSON.stringify(
        {
          records: report.records,
          stored: report.stored,
          duplicateReasons: report.duplicateReasons,
          rejectionReasons: report.rejectionReasons,
        },
        null,
        2,
      ),
    );
    console.log(`report: ${writeReport("pipeline", report)}`);
  } finally {
    clearInterval(sampler);
    gcObserver.disconnect();
    await closePool();
    await database.stop();
  }
}

import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { closePool, pool } from "@/lib/server/db/pool";
import { clusterPendingDocuments } from "@/lib/server/stories/cluster-documents";
import { writeReport } from "./fresh-database";

/**
 * The cluster stage alone, on a database that already holds an import (BENCH_DATABASE_URL, e.g. the
 * one `npm run bench -- pipeline` filled): forgets every story, clusters all documents again and
 * prints the seconds with fingerprints of the resulting stories (their documents) and of the merges
 * of the re-clustering pass (the story each went into, its score), so that two versions of the
 * clusterer can be compared on the same documents. `--out FILE` writes the stories and the merges.
 */
export async function clusterBench(args: string[]): Promise<void> {
  if (!process.env.BENCH_DATABASE_URL) throw new Error("set BENCH_DATABASE_URL to a database that holds an import");
  process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const outFlag = args.indexOf("--out");
  try {
    await pool().query("BEGIN");
    await pool().query("DELETE FROM story_merges");
    await pool().query("UPDATE documents SET story_id = NULL WHERE story_id IS NOT NULL");
    await pool().query("DELETE FROM stories");
    await pool().query("COMMIT");
    await pool().query("VACUUM ANALYZE documents");
    await pool().query("VACUUM ANALYZE stories");
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await clusterPendingDocuments();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const { rows } = await pool().query<{ docs: string[] }>(
      `SELECT array_agg(id::text ORDER BY id) AS docs FROM documents WHERE story_id IS NOT NULL GROUP BY story_id`,
    );
    const stories = rows.map((r) => r.docs.join(" ")).sort();
    const fingerprint = createHash("sha256").update(stories.join("\n")).digest("hex").slice(0, 16);
    // The merges, by the story each went into (its first document) and their scores to 12 digits: the
    // members of a story are read in no set order, so a mean link may differ in its last bit.
    const { rows: merges } = await pool().query<{ story: string; score: number }>(
      `SELECT (SELECT min(d.id) FROM documents d WHERE d.story_id = m.into_story_id)::text AS story, m.score
       FROM story_merges m`,
    );
    const mergeLines = merges.map((m) => `${m.story} ${m.score.toPrecision(12)}`).sort();
    if (outFlag >= 0) fs.writeFileSync(args[outFlag + 1]!, [...stories, "merges:", ...mergeLines].join("\n") + "\n");
    const report = {
      seconds: Math.round(seconds * 10) / 10,
      // On a busy machine the process's own CPU time compares better than the wall clock.
      cpuSeconds: Math.round((used.user + used.system) / 1e5) / 10,
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      ...result,
      stories: stories.length,
      multi: rows.filter((r) => r.docs.length > 1).length,
      mergesRecorded: merges.length,
      fingerprint,
      mergesFingerprint: createHash("sha256").update(mergeLines.join("\n")).digest("hex").slice(0, 16),
    };
    console.table(report);
    console.log(`report: ${writeReport("cluster", report)}`);
  } finally {
    await closePool();
  }
}

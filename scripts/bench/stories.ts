// Story clustering quality on the ECB+ development set (../shared/eval-dev, never committed): the
// CSV is imported into a fresh database through the real pipeline (the same runImport as
// `npm run cli -- import … --format csv`, which clusters after its last batch), each URL's story
// ClusterId is exported and scored with B-cubed over documents (../shared/eval-dev/score.py stories).
//
//   npm run bench -- stories [options]
//
//   --csv <file>     articles (default ../shared/eval-dev/stories-ecbplus-dev.csv)
//   --gold <file>    url → event (default ../shared/eval-dev/stories-ecbplus-dev-gold.jsonl)
//   --keep           with BENCH_DATABASE_URL: reuse the imported documents, re-cluster only
//
// Also printed: a naive single-pass TF-IDF clusterer over title + text (one threshold), with the
// threshold chosen on half the topics and scored on the other half (both ways), and the pipeline's
// clustering cross-validated by topic (weights and threshold learned on one half, scored on the
// other). Figures on a loaded machine: the clustering seconds are indicative only.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { closePool, pool } from "@/lib/server/db/pool";
import { runImport } from "@/lib/server/ingest/run-import";
import { openSource } from "@/lib/server/ingest/sources/open-source";
import { clusterPendingDocuments } from "@/lib/server/stories/cluster-documents";
import { corpusFrequencies, loadDocumentFeatures } from "@/lib/server/stories/load-document-features";
import { SIGNALS, STORY_MODEL, type TStoryModel } from "@/lib/server/stories/link-documents";
import { freshDatabase, writeReport } from "./fresh-database";
import { MERGE_THRESHOLDS, recluster, trainModel, trainStoryModel } from "./story-training";
import { naiveClusters } from "./story-naive";
import { bcubed, type TScore } from "./story-scoring";

const EVAL_DIR = path.resolve(process.env.EVAL_DIR ?? "../shared/eval-dev");

type TArgs = { csv: string; gold: string; keep: boolean };

function parseArgs(args: string[]): TArgs {
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  return {
    csv: value("--csv") ?? path.join(EVAL_DIR, "stories-ecbplus-dev.csv"),
    gold: value("--gold") ?? path.join(EVAL_DIR, "stories-ecbplus-dev-gold.jsonl"),
    keep: args.includes("--keep"),
  };
}

function readGold(file: string): Map<string, string> {
  return new Map(
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { url: string; event: string })
      .map((r) => [r.url, r.event]),
  );
}

/** The event's topic: ECB+ events are "<topic>-ecb" and "<topic>-ecbplus". */
export function topicOf(event: string): string {
  return event.split("-")[0]!;
}

/** Two halves of the topics, alternating in numeric order. */
export function topicHalves(gold: Map<string, string>): [Set<string>, Set<string>] {
  const topics = [...new Set([...gold.values()].map(topicOf))].sort((a, b) => Number(a) - Number(b));
  return [new Set(topics.filter((_, i) => i % 2 === 0)), new Set(topics.filter((_, i) => i % 2 === 1))];
}

async function exportClusters(): Promise<Map<string, string>> {
  const { rows } = await pool().query<{ url: string; cluster: string }>(
    `SELECT d.source_url AS url, s.cluster_id AS cluster FROM documents d JOIN stories s ON s.id = d.story_id
     WHERE d.source_url IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.url, r.cluster]));
}

/** The official scorer on the exported clusters (undefined without python3). */
function officialScore(gold: string, clusters: Map<string, string>): unknown {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nei-stories-")), "system.jsonl");
  fs.writeFileSync(file, [...clusters].map(([url, cluster]) => JSON.stringify({ url, cluster })).join("\n") + "\n");
  const scorer = path.join(EVAL_DIR, "score.py");
  const result = spawnSync("python3", [scorer, "stories", gold, file], { encoding: "utf8" });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return result.status === 0 ? JSON.parse(result.stdout) : undefined;
}

function restrict(map: Map<string, string>, urls: Set<string>): Map<string, string> {
  return new Map([...map].filter(([url]) => urls.has(url)));
}

function format(score: TScore): string {
  return `P ${score.precision.toFixed(3)} R ${score.recall.toFixed(3)} F1 ${score.f1.toFixed(3)} (${score.clusters} clusters / ${score.events} events, ${score.documents} docs)`;
}

export async function storiesBench(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const gold = readGold(args.gold);
  const articles = parse(fs.readFileSync(args.csv), { columns: true, skip_empty_lines: true }) as {
    url: string;
    date: string;
    title: string;
    text: string;
  }[];
  const report: Record<string, unknown> = { csv: args.csv, documents: articles.length };

  // The naive baseline: threshold chosen on one half of the topics, scored on the other.
  const [halfA, halfB] = topicHalves(gold);
  const urlsOf = (topics: Set<string>) => new Set([...gold].filter(([, e]) => topics.has(topicOf(e))).map(([u]) => u));
  const naive = (threshold: number, urls?: Set<string>) =>
    naiveClusters(
      articles.filter((a) => !urls || urls.has(a.url)),
      threshold,
    );
  const thresholds = Array.from({ length: 31 }, (_, i) => 0.05 + i * 0.02);
  const bestOn = (urls: Set<string>) =>
    thresholds
      .map((t) => ({ t, score: bcubed(restrict(gold, urls), naive(t, urls)) }))
      .sort((x, y) => y.score.f1 - x.score.f1)[0]!;
  const naiveReport: Record<string, unknown> = {};
  for (const [name, train, test] of [
    ["A→B", urlsOf(halfA), urlsOf(halfB)],
    ["B→A", urlsOf(halfB), urlsOf(halfA)],
  ] as const) {
    const { t } = bestOn(train);
    const score = bcubed(restrict(gold, test), naive(t, test));
    naiveReport[name] = { threshold: t, ...score };
    console.log(`naive TF-IDF ${name}: threshold ${t.toFixed(2)} → ${format(score)}`);
  }
  const all = bestOn(new Set(gold.keys()));
  naiveReport.dev = { threshold: all.t, ...all.score };
  console.log(`naive TF-IDF on all dev (threshold ${all.t.toFixed(2)} chosen on it): ${format(all.score)}`);
  report.naive = naiveReport;

  const database = await freshDatabase("stories");
  process.env.DATABASE_URL = database.url;
  try {
    const existing = Number((await pool().query("SELECT count(*) AS n FROM documents")).rows[0].n);
    let clusterSeconds: number;
    if (args.keep && existing > 0) {
      await pool().query("UPDATE documents SET story_id = NULL; DELETE FROM stories");
      const t = performance.now();
      await clusterPendingDocuments();
      clusterSeconds = (performance.now() - t) / 1000;
    } else {
      const source = await openSource(args.csv, { format: "csv" });
      const summary = await runImport(source, {});
      clusterSeconds = summary.stageSeconds.cluster;
      report.import = { read: summary.read, imported: summary.imported, duplicates: summary.duplicates };
    }
    const clusters = await exportClusters();
    const score = bcubed(gold, clusters);
    console.log(`pipeline on all dev: ${format(score)}; clustering ${clusterSeconds.toFixed(2)} s`);
    const official = officialScore(args.gold, clusters);
    if (official) console.log(`score.py: ${JSON.stringify(official)}`);
    report.pipeline = { ...score, clusterSeconds, official };
    report.learned = await crossValidate(gold, [halfA, halfB]);
  } finally {
    await closePool();
    await database.stop();
  }
  console.log(`report: ${writeReport("stories", report)}`);
}

/**
 * The model learned on one half of the topics and scored (in memory, same features as the pipeline)
 * on the other, both ways; then learned on all of the development set, which is what
 * lib/server/stories/link-documents.ts ships.
 */
async function crossValidate(gold: Map<string, string>, halves: [Set<string>, Set<string>]) {
  const { rows } = await pool().query<{ id: string; url: string; published_at: Date }>(
    "SELECT id, source_url AS url, published_at FROM documents WHERE source_url IS NOT NULL",
  );
  const features = await loadDocumentFeatures(
    rows.map((r) => ({ id: r.id, publishedAt: r.published_at })),
    await corpusFrequencies(),
  );
  const eventOf = new Map(rows.filter((r) => gold.has(r.url)).map((r) => [r.id, gold.get(r.url)!]));
  const docsOf = (topics?: Set<string>) =>
    [...features.values()].filter((d) => eventOf.has(d.id) && (!topics || topics.has(topicOf(eventOf.get(d.id)!))));
  const score = (docs: ReturnType<typeof docsOf>, model: TStoryModel, mergeThreshold?: number) =>
    bcubed(new Map(docs.map((d) => [d.id, eventOf.get(d.id)!])), recluster(docs, model, mergeThreshold));
  // For comparison: the merge threshold chosen after the joining threshold, each for itself.
  const bestMerge = (docs: ReturnType<typeof docsOf>, model: TStoryModel) =>
    MERGE_THRESHOLDS.map((t) => ({ t, f1: score(docs, model, t).f1 })).sort((a, b) => b.f1 - a.f1 || b.t - a.t)[0]!.t;
  const describe = (model: TStoryModel) =>
    `${SIGNALS.map((s, i) => `${s} ${model.weights[i]!.toFixed(2)}`).join(", ")}, bias ${model.bias.toFixed(2)}, threshold ${model.threshold}, strongest link ≥ ${model.minLink}`;
  const out: Record<string, unknown> = {};
  // Last, learned on all of the development set and scored on it (in-sample): what the product ships.
  const folds: [string, Set<string> | undefined, Set<string> | undefined][] = [
    ["A→B", halves[0], halves[1]],
    ["B→A", halves[1], halves[0]],
    ["all", undefined, undefined],
  ];
  for (const [name, train, test] of folds) {
    const sequential = trainModel(docsOf(train), eventOf, STORY_MODEL.otherActorsThreshold);
    const sequentialMerge = bestMerge(docsOf(train), sequential);
    const { model, mergeThreshold } = trainStoryModel(docsOf(train), eventOf, STORY_MODEL.otherActorsThreshold);
    const before = score(docsOf(test), sequential, sequentialMerge);
    const result = score(docsOf(test), model);
    const merged = score(docsOf(test), model, mergeThreshold);
    console.log(`learned ${train ? name : "on all dev, scored on it"}: model: ${describe(model)}`);
    console.log(`   placement alone: ${format(result)}`);
    console.log(`   with the re-clustering pass (merge threshold ${mergeThreshold}): ${format(merged)}`);
    console.log(
      `   thresholds chosen one after the other (joining ${sequential.threshold}, merge ${sequentialMerge}): ${format(before)}`,
    );
    out[name] = {
      model,
      ...result,
      recluster: { mergeThreshold, ...merged },
      sequential: { threshold: sequential.threshold, mergeThreshold: sequentialMerge, ...before },
    };
    if (train) continue;
    console.log(
      `   as code: ${JSON.stringify({ weights: model.weights.map((w) => Math.round(w * 100) / 100), bias: Math.round(model.bias * 100) / 100, threshold: model.threshold, minLink: model.minLink, otherActorsThreshold: model.otherActorsThreshold, mergeThreshold })}`,
    );
  }
  const model = (out.all as { model: TStoryModel }).model;
  const sweep: Record<string, number> = {};
  for (const bar of [0.5, 0.8, 2]) {
    sweep[bar] = Math.round(score(docsOf(), { ...model, otherActorsThreshold: bar }).f1 * 1000) / 1000;
  }
  console.log(`   all dev by the mean link needed when titles name other people: ${JSON.stringify(sweep)}`);
  out.otherActorsSweep = sweep;
  return out;
}

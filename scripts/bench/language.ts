// `npm run bench -- language`: accuracy of language identification on the MasakhaNEWS development set
// (read by path from EVAL_DEV_DIR, default ../shared/eval-dev; never copied) and its speed in MB/s on one
// core over that set and over the English corpus (CORPUS_DIR). The machine may be shared: say so with
// any figure.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";

import { detectLanguage } from "@/lib/nlp/language";
import { corpusDir, writeReport } from "./fresh-database";

const TARGET_MB_PER_S = 5;
/** The dev set's ISO 639-3 labels → the codes the identifier returns. */
const GOLD: Record<string, string> = {
  amh: "am",
  eng: "en",
  fra: "fr",
  hau: "ha",
  ibo: "ig",
  lin: "ln",
  lug: "lg",
  orm: "om",
  pcm: "pcm",
  run: "rn",
  sna: "sn",
  som: "so",
  swa: "sw",
  tir: "ti",
  xho: "xh",
  yor: "yo",
};
const MAJOR = ["eng", "fra", "swa", "hau", "amh", "som", "yor"];
const REPEAT = Number(process.env.BENCH_RUNS || 3);

type TRow = { id: string; language: string; text: string };

function throughput(texts: string[]): { mb: number; mbPerS: number } {
  const bytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
  for (const t of texts.slice(0, 50)) detectLanguage(t); // warm up
  const best: number[] = [];
  for (let run = 0; run < REPEAT; run++) {
    const started = performance.now();
    for (const t of texts) detectLanguage(t);
    best.push(performance.now() - started);
  }
  const ms = Math.min(...best);
  return { mb: Math.round(bytes / 1e4) / 100, mbPerS: Math.round((bytes / 1e6 / (ms / 1000)) * 100) / 100 };
}

export async function languageBench(): Promise<void> {
  const evalDir = path.resolve(process.env.EVAL_DEV_DIR ?? "../shared/eval-dev");
  const devFile = path.join(evalDir, "language-masakhanews-dev.jsonl");
  const report: Record<string, unknown> = { machine: "shared, loaded by other work; one core, best of runs" };

  if (fs.existsSync(devFile)) {
    const rows = fs
      .readFileSync(devFile, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as TRow);
    const per = new Map<string, { right: number; total: number; wrong: Map<string, number> }>();
    for (const row of rows) {
      const found = detectLanguage(row.text);
      const entry = per.get(row.language) ?? { right: 0, total: 0, wrong: new Map() };
      entry.total++;
      if (found === GOLD[row.language]) entry.right++;
      else entry.wrong.set(found, (entry.wrong.get(found) ?? 0) + 1);
      per.set(row.language, entry);
    }
    const accuracy = Object.fromEntries(
      [...per].sort().map(([l, e]) => [l, Math.round((e.right / e.total) * 1000) / 1000]),
    );
    const mean = (ls: string[]) =>
      Math.round((ls.reduce((s, l) => s + (accuracy[l] ?? 0), 0) / ls.length) * 1000) / 1000;
    const dev = {
      perLanguage: accuracy,
      majorMean: mean(MAJOR.filter((l) => l in accuracy)),
      allMean: mean(Object.keys(accuracy)),
      confusions: Object.fromEntries(
        [...per].filter(([, e]) => e.wrong.size).map(([l, e]) => [l, Object.fromEntries(e.wrong)]),
      ),
      speed: throughput(rows.map((r) => r.text)),
    };
    report.dev = dev;
    console.table(Object.entries(accuracy).map(([language, acc]) => ({ language, accuracy: acc })));
    console.log(`major mean ${dev.majorMean}, all mean ${dev.allMean}`);
    console.log(`dev set: ${dev.speed.mb} MB at ${dev.speed.mbPerS} MB/s (target ≥ ${TARGET_MB_PER_S})`);
  } else console.log(`no dev set at ${devFile} (set EVAL_DEV_DIR): accuracy skipped`);

  const wikinews = path.join(corpusDir(), "wikinews");
  const texts = fs
    .readdirSync(wikinews)
    .filter((f) => f.endsWith(".csv"))
    .flatMap((f) => parse(fs.readFileSync(path.join(wikinews, f)), { columns: true }) as Array<{ text: string }>)
    .map((r) => r.text);
  const english = throughput(texts);
  report.englishCorpus = english;
  console.log(`wikinews (English): ${english.mb} MB at ${english.mbPerS} MB/s (target ≥ ${TARGET_MB_PER_S})`);
  console.log(`report: ${writeReport("language", report)}`);
}

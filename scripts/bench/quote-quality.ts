// Quote quality benchmark: the product's analysis (lib/nlp/analyze: clean → entities → quotes, as the
// pipeline runs it) against the PolNeAR development sets, with a regex baseline for comparison.
//
//   npm run bench -- quotes [--set <file>]... [--out <file>] [--errors <n>] [--repeat <n>]
//
//   --set <file>      a gold file of {"id","text","quotes":[{"text","speaker"}]} lines; repeatable
//                     (default ../shared/eval-dev/quotes-polnear-train.jsonl and quotes-polnear-dev.jsonl)
//   --out <file>      JSON report (default artifacts/bench/quote-quality.json); the system output per set
//                     is written next to it as quote-quality.<set>.jsonl for ../shared/eval-dev/score.py
//   --errors <n>      print up to n misses and wrong speakers of each training set (a set whose file name has
//                     "train" in it); development sets are measured, never inspected, so none are printed there
//   --repeat <n>      extraction-time repetitions (default 5)
//   --rules           speakers by the rules alone, without the trained ranker (for comparison)
//
// Scoring follows score.py quotes: a gold quote is found when a system quote shares at least half of the
// shorter one's words; its speaker is right when a found quote's speaker shares a name word with the gold
// speaker. Precision lower bound: system quotes that match some gold quote (the gold lists only quotes with a
// named speaker, so the true precision is higher). Extraction time is extractQuotes() alone, over the
// cleaned texts and entities the analysis produced (the entity extractor is not part of the figure).
// The data are internal evaluation sets: read by path, never committed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "@/lib/nlp/analyze";
import { extractQuotes } from "@/lib/nlp/quotes/extract-quotes";
import { quoteTextsMatch, sameSpeaker } from "@/lib/nlp/quotes/quote-match";
import type { TEntityOccurrence } from "@/lib/nlp/types";
import { warmUpNlp } from "@/lib/nlp/warm-up";
import { walkOptions } from "../walk-options";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const EVAL_DIR = path.resolve(ROOT, process.env.EVAL_DIR ?? "../shared/eval-dev");
const DEFAULT_SETS = ["quotes-polnear-train.jsonl", "quotes-polnear-dev.jsonl"].map((f) => path.join(EVAL_DIR, f));

type TGoldQuote = { text: string; speaker: string };
type TArticle = { id: string; text: string; quotes: TGoldQuote[] };
type TSysQuote = { text: string; speaker?: string };
type TScore = {
  gold_quotes: number;
  recall: number;
  speaker_accuracy_of_found: number;
  end_to_end: number;
  precision_lower_bound: number;
};

type TError = { id: string; kind: "miss" | "speaker"; gold: TGoldQuote; got?: string };

function score(articles: TArticle[], output: Map<string, TSysQuote[]>, errors: TError[]): TScore {
  let n = 0;
  let found = 0;
  let ok = 0;
  let nSys = 0;
  let sysOk = 0;
  for (const a of articles) {
    const sq = output.get(a.id) ?? [];
    nSys += sq.length;
    sysOk += sq.filter((q) => a.quotes.some((g) => quoteTextsMatch(q.text, g.text))).length;
    for (const g of a.quotes) {
      n++;
      const hits = sq.filter((q) => quoteTextsMatch(q.text, g.text));
      if (hits.length === 0) {
        errors.push({ id: a.id, kind: "miss", gold: g });
        continue;
      }
      found++;
      if (hits.some((q) => sameSpeaker(q.speaker, g.speaker))) ok++;
      else errors.push({ id: a.id, kind: "speaker", gold: g, got: hits.map((q) => q.speaker ?? "—").join(" | ") });
    }
  }
  const r = (x: number, d: number) => Math.round((x / Math.max(1, d)) * 1000) / 1000;
  return {
    gold_quotes: n,
    recall: r(found, n),
    speaker_accuracy_of_found: r(ok, found),
    end_to_end: r(ok, n),
    precision_lower_bound: r(sysOk, nSys),
  };
}

const BASELINE_QUOTE = /["“]([^"“”\n]+)["”]/g;
const NAME = "((?:[A-Z][\\w.'’-]*\\s+){0,3}[A-Z][\\w'’-]+)";
const BASELINE_AFTER = new RegExp(`^\\s*,?\\s*(?:${NAME}\\s+said|said\\s+${NAME})`);

/** The baseline: text between quote marks, with a speaker only for `"…," NAME said` / `"…," said NAME`. */
function regexBaseline(text: string): TSysQuote[] {
  const out: TSysQuote[] = [];
  for (const m of text.matchAll(BASELINE_QUOTE)) {
    const after = BASELINE_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 80));
    const speaker = after?.[1] ?? after?.[2];
    out.push(speaker ? { text: m[1]!, speaker } : { text: m[1]! });
  }
  return out;
}

function readSet(file: string): TArticle[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TArticle);
}

function parseArgs(args: string[]) {
  const opts = {
    sets: [] as string[],
    out: path.join(ROOT, "artifacts/bench/quote-quality.json"),
    errors: 0,
    repeat: 5,
    rules: false,
  };
  walkOptions(args, (arg, value) => {
    if (arg === "--set") opts.sets.push(path.resolve(value()));
    else if (arg === "--out") opts.out = path.resolve(value());
    else if (arg === "--errors") opts.errors = Number(value());
    else if (arg === "--repeat") opts.repeat = Math.max(1, Number(value()));
    else if (arg === "--rules") opts.rules = true;
    else throw new Error(`unknown option ${arg}`);
  });
  if (opts.sets.length === 0) opts.sets = DEFAULT_SETS;
  return opts;
}

const fmt = (s: TScore) =>
  `recall ${s.recall.toFixed(3)}  speaker-of-found ${s.speaker_accuracy_of_found.toFixed(3)}  ` +
  `end-to-end ${s.end_to_end.toFixed(3)}  precision≥ ${s.precision_lower_bound.toFixed(3)}`;

export async function quoteQualityBench(args: string[]): Promise<void> {
  const opts = parseArgs(args);
  warmUpNlp();
  const report: Record<string, unknown> = { date: new Date().toISOString(), sets: {} };
  for (const file of opts.sets) {
    const name = path.basename(file).replace(/\.jsonl$/, "");
    const articles = readSet(file);
    const product = new Map<string, TSysQuote[]>();
    const baseline = new Map<string, TSysQuote[]>();
    const inputs: Array<{ text: string; entities: TEntityOccurrence[] }> = [];
    for (const a of articles) {
      const e = analyze({ title: "", body: a.text, language: "en" });
      inputs.push({ text: e.text, entities: e.entities });
      const quotes = opts.rules ? extractQuotes(e.text, e.entities, null) : e.quotes;
      product.set(
        a.id,
        quotes.map((q) => (q.speaker ? { text: q.text, speaker: q.speaker } : { text: q.text })),
      );
      baseline.set(a.id, regexBaseline(a.text));
    }
    // Extraction time: extractQuotes alone over the same inputs; per article the best of `repeat`
    // passes, summed (the machine is shared, so single passes pick up other processes' load).
    const bestPer = inputs.map(() => Infinity);
    for (let r = 0; r < opts.repeat; r++) {
      inputs.forEach(({ text, entities }, i) => {
        const t0 = performance.now();
        extractQuotes(text, entities, opts.rules ? null : undefined);
        bestPer[i] = Math.min(bestPer[i]!, performance.now() - t0);
      });
    }
    const best = bestPer.reduce((a, b) => a + b, 0);
    const errors: TError[] = [];
    const productScore = score(articles, product, errors);
    const baselineScore = score(articles, baseline, []);
    const chars = articles.reduce((s, a) => s + a.text.length, 0);
    console.log(`\n${name}: ${articles.length} articles, ${productScore.gold_quotes} gold quotes`);
    console.log(`  product   ${fmt(productScore)}${opts.rules ? "   (rules only)" : ""}`);
    console.log(`  baseline  ${fmt(baselineScore)}   (quote marks + "NAME said")`);
    console.log(
      `  extractQuotes: ${best.toFixed(1)} ms for ${(chars / 1000).toFixed(0)}k characters (per-article best of ${opts.repeat}, summed)`,
    );
    const tuning = /train/.test(name);
    for (const e of errors.slice(0, tuning ? opts.errors : 0)) {
      console.log(
        `  ${e.kind === "miss" ? "MISS" : "SPKR"} ${e.id}: [${e.gold.speaker}] ${e.gold.text.slice(0, 110)}` +
          (e.got ? `  → ${e.got}` : ""),
      );
    }
    const sysFile = opts.out.replace(/\.json$/, `.${name}.jsonl`);
    fs.mkdirSync(path.dirname(sysFile), { recursive: true });
    fs.writeFileSync(
      sysFile,
      articles.map((a) => JSON.stringify({ id: a.id, quotes: product.get(a.id) ?? [] })).join("\n") + "\n",
    );
    (report.sets as Record<string, unknown>)[name] = {
      articles: articles.length,
      product: productScore,
      baseline: baselineScore,
      extractMs: Math.round(best * 10) / 10,
      characters: chars,
      system: path.relative(ROOT, sysFile),
    };
  }
  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  fs.writeFileSync(opts.out, JSON.stringify(report, null, 2) + "\n");
  console.log(`\nreport: ${path.relative(ROOT, opts.out)} (load from other developers makes times indicative only)`);
}

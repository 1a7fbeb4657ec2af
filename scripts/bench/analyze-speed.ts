// Speed of analyze() over real news text: every Wikinews article and the first Reuters-21578 stories
// (read by path from the shared corpus, never copied), in MB/s of this process's CPU time, with a
// breakdown per stage.
//
//   npm run bench -- analyze [options]
//   node --conditions=react-server --import tsx scripts/bench/analyze-speed.ts [options]
//
//   --corpus <dir>     corpus root (default $CORPUS_DIR, else ../shared/corpus next to the repository)
//   --reuters <n>      Reuters stories (default 2000)
//   --passes <n>       measured passes over the documents; the best is reported (default 3)
//   --no-stages        skip the per-stage breakdown
//   --dump <file>      write every document's analyze() output as JSON (to compare two versions byte
//                      for byte) and stop
//   --out <file>       JSON report (default artifacts/bench/analyze-speed.json)
//
// Besides analyze(), it times analyze() without the learned decision over the rule and tagger spans
// (the rules' merge), with the trained tagger switched off (the rules alone, as before the tagger) and
// the tagger alone on the sentences analyze() gives it.
//
// The stages are timed by calling each step on its own with the same inputs analyze() gives it:
// cleaning, language, tokenisation, tagger features, tagger decoding (tagging minus features), name
// rules and span decisions, entity resolution (evidence, chains, places and their geocodes, salience:
// the rest of extractEntities), quotes, keyphrases, keywords and categories.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { analyze } from "@/lib/nlp/analyze";
import { isCommonWord } from "@/lib/nlp/entities/common-words";
import { decideSpans } from "@/lib/nlp/entities/decide-spans";
import { extractEntities, setEntityDecider, setEntityTagger } from "@/lib/nlp/entities/extract-entities";
import { findNameSpans } from "@/lib/nlp/entities/find-name-spans";
import { sentenceFeatures } from "@/lib/nlp/entities/model/ner-features";
import { tagEntities } from "@/lib/nlp/entities/model/tag-entities";
import { tokenizeText, type TToken } from "@/lib/nlp/entities/tokenize-text";
import { extractKeyphrases } from "@/lib/nlp/keyphrases/extract-keyphrases";
import { extractKeywords } from "@/lib/nlp/keyphrases/extract-keywords";
import { detectLanguage } from "@/lib/nlp/language";
import { extractQuotes } from "@/lib/nlp/quotes/extract-quotes";
import { cleanBody, cleanTitle } from "@/lib/nlp/text/clean-body";
import { classify } from "@/lib/nlp/topics/classify";
import type { TAnalyzeInput } from "@/lib/nlp/types";
import { warmUpNlp } from "@/lib/nlp/warm-up";
import { parseText } from "@/lib/nlp/wink";
import { reutersSgmlSource } from "@/lib/server/ingest/sources/reuters-sgml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

type TDoc = TAnalyzeInput & { id: string };

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function parseArgs(args: string[]) {
  const opts = {
    corpus: process.env.CORPUS_DIR ?? path.resolve(ROOT, "../shared/corpus"),
    reuters: 2000,
    passes: 3,
    stages: true,
    dump: undefined as string | undefined,
    out: path.join(ROOT, "artifacts/bench/analyze-speed.json"),
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const next = () => args[++i] ?? "";
    if (a === "--corpus") opts.corpus = next();
    else if (a === "--reuters") opts.reuters = Number(next());
    else if (a === "--passes") opts.passes = Number(next());
    else if (a === "--no-stages") opts.stages = false;
    else if (a === "--dump") opts.dump = next();
    else if (a === "--out") opts.out = next();
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

export async function loadDocs(corpus: string, reutersCount: number): Promise<{ wikinews: TDoc[]; reuters: TDoc[] }> {
  const wikinews: TDoc[] = [];
  for (const year of ["2019", "2020"]) {
    const file = path.join(corpus, "wikinews", `wikinews_${year}.csv`);
    const rows = parse(fs.readFileSync(file), { columns: true }) as Array<{ url: string; title: string; text: string }>;
    for (const r of rows) wikinews.push({ id: r.url, title: r.title, body: r.text, language: "en" });
  }
  const reuters: TDoc[] = [];
  for (let f = 0; reuters.length < reutersCount && f < 22; f++) {
    const file = path.join(corpus, "reuters21578", `reut2-${String(f).padStart(3, "0")}.sgm`);
    for await (const item of reutersSgmlSource(file).items()) {
      if (!item.ok) continue;
      const { doc } = item;
      reuters.push({ id: doc.origin, title: doc.title, body: doc.body, language: doc.language });
      if (reuters.length >= reutersCount) break;
    }
  }
  return { wikinews, reuters };
}

const bytesOf = (docs: TDoc[]) => docs.reduce((n, d) => n + Buffer.byteLength(d.title) + Buffer.byteLength(d.body), 0);

/** Sentences as the tagger sees them (decide-spans: taggerSpans, mayName), word lists only. */
function taggerSentences(tokens: TToken[]): string[][] {
  const out: string[][] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (j < tokens.length && tokens[j]!.sentence === tokens[i]!.sentence) j++;
    let mayName = false;
    for (let k = i; k < j && !mayName; k++) mayName = tokens[k]!.cap && (k > i || !isCommonWord(tokens[k]!.lower));
    if (!tokens[i]!.shouting && mayName) {
      const words: string[] = [];
      for (let k = i; k < j; k++) if (tokens[k]!.text.trim()) words.push(tokens[k]!.text);
      out.push(words);
    }
    i = j;
  }
  return out;
}

/** CPU ms per stage over the documents (one pass; the caller takes the best of several). */
function stageTimes(docs: TDoc[]): Record<string, number> {
  const t: Record<string, number> = {};
  let clock = cpuMs();
  /** Charges the CPU time since the previous call to `name`. */
  const lap = (name: string) => {
    const now = cpuMs();
    t[name] = (t[name] ?? 0) + now - clock;
    clock = now;
  };
  for (const d of docs) {
    clock = cpuMs();
    const title = cleanTitle(d.title);
    const { text, credits = [] } = cleanBody(d.body);
    lap("clean");
    const language = detectLanguage(text.length >= title.length ? text : title, d.language);
    lap("language");
    // One wink parse per text, shared (cached) by tokenisation, keyphrases and keywords.
    parseText(text);
    if (title.trim()) parseText(title);
    lap("wink parse");
    const bodyTokens = tokenizeText(text);
    const titleTokens = title.trim() ? tokenizeText(title) : [];
    lap("tokenize");
    const sentences = [...taggerSentences(bodyTokens), ...taggerSentences(titleTokens)];
    clock = cpuMs();
    for (const s of sentences) if (s.length) sentenceFeatures(s, false, false, false);
    lap("tagger features");
    for (const s of sentences) tagEntities(s);
    lap("tagging");
    decideSpans(bodyTokens, findNameSpans(bodyTokens));
    if (titleTokens.length) decideSpans(titleTokens, findNameSpans(titleTokens));
    lap("spans");
    const entities = extractEntities({ title, text, language, asides: credits });
    lap("extractEntities");
    extractQuotes(text, entities);
    lap("quotes");
    if (language === "en") {
      parseText(text);
      clock = cpuMs();
      extractKeyphrases(title, text, 10);
      lap("keyphrases");
      extractKeywords(title, text);
      lap("keywords");
      classify(title, text);
      lap("categories");
    }
  }
  const v = (k: string) => t[k] ?? 0;
  return {
    clean: v("clean"),
    language: v("language"),
    "wink parse (sentences, POS)": v("wink parse"),
    tokenize: v("tokenize"),
    "tagger features": v("tagger features"),
    "tagger viterbi (emissions + decoding)": v("tagging") - v("tagger features"),
    "rules/spans (without tagging)": v("spans") - v("tagging"),
    "resolution + geo (rest of extractEntities)": v("extractEntities") - v("tokenize") - v("spans"),
    quotes: v("quotes"),
    keyphrases: v("keyphrases"),
    keywords: v("keywords"),
    categories: v("categories"),
  };
}

/** MB/s of analyze() (best of `passes`) and of tagging alone, per corpus. */
function measure(docs: TDoc[], passes: number) {
  const bytes = bytesOf(docs);
  let best = Infinity;
  for (let p = 0; p < passes; p++) {
    const start = cpuMs();
    for (const d of docs) analyze(d);
    best = Math.min(best, cpuMs() - start);
  }
  return { bytes, ms: best, mbPerS: bytes / 1e6 / (best / 1000) };
}

function taggingSpeed(docs: TDoc[], passes: number) {
  const sentences = docs.flatMap((d) => {
    const { text } = cleanBody(d.body);
    return [...taggerSentences(tokenizeText(text)), ...taggerSentences(tokenizeText(cleanTitle(d.title)))];
  });
  let bytes = 0;
  for (const s of sentences) bytes += Buffer.byteLength(s.join(" ")) + 1;
  let best = Infinity;
  for (let p = 0; p < passes; p++) {
    const start = cpuMs();
    for (const s of sentences) tagEntities(s);
    best = Math.min(best, cpuMs() - start);
  }
  return { bytes, ms: best, mbPerS: bytes / 1e6 / (best / 1000) };
}

export async function analyzeSpeedBench(args: string[]): Promise<void> {
  const opts = parseArgs(args);
  const { wikinews, reuters } = await loadDocs(opts.corpus, opts.reuters);
  if (opts.dump) {
    const out = fs.createWriteStream(opts.dump);
    for (const d of [...wikinews, ...reuters]) out.write(`${JSON.stringify({ id: d.id, out: analyze(d) })}\n`);
    await new Promise<void>((resolve) => out.end(resolve));
    console.log(`${wikinews.length + reuters.length} analyses written to ${opts.dump}`);
    return;
  }
  warmUpNlp();
  // Warm-up pass (caches, JIT) over everything, not measured.
  for (const d of [...wikinews, ...reuters]) analyze(d);
  const report: Record<string, unknown> = { generatedAt: new Date().toISOString(), loadavg: os.loadavg() };
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; MB/s of CPU time, best of ${opts.passes}`,
  );
  for (const [name, docs] of [
    ["wikinews", wikinews],
    ["reuters", reuters],
  ] as const) {
    const speed = measure(docs, opts.passes);
    const tagging = taggingSpeed(docs, opts.passes);
    // The rules alone (the trained tagger switched off): what analyze() did before the tagger.
    setEntityTagger(false);
    const rules = measure(docs, opts.passes);
    setEntityTagger(true);
    // The rules' merge of tagger and rule spans without the learned decision over them.
    setEntityDecider(false);
    const merge = measure(docs, opts.passes);
    setEntityDecider(true);
    console.log(
      `${name}: ${docs.length} docs, ${(speed.bytes / 1e6).toFixed(2)} MB: analyze() ${speed.mbPerS.toFixed(3)} MB/s ` +
        `(${speed.ms.toFixed(0)} ms); without the learned decision ${merge.mbPerS.toFixed(3)} MB/s; ` +
        `without the tagger ${rules.mbPerS.toFixed(3)} MB/s; ` +
        `tagging alone ${tagging.mbPerS.toFixed(2)} MB/s (${tagging.ms.toFixed(0)} ms)`,
    );
    const entry: Record<string, unknown> = {
      docs: docs.length,
      bytes: speed.bytes,
      analyze: speed,
      rulesOnly: rules,
      tagging,
    };
    if (opts.stages) {
      const runs = Array.from({ length: opts.passes }, () => stageTimes(docs));
      const stages = Object.fromEntries(
        Object.keys(runs[0]!).map((k) => [k, Math.min(...runs.map((r) => r[k]!))] as const),
      );
      for (const [k, ms] of Object.entries(stages)) console.log(`  ${k.padEnd(44)} ${ms.toFixed(0).padStart(6)} ms`);
      entry.stagesMs = stages;
    }
    report[name] = entry;
  }
  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  fs.writeFileSync(opts.out, `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  analyzeSpeedBench(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}

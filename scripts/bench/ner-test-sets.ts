// Entity recogniser against the fixed test sets of lib/nlp/entities/model/corpus-splits.ts (nothing
// trained or tuned on them): mention-level and document-level P/R/F1 per type (PER/LOC/ORG) for
//   rules     extractEntities() with the trained tagger switched off (the rule system before it)
//   tagger    the trained tagger's spans alone
//   merge     extractEntities() without the learned decision (tagger and rule spans merged by rules)
//   pipeline  extractEntities() as shipped (the learned decision over rule and tagger spans)
// Mention level: exact token span and type. Document level: the distinct (type, lower-cased surface)
// pairs of a document (sec-filings: -DOCSTART- documents; uner-en-pud: newdoc; wnut17: each tweet).
// The pipeline systems read each document as one text, one paragraph per sentence, tokens joined by
// spaces; their mention offsets are mapped back to tokens. Entity types map Person → PER; Country,
// City, Region, Site → LOC; Organization, Company, Publisher → ORG.
import fs from "node:fs";
import path from "node:path";
import { extractEntities, setEntityDecider, setEntityTagger } from "@/lib/nlp/entities/extract-entities";
import { DEV_FILES, TEST_FILES } from "@/lib/nlp/entities/model/corpus-splits";
import { nerModel, tagEntities } from "@/lib/nlp/entities/model/tag-entities";
import {
  deserializeModel,
  spansOf,
  type TEntityLabel,
  type TSpanLabel,
  type TTaggedSentence,
} from "@/lib/nlp/entities/model/perceptron";
import { readCorpus } from "@/lib/nlp/entities/model/read-corpora";
import type { TEntityType } from "@/lib/nlp/types";
import { COARSE } from "@/lib/nlp/entities/coarse-types";

const LABELS: TEntityLabel[] = ["PER", "LOC", "ORG"];

type TPrf = { tp: number; np: number; ng: number };
type TSetScores = { mention: Record<string, TPrf>; document: Record<string, TPrf> };
type TSystemName = "rules" | "tagger" | "merge" | "pipeline";
const SYSTEMS = ["rules", "tagger", "merge", "pipeline"] as const;

const empty = (): Record<string, TPrf> =>
  Object.fromEntries([...LABELS, "ALL"].map((l) => [l, { tp: 0, np: 0, ng: 0 }]));

function count(target: Record<string, TPrf>, gold: Set<string>, pred: Set<string>) {
  for (const key of pred) {
    const label = key.split("|")[0]!;
    target[label]!.np++;
    target.ALL!.np++;
    if (gold.has(key)) {
      target[label]!.tp++;
      target.ALL!.tp++;
    }
  }
  for (const key of gold) {
    target[key.split("|")[0]!]!.ng++;
    target.ALL!.ng++;
  }
}

/** Documents of a test file: marked documents, or one per sentence. */
function documents(sentences: TTaggedSentence[]): TTaggedSentence[][] {
  const marked = sentences.some((s) => (s.doc ?? 0) > 0);
  if (!marked) return sentences.map((s) => [s]);
  const byDoc = new Map<number, TTaggedSentence[]>();
  for (const s of sentences) byDoc.set(s.doc ?? 0, [...(byDoc.get(s.doc ?? 0) ?? []), s]);
  return [...byDoc.values()];
}

/** Spans per sentence from the product pipeline, by mapping mention offsets back to tokens. */
function pipelineSpans(doc: TTaggedSentence[]): TSpanLabel[][] {
  const starts: { sentence: number; token: number; start: number; end: number }[] = [];
  let text = "";
  doc.forEach((s, si) => {
    if (si > 0) text += "\n\n";
    s.words.forEach((w, ti) => {
      if (ti > 0) text += " ";
      starts.push({ sentence: si, token: ti, start: text.length, end: text.length + w.length });
      text += w;
    });
  });
  const out: TSpanLabel[][] = doc.map(() => []);
  for (const occ of extractEntities({ title: "", text, language: "en" })) {
    const label = COARSE[occ.type as TEntityType];
    if (!label) continue;
    for (const m of occ.mentions) {
      const covered = starts.filter((t) => t.end > m.start && t.start < m.end);
      if (covered.length === 0) continue;
      const first = covered[0]!;
      const last = covered.filter((t) => t.sentence === first.sentence).at(-1)!;
      out[first.sentence]!.push({ first: first.token, last: last.token, label });
    }
  }
  return out;
}

function scoreSet(sentences: TTaggedSentence[], system: TSystemName): TSetScores {
  const scores: TSetScores = { mention: empty(), document: empty() };
  setEntityTagger(system === "pipeline" || system === "merge");
  setEntityDecider(system === "pipeline");
  for (const doc of documents(sentences)) {
    const predicted = system === "tagger" ? doc.map((s) => tagEntities(s.words)) : pipelineSpans(doc);
    const goldDoc = new Set<string>();
    const predDoc = new Set<string>();
    doc.forEach((s, si) => {
      const key = (x: TSpanLabel) => `${x.label}|${x.first}:${x.last}`;
      const surface = (x: TSpanLabel) =>
        `${x.label}|${s.words
          .slice(x.first, x.last + 1)
          .join(" ")
          .toLowerCase()}`;
      const gold = spansOf(s.tags);
      const pred = predicted[si]!;
      count(scores.mention, new Set(gold.map(key)), new Set(pred.map(key)));
      for (const x of gold) goldDoc.add(surface(x));
      for (const x of pred) predDoc.add(surface(x));
    });
    count(scores.document, goldDoc, predDoc);
  }
  setEntityTagger(true);
  setEntityDecider(true);
  return scores;
}

const fmt = (x: number | null) => (x === null ? "  –  " : x.toFixed(3));
function prf(c: TPrf) {
  const p = c.np ? c.tp / c.np : null;
  const r = c.ng ? c.tp / c.ng : null;
  const f1 = p !== null && r !== null && p + r > 0 ? (2 * p * r) / (p + r) : p === null || r === null ? null : 0;
  return { p, r, f1 };
}

export type TNerTestReport = Record<string, Record<TSystemName, TSetScores>>;

/** Scores every test set with every system and prints one table per set. */
export function benchNerTestSets(nerTrain: string, dev = false): TNerTestReport {
  const report: TNerTestReport = {};
  for (const file of dev ? DEV_FILES : TEST_FILES) {
    const sentences = readCorpus(nerTrain, file);
    const result = {} as Record<TSystemName, TSetScores>;
    for (const system of SYSTEMS) result[system] = scoreSet(sentences, system);
    report[file.name] = result;
    console.log(`\n${file.name} (${path.join(path.basename(nerTrain), file.path)}): ${sentences.length} sentences`);
    console.log(
      `  level     system     ${LABELS.map((l) => `${l.padEnd(3)}  P / R / F1      `).join("")}ALL  P / R / F1`,
    );
    for (const level of ["mention", "document"] as const)
      for (const system of SYSTEMS) {
        const cells = [...LABELS, "ALL"].map((l) => {
          const { p, r, f1 } = prf(result[system][level][l]!);
          return `${fmt(p)} / ${fmt(r)} / ${fmt(f1)}`;
        });
        console.log(`  ${level.padEnd(9)} ${system.padEnd(10)} ${cells.join("   ")}`);
      }
  }
  return report;
}

/** CPU time of this process in ms (user + system): steadier than wall time on a machine shared with other work. */
export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Throughput of the tagger alone (pre-tokenised words; feature extraction and decoding) in MB/s of CPU time. */
export function benchTaggerSpeed(texts: string[][][]): { mbPerSecond: number; loadMs: number } {
  const t0 = cpuMs();
  deserializeModel(fs.readFileSync(new URL("../../lib/nlp/entities/model/ner-model.bin.gz", import.meta.url)));
  const loadMs = cpuMs() - t0;
  nerModel();
  let bytes = 0;
  for (const doc of texts) for (const s of doc) bytes += Buffer.byteLength(s.join(" ")) + 1;
  // One warm-up pass (word caches, JIT), then the measured pass.
  for (const doc of texts) for (const s of doc) tagEntities(s);
  const start = cpuMs();
  for (const doc of texts) for (const s of doc) tagEntities(s);
  const seconds = (cpuMs() - start) / 1000;
  return { mbPerSecond: bytes / 1e6 / seconds, loadMs };
}

import "server-only";
import fs from "node:fs";
import path from "node:path";
import { DEV_FILES, TRAIN_FILES, WIKINEWS_TRAIN } from "./corpus-splits";
import { trainTagger, serializeModel, tagSentence, spansOf, type TModel, type TTaggedSentence } from "./perceptron";
import { loadWikinewsArticles, readCorpus, readWikinewsSet } from "./read-corpora";

export type TTrainNerOptions = {
  nerTrain: string;
  corpus: string;
  fixtures: string;
  out: string;
  epochs: number;
  seed: number;
  /** Keep every n-th training sentence only (quick experiments); 1 = all. */
  sample: number;
  /** 2^bits hashed feature buckets. */
  bits: number;
  log: (line: string) => void;
};

/** Builds the training sentences: the open corpora's training splits and the older Wikinews sets. */
export function trainingSentences(opts: TTrainNerOptions): TTaggedSentence[] {
  const out: TTaggedSentence[] = [];
  for (const f of TRAIN_FILES) {
    const s = readCorpus(opts.nerTrain, f);
    opts.log(`${f.name}: ${s.length} sentences`);
    out.push(...s);
  }
  const articles = loadWikinewsArticles(opts.corpus);
  for (const name of WIKINEWS_TRAIN) {
    const s = readWikinewsSet(path.join(opts.fixtures, name), articles);
    opts.log(`${name}: ${s.length} sentences (projected)`);
    out.push(...s);
  }
  return opts.sample > 1 ? out.filter((_, i) => i % opts.sample === 0) : out;
}

/** Mention-level F1 over PER/LOC/ORG spans (exact boundaries and type). */
export function spanF1(model: TModel, sentences: TTaggedSentence[]): { p: number; r: number; f1: number } {
  let tp = 0;
  let np = 0;
  let ng = 0;
  for (const s of sentences) {
    const gold = new Set(spansOf(s.tags).map((x) => `${x.first}:${x.last}:${x.label}`));
    const pred = spansOf(tagSentence(model, s.words)).map((x) => `${x.first}:${x.last}:${x.label}`);
    ng += gold.size;
    np += pred.length;
    tp += pred.filter((k) => gold.has(k)).length;
  }
  const p = np ? tp / np : 0;
  const r = ng ? tp / ng : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}

export function trainNer(opts: TTrainNerOptions): void {
  const started = Date.now();
  const sentences = trainingSentences(opts);
  opts.log(`training on ${sentences.length} sentences, ${opts.epochs} epochs, seed ${opts.seed}`);
  const model = trainTagger(sentences, {
    epochs: opts.epochs,
    seed: opts.seed,
    bits: opts.bits,
    onEpoch: (e, errors, tokens) => opts.log(`epoch ${e}: ${errors} token errors of ${tokens}`),
  });
  for (const f of DEV_FILES) {
    const { p, r, f1 } = spanF1(model, readCorpus(opts.nerTrain, f));
    opts.log(`dev ${f.name}: P ${p.toFixed(3)} R ${r.toFixed(3)} F1 ${f1.toFixed(3)}`);
  }
  const data = serializeModel(model);
  fs.writeFileSync(opts.out, data);
  opts.log(
    `wrote ${opts.out} (${(data.length / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

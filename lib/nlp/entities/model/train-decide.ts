import "server-only";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { seededRandom } from "../../seeded-random";
import { entityCandidates } from "../extract-entities";
import {
  CLASSES,
  decideCandidates,
  serializeDecideModel,
  type TCandidate,
  type TDecideModel,
  type TDecision,
} from "../decide-types";
import { DEV_FILES, TRAIN_FILES, WIKINEWS_TRAIN, type TCorpusFile } from "./corpus-splits";
import {
  deserializeModel,
  serializeModel,
  spansOf,
  trainTagger,
  type TModel,
  type TTaggedSentence,
} from "./perceptron";
import { loadWikinewsArticles, projectDocument, readCorpus, type TGoldEntity } from "./read-corpora";
import { setNerModelOverride } from "./tag-entities";
import { labelClassDocument, readClassDocuments } from "./class-documents";

/**
 * Trainer of the learned decision (`../decide-types.ts`), by stacking: the training documents are cut
 * into k folds by document; for each fold a tagger is trained on the other folds (and the Wikinews
 * development sets, which the shipped tagger saw too), and the pipeline with that tagger reads the fold.
 * Each candidate span is labelled by the gold span it matches exactly (type), or none. A multinomial
 * logistic model (AdaGrad, L2, seeded shuffle: deterministic for a seed) is fitted to the candidates.
 */

/** The older Wikinews sets the decision trains on; wikinews-gold, holdout-4 and holdout-5 are its development sets. */
export const WIKINEWS_DECIDE_TRAIN = ["wikinews-holdout.json", "wikinews-holdout-2.json", "wikinews-holdout-3.json"];

export type TTrainDecideOptions = {
  nerTrain: string;
  corpus: string;
  fixtures: string;
  out: string;
  folds: number;
  /** Tagger epochs and buckets of the fold taggers (the shipped tagger's: 8, 18). */
  taggerEpochs: number;
  bits: number;
  epochs: number;
  l2: number;
  rate: number;
  seed: number;
  /** Keep every n-th training document only (quick experiments); 1 = all. */
  sample: number;
  /** Folder where fold taggers are kept between runs (they depend on folds, seed, epochs, bits, sample). */
  taggers?: string;
  /** Settings tried on the development sets before the model is fitted with the chosen ones. */
  grid?: boolean;
  /** Added to the rule pipeline's own type on its mentions (see TDecideModel). */
  keep: number;
  /** The same where the type comes from a gazetteer or a reference list. */
  keepListed: number;
  /** Added to none on the spans the rule pipeline typed as nothing. */
  keepOut: number;
  /** Instead of `keep` on the pipeline's organisations with no head word or legal suffix (see TDecideModel). */
  keepBareOrg?: number;
  /** Times each invented document of `decide-classes.txt` is seen (0: not at all). */
  classWeight?: number;
  log: (line: string) => void;
};

export type TDoc = { set: string; sentences: TTaggedSentence[] };

/** Documents of a corpus file: consecutive sentences of one marked document, or one per sentence. */
export function corpusDocuments(set: string, sentences: TTaggedSentence[]): TDoc[] {
  const marked = sentences.some((s) => (s.doc ?? 0) > 0);
  const out: TDoc[] = [];
  for (const s of sentences) {
    const last = out.at(-1);
    if (marked && last && last.sentences[0]!.doc === s.doc) last.sentences.push(s);
    else out.push({ set, sentences: [s] });
  }
  return out;
}

/** Projected Wikinews articles, one document each. */
export function wikinewsDocuments(file: string, corpus: string): TDoc[] {
  const articles = loadWikinewsArticles(corpus);
  const docs = JSON.parse(fs.readFileSync(file, "utf8")) as { url: string; entities: TGoldEntity[] }[];
  const out: TDoc[] = [];
  for (const d of docs) {
    const a = articles.get(d.url);
    if (!a) continue;
    const sentences = [...projectDocument(a.title, d.entities), ...projectDocument(a.text, d.entities)];
    if (sentences.length > 0) out.push({ set: path.basename(file), sentences });
  }
  return out;
}

export type TExample = { features: string[]; y: number };
/** A document's candidates, their gold classes, and the gold spans ("s:first:last:LABEL"). */
export type TDocCandidates = { set: string; candidates: TCandidate[]; ys: number[]; keys: string[]; gold: Set<string> };

/** The pipeline's candidates of one document (read as the benchmark reads it), labelled by the gold spans. */
export function labelDocument(doc: TDoc): TDocCandidates {
  const starts: { sentence: number; token: number; start: number; end: number }[] = [];
  let text = "";
  doc.sentences.forEach((s, si) => {
    if (si > 0) text += "\n\n";
    s.words.forEach((w, ti) => {
      if (ti > 0) text += " ";
      starts.push({ sentence: si, token: ti, start: text.length, end: text.length + w.length });
      text += w;
    });
  });
  const gold = new Map<string, number>();
  doc.sentences.forEach((s, si) => {
    for (const x of spansOf(s.tags)) gold.set(`${si}:${x.first}:${x.last}`, CLASSES.indexOf(x.label));
  });
  const candidates = entityCandidates({ title: "", text, language: "en" });
  const ys: number[] = [];
  const keys: string[] = [];
  for (const c of candidates) {
    const covered = starts.filter((t) => t.end > c.start && t.start < c.end);
    const first = covered[0];
    const last = first ? covered.filter((t) => t.sentence === first.sentence).at(-1)! : undefined;
    const k = first && last ? `${first.sentence}:${first.token}:${last.token}` : `x${c.start}`;
    keys.push(k);
    ys.push(gold.get(k) ?? 0);
  }
  return {
    set: doc.set,
    candidates,
    ys,
    keys,
    gold: new Set([...gold].map(([k, y]) => `${k}:${CLASSES[y]}`)),
  };
}

/** Multinomial logistic regression with AdaGrad and L2; deterministic for a seed. */
export function fitDecideModel(
  examples: TExample[],
  opts: { epochs: number; l2: number; rate: number; seed: number },
): TDecideModel {
  const NC = CLASSES.length;
  const index = new Map<string, number>();
  const data = examples.map((e) => ({
    x: Int32Array.from(
      [...new Set(e.features)].map((f) => {
        let i = index.get(f);
        if (i === undefined) index.set(f, (i = index.size));
        return i;
      }),
    ),
    y: e.y,
  }));
  const w = new Float64Array(index.size * NC);
  const g2 = new Float64Array(index.size * NC).fill(1e-8);
  const bias = new Float64Array(NC);
  const b2 = new Float64Array(NC).fill(1e-8);
  const order = data.map((_, i) => i);
  const random = seededRandom(opts.seed);
  const s = new Float64Array(NC);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const { x, y } = data[idx]!;
      for (let c = 0; c < NC; c++) s[c] = bias[c]!;
      for (const f of x) for (let c = 0; c < NC; c++) s[c]! += w[f * NC + c]!;
      let max = -Infinity;
      for (let c = 0; c < NC; c++) max = Math.max(max, s[c]!);
      let z = 0;
      for (let c = 0; c < NC; c++) z += s[c] = Math.exp(s[c]! - max);
      for (let c = 0; c < NC; c++) {
        const g = s[c]! / z - (c === y ? 1 : 0);
        b2[c]! += g * g;
        bias[c]! -= (opts.rate * g) / Math.sqrt(b2[c]!);
        for (const f of x) {
          const k = f * NC + c;
          const gk = g + opts.l2 * w[k]!;
          g2[k]! += gk * gk;
          w[k]! -= (opts.rate * gk) / Math.sqrt(g2[k]!);
        }
      }
    }
  }
  const weights = new Map<string, Float32Array>();
  for (const [f, i] of index) weights.set(f, Float32Array.from(w.subarray(i * NC, i * NC + NC)));
  return { bias: [...bias], weights, keep: 0, keepListed: 0, keepOut: 0 };
}

type TPrf = { tp: number; np: number; ng: number };
export type TScores = Record<"PER" | "LOC" | "ORG" | "ALL", TPrf>;
const emptyScores = (): TScores => ({
  PER: { tp: 0, np: 0, ng: 0 },
  LOC: { tp: 0, np: 0, ng: 0 },
  ORG: { tp: 0, np: 0, ng: 0 },
  ALL: { tp: 0, np: 0, ng: 0 },
});
export const f1 = (c: TPrf) => (c.tp === 0 ? 0 : (2 * c.tp) / (c.np + c.ng));

function count(scores: TScores, gold: Set<string>, pred: Set<string>) {
  for (const k of pred) {
    const l = k.split(":")[3] as "PER" | "LOC" | "ORG";
    scores[l].np++;
    scores.ALL.np++;
    if (gold.has(k)) {
      scores[l].tp++;
      scores.ALL.tp++;
    }
  }
  for (const k of gold) {
    scores[k.split(":")[3] as "PER" | "LOC" | "ORG"].ng++;
    scores.ALL.ng++;
  }
}

/** Mention-level scores of the rule pipeline's types and of the decision model on labelled documents. */
export function scoreDocuments(docs: TDocCandidates[], model: TDecideModel): { pipeline: TScores; decided: TScores } {
  const pipeline = emptyScores();
  const decided = emptyScores();
  for (const d of docs) {
    const decisions: TDecision[] = decideCandidates(model, d.candidates);
    const p = new Set<string>();
    const q = new Set<string>();
    d.candidates.forEach((c, i) => {
      if (c.pipeline && !d.keys[i]!.startsWith("x")) p.add(`${d.keys[i]}:${c.pipeline}`);
      const decision = decisions[i]!;
      // Chains of other types (no coarse type) stay as they are.
      const label = c.chain && !c.pipeline ? undefined : decision === "O" ? undefined : decision;
      if (label && !d.keys[i]!.startsWith("x")) q.add(`${d.keys[i]}:${label}`);
    });
    count(pipeline, d.gold, p);
    count(decided, d.gold, q);
  }
  return { pipeline, decided };
}

const show = (s: TScores) =>
  (["PER", "LOC", "ORG", "ALL"] as const).map((l) => `${l} ${f1(s[l]).toFixed(3)}`).join("  ");

function foldTagger(opts: TTrainDecideOptions, fold: number, sentences: TTaggedSentence[]): TModel {
  const file = opts.taggers
    ? path.join(
        opts.taggers,
        `tagger-k${opts.folds}-f${fold}-s${opts.seed}-e${opts.taggerEpochs}-b${opts.bits}-n${opts.sample}.bin.gz`,
      )
    : undefined;
  if (file && fs.existsSync(file)) return deserializeModel(fs.readFileSync(file));
  const data = serializeModel(trainTagger(sentences, { epochs: opts.taggerEpochs, seed: opts.seed, bits: opts.bits }));
  if (file) {
    fs.mkdirSync(opts.taggers!, { recursive: true });
    fs.writeFileSync(file, data);
  }
  // The shipped tagger is used quantised too: read each fold with what the product would load.
  return deserializeModel(data);
}

/** Cross-fitted, labelled candidates of the training documents. */
export function crossFittedCandidates(
  opts: TTrainDecideOptions,
  docs: TDoc[],
  always: TTaggedSentence[],
): TDocCandidates[] {
  const out: TDocCandidates[] = [];
  const classDocs = (opts.classWeight ?? 0) > 0 ? readClassDocuments() : [];
  for (let f = 0; f < opts.folds; f++) {
    const t0 = Date.now();
    const train = [...docs.filter((_, i) => i % opts.folds !== f).flatMap((d) => d.sentences), ...always];
    const tagger = foldTagger(opts, f, train);
    setNerModelOverride(tagger);
    try {
      for (let i = f; i < docs.length; i += opts.folds) out.push(labelDocument(docs[i]!));
      if ((opts.classWeight ?? 0) > 0)
        classDocs.forEach((d, i) => {
          if (i % opts.folds !== f) return;
          const labelled = { set: "decide-classes", ...labelClassDocument(d) };
          for (let r = 0; r < opts.classWeight!; r++) out.push(labelled);
        });
    } finally {
      setNerModelOverride(undefined);
    }
    opts.log(
      `fold ${f + 1}/${opts.folds}: tagger on ${train.length} sentences, fold read (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  return out;
}

export function trainingDocuments(opts: TTrainDecideOptions): { docs: TDoc[]; always: TTaggedSentence[] } {
  const docs: TDoc[] = [];
  for (const f of TRAIN_FILES) docs.push(...corpusDocuments(f.name, readCorpus(opts.nerTrain, f)));
  for (const name of WIKINEWS_DECIDE_TRAIN)
    docs.push(...wikinewsDocuments(path.join(opts.fixtures, name), opts.corpus));
  // The Wikinews development sets: in every fold tagger's data (as in the shipped tagger's), never labelled here.
  const always = WIKINEWS_TRAIN.filter((n) => !WIKINEWS_DECIDE_TRAIN.includes(n)).flatMap((n) =>
    wikinewsDocuments(path.join(opts.fixtures, n), opts.corpus).flatMap((d) => d.sentences),
  );
  const sampled = opts.sample > 1 ? docs.filter((_, i) => i % opts.sample === 0) : docs;
  return { docs: sampled, always };
}

export function devDocuments(nerTrain: string, files: TCorpusFile[] = DEV_FILES): TDocCandidates[][] {
  return files.map((f) => corpusDocuments(f.name, readCorpus(nerTrain, f)).map(labelDocument));
}

export function trainDecide(opts: TTrainDecideOptions): TDecideModel {
  const started = Date.now();
  const { docs, always } = trainingDocuments(opts);
  opts.log(`${docs.length} training documents, ${opts.folds} folds`);
  const labelled = crossFittedCandidates(opts, docs, always);
  const examples = labelled.flatMap((d) => d.candidates.map((c, i) => ({ features: c.features, y: d.ys[i]! })));
  const positives = examples.filter((e) => e.y > 0).length;
  opts.log(`${examples.length} candidates, ${positives} of them gold names`);
  const dev = devDocuments(opts.nerTrain);
  const model = fitDecideModel(examples, opts);
  if (opts.grid) {
    for (const keep of [0, 1, 2, 3])
      for (const keepOut of [0, 0.5, 1, 2]) {
        Object.assign(model, { keep, keepListed: keep + 2, keepOut, keepBareOrg: undefined });
        const line = DEV_FILES.map((f, i) => `${f.name} ${show(scoreDocuments(dev[i]!, model).decided)}`).join(" | ");
        opts.log(`keep ${keep} listed ${keep + 2} out ${keepOut}: ${line}`);
      }
  }
  Object.assign(model, {
    keep: opts.keep,
    keepListed: opts.keepListed,
    keepOut: opts.keepOut,
    keepBareOrg: opts.keepBareOrg,
  });
  const train = scoreDocuments(labelled, model);
  opts.log(`training (cross-fitted) pipeline ${show(train.pipeline)}`);
  opts.log(`training (cross-fitted) decided  ${show(train.decided)}`);
  DEV_FILES.forEach((f, i) => {
    const s = scoreDocuments(dev[i]!, model);
    opts.log(`dev ${f.name} pipeline ${show(s.pipeline)}`);
    opts.log(`dev ${f.name} decided  ${show(s.decided)}`);
  });
  const data = gzipSync(serializeDecideModel(model), { level: 9 });
  fs.writeFileSync(opts.out, data);
  opts.log(
    `wrote ${opts.out} (${(data.length / 1e6).toFixed(2)} MB, ${model.weights.size} features) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return model;
}

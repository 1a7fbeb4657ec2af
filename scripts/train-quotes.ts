// `npm run train -- quotes`: see scripts/train.ts for the options.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  readTrainingSet,
  scoreSpeakers,
  trainSpeakerRanker,
  type TSpeakerError,
  type TSpeakerScore,
  type TTrainingArticle,
} from "@/lib/nlp/quotes/train-speaker-ranker";
import { bestCandidate } from "@/lib/nlp/quotes/speaker-ranker";
import { warmUpNlp } from "@/lib/nlp/warm-up";
import { walkOptions } from "./walk-options";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function trainQuotes(args: string[]): void {
  const opts = {
    data: path.resolve(ROOT, "../shared/eval-dev/quotes-polnear-train.jsonl"),
    out: path.join(ROOT, "lib/nlp/quotes/model/speaker-model.json"),
    epochs: 10,
    seed: 1,
    folds: 0,
    errors: "",
    bags: 5,
    learner: "logistic" as "logistic" | "perceptron",
    rate: 0.1,
    l2: 0.01,
  };
  walkOptions(args, (arg, value) => {
    if (arg === "--epochs") opts.epochs = Number(value());
    else if (arg === "--seed") opts.seed = Number(value());
    else if (arg === "--learner") opts.learner = value() === "perceptron" ? "perceptron" : "logistic";
    else if (arg === "--bags") opts.bags = Number(value());
    else if (arg === "--rate") opts.rate = Number(value());
    else if (arg === "--l2") opts.l2 = Number(value());
    else if (arg === "--folds") opts.folds = Number(value());
    else if (arg === "--errors") opts.errors = path.resolve(value());
    else if (arg === "--data") opts.data = path.resolve(value());
    else if (arg === "--out") opts.out = path.resolve(value());
    else {
      console.error(`unknown option: ${arg}`);
      process.exit(2);
    }
  });
  warmUpNlp();
  const t0 = performance.now();
  const articles = readTrainingSet(opts.data);
  console.log(`${articles.length} articles analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (opts.folds > 1) crossValidate(articles, opts.folds, opts, opts.errors);
  const model = trainSpeakerRanker(articles, {
    epochs: opts.epochs,
    seed: opts.seed,
    bags: opts.bags,
    learner: opts.learner,
    rate: opts.rate,
    l2: opts.l2,
    log: (line) => console.log(line),
  });
  model.trained = { ...model.trained, data: path.basename(opts.data) };
  fs.mkdirSync(path.dirname(opts.out), { recursive: true });
  fs.writeFileSync(opts.out, JSON.stringify(model, null, 2) + "\n");
  console.log(
    `wrote ${path.relative(ROOT, opts.out)}: ${Object.keys(model.weights).length} weights, ` +
      `${(fs.statSync(opts.out).size / 1024).toFixed(1)} KB`,
  );
}

/** Folds by article: train on the others, score the fold with the rules alone and with the ranker. */
function crossValidate(
  articles: TTrainingArticle[],
  folds: number,
  train: {
    epochs: number;
    seed: number;
    learner: "logistic" | "perceptron";
    rate: number;
    l2: number;
  },
  errorsFile: string,
): void {
  const sum = { rules: [] as TSpeakerScore[], ranker: [] as TSpeakerScore[] };
  const errors: TSpeakerError[] = [];
  for (let k = 0; k < folds; k++) {
    const held = articles.filter((_, i) => i % folds === k);
    const rest = articles.filter((_, i) => i % folds !== k);
    const model = trainSpeakerRanker(rest, train);
    sum.rules.push(scoreSpeakers(held, null));
    sum.ranker.push(scoreSpeakers(held, (c) => bestCandidate(model.weights, c), errors));
  }
  if (errorsFile) {
    fs.writeFileSync(errorsFile, errors.map((e) => JSON.stringify(e)).join("\n") + "\n");
    console.log(`${errors.length} speaker errors written to ${errorsFile}`);
  }
  const pooled = (scores: TSpeakerScore[]) => {
    const gold = scores.reduce((s, x) => s + x.gold, 0);
    const found = scores.reduce((s, x) => s + x.recall * x.gold, 0);
    const right = scores.reduce((s, x) => s + x.endToEnd * x.gold, 0);
    return (
      `recall ${(found / gold).toFixed(3)}  speaker-of-found ${(right / found).toFixed(3)}  end-to-end ${(right / gold).toFixed(3)}` +
      `  (${Math.round(right)} of ${Math.round(found)} found, ${gold} gold)`
    );
  };
  console.log(`${folds}-fold cross-validation on the training set (${train.epochs} epochs):`);
  console.log(`  rules   ${pooled(sum.rules)}`);
  console.log(`  ranker  ${pooled(sum.ranker)}`);
}

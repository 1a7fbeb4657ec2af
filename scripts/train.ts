// `npm run train -- quotes [options]`: trains the quote speaker ranker (lib/nlp/quotes/speaker-ranker.ts) on
// ../shared/eval-dev/quotes-polnear-train.jsonl and writes lib/nlp/quotes/model/speaker-model.json (see the
// README beside it).
//
//   --epochs <n>   passes over the data (default 10)
//   --seed <n>     shuffling seed (default 1); the same seed gives the same model
//   --bags <n>     models trained with seeds seed … seed + n - 1, weights averaged (default 5)
//   --data <file>  training set (default ../shared/eval-dev/quotes-polnear-train.jsonl)
//   --learner logistic|perceptron, --rate <x> (0.1), --l2 <x> (0.01)   the learner and its settings
//   --folds <n>    also report n-fold cross-validation on the training set, rules against ranker (for tuning)
//   --out <file>   model file (default lib/nlp/quotes/model/speaker-model.json)
//
// `npm run train -- ner [options]`: trains the entity tagger from ../shared/ner-train and the older
// labelled Wikinews sets, and writes lib/nlp/entities/model/ner-model.bin.gz (see the README beside it).
//
//   --epochs <n>   passes over the data (default 8)
//   --seed <n>     shuffling seed (default 1); the same seed gives the same model
//   --sample <n>   keep every n-th sentence only (quick experiments; default 1 = all)
//   --bits <n>     2^n hashed feature buckets (default 18)
//   --out <file>   model file (default lib/nlp/entities/model/ner-model.bin.gz)
//   --ner-train <dir>, --corpus <dir>   data roots (default ../shared/ner-train, ../shared/corpus)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { trainNer } from "@/lib/nlp/entities/model/train-ner";
import { trainQuotes } from "./train-quotes";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, ...rest] = process.argv.slice(2);
if (command === "quotes") {
  trainQuotes(rest);
  process.exit(0);
}
if (command !== "ner") {
  console.error(
    "usage: npm run train -- ner [--epochs n] [--seed n] [--sample n] [--out file]\n" +
      "       npm run train -- quotes [--epochs n] [--seed n] [--data file] [--folds n] [--out file]",
  );
  process.exit(2);
}
const opts = {
  nerTrain: path.resolve(ROOT, "../shared/ner-train"),
  corpus: process.env.CORPUS_DIR ?? path.resolve(ROOT, "../shared/corpus"),
  fixtures: path.join(ROOT, "e2e/fixtures/entities"),
  out: path.join(ROOT, "lib/nlp/entities/model/ner-model.bin.gz"),
  epochs: 8,
  seed: 1,
  sample: 1,
  bits: 18,
  log: (line: string) => console.log(line),
};
for (let i = 0; i < rest.length; i++) {
  const value = () => {
    const v = rest[++i];
    if (v === undefined) throw new Error(`${rest[i - 1]} needs a value`);
    return v;
  };
  const arg = rest[i];
  if (arg === "--epochs") opts.epochs = Number(value());
  else if (arg === "--seed") opts.seed = Number(value());
  else if (arg === "--sample") opts.sample = Number(value());
  else if (arg === "--bits") opts.bits = Number(value());
  else if (arg === "--out") opts.out = path.resolve(value());
  else if (arg === "--ner-train") opts.nerTrain = path.resolve(value());
  else if (arg === "--corpus") opts.corpus = path.resolve(value());
  else {
    console.error(`unknown option: ${arg}`);
    process.exit(2);
  }
}
trainNer(opts);

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
//
// `npm run train -- ner-decide [options]`: trains the learned decision over the rule and tagger spans
// (lib/nlp/entities/decide-types.ts) by stacking with cross-fitted taggers, and writes
// lib/nlp/entities/model/decide-model.json.gz (see lib/nlp/entities/model/README.md).
//
//   --folds <n>         cross-fitting folds (default 4)
//   --epochs <n>        passes of the logistic model (default 4); --l2 <x> (1e-5), --rate <x> (0.05)
//   --keep <x>          added to the rule pipeline's own type on its mentions (default 2), and
//   --keep-listed <x>   instead where that type comes from a gazetteer or reference list (default 4)
//   --keep-out <x>      added to none on the spans the pipeline typed as nothing (default 0)
//   --keep-bare-org <x> instead of --keep on the pipeline's organisations of one bare word (no
//                       head word, legal suffix, team, defined acronym, context cue; default 0.5)
//   --class-weight <n>  times each invented failure-class document (model/decide-classes.txt) is seen
//                       (default 20; 0 leaves them out)
//   --tagger-epochs <n>, --bits <n>   the fold taggers' settings (default 8, 18: the shipped tagger's)
//   --seed <n>          shuffling seed of taggers and model (default 1); the same seed gives the same model
//   --sample <n>        keep every n-th training document only (quick experiments)
//   --taggers <dir>     keep the fold taggers there and reuse them in later runs (experiments)
//   --grid              also print the development figures of a few settings of keep, keep-listed, keep-out
//   --out <file>        model file (default lib/nlp/entities/model/decide-model.json.gz)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { trainDecide } from "@/lib/nlp/entities/model/train-decide";
import { trainNer } from "@/lib/nlp/entities/model/train-ner";
import { trainQuotes } from "./train-quotes";
import { walkOptions } from "./walk-options";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, ...rest] = process.argv.slice(2);
if (command === "quotes") {
  trainQuotes(rest);
  process.exit(0);
}
if (command === "ner-decide") {
  trainDecideCommand(rest);
  process.exit(0);
}
if (command !== "ner") {
  console.error(
    "usage: npm run train -- ner [--epochs n] [--seed n] [--sample n] [--out file]\n" +
      "       npm run train -- ner-decide [--folds n] [--epochs n] [--l2 x] [--rate x] [--seed n] [--sample n] [--out file]\n" +
      "       npm run train -- quotes [--epochs n] [--seed n] [--data file] [--folds n] [--out file]",
  );
  process.exit(2);
}
/** The data roots both entity trainers read, and the options that move them. */
function dataRoots() {
  return {
    nerTrain: path.resolve(ROOT, "../shared/ner-train"),
    corpus: process.env.CORPUS_DIR ?? path.resolve(ROOT, "../shared/corpus"),
    fixtures: path.join(ROOT, "e2e/fixtures/entities"),
    log: (line: string) => console.log(line),
  };
}

/** Options every entity trainer takes; false for an option it does not know. */
function commonOption(
  opts: { nerTrain: string; corpus: string; out: string; seed: number; sample: number; bits: number },
  arg: string,
  value: () => string,
): boolean {
  if (arg === "--seed") opts.seed = Number(value());
  else if (arg === "--sample") opts.sample = Number(value());
  else if (arg === "--bits") opts.bits = Number(value());
  else if (arg === "--out") opts.out = path.resolve(value());
  else if (arg === "--ner-train") opts.nerTrain = path.resolve(value());
  else if (arg === "--corpus") opts.corpus = path.resolve(value());
  else return false;
  return true;
}

function unknownOption(arg: string): never {
  console.error(`unknown option: ${arg}`);
  process.exit(2);
}

const opts = {
  ...dataRoots(),
  out: path.join(ROOT, "lib/nlp/entities/model/ner-model.bin.gz"),
  epochs: 8,
  seed: 1,
  sample: 1,
  bits: 18,
};
walkOptions(rest, (arg, value) => {
  if (arg === "--epochs") opts.epochs = Number(value());
  else if (!commonOption(opts, arg, value)) unknownOption(arg);
});
trainNer(opts);

function trainDecideCommand(args: string[]): void {
  const opts = {
    ...dataRoots(),
    out: path.join(ROOT, "lib/nlp/entities/model/decide-model.json.gz"),
    folds: 4,
    taggerEpochs: 8,
    bits: 18,
    epochs: 4,
    l2: 1e-5,
    rate: 0.05,
    seed: 1,
    sample: 1,
    keep: 2,
    keepListed: 4,
    keepOut: 0,
    keepBareOrg: 0.5,
    classWeight: 20,
    taggers: undefined as string | undefined,
    grid: false,
  };
  walkOptions(args, (arg, value) => {
    if (arg === "--folds") opts.folds = Number(value());
    else if (arg === "--epochs") opts.epochs = Number(value());
    else if (arg === "--l2") opts.l2 = Number(value());
    else if (arg === "--rate") opts.rate = Number(value());
    else if (arg === "--keep") opts.keep = Number(value());
    else if (arg === "--keep-listed") opts.keepListed = Number(value());
    else if (arg === "--keep-out") opts.keepOut = Number(value());
    else if (arg === "--keep-bare-org") opts.keepBareOrg = Number(value());
    else if (arg === "--class-weight") opts.classWeight = Number(value());
    else if (arg === "--tagger-epochs") opts.taggerEpochs = Number(value());
    else if (arg === "--taggers") opts.taggers = path.resolve(value());
    else if (arg === "--grid") opts.grid = true;
    else if (!commonOption(opts, arg, value)) unknownOption(arg);
  });
  trainDecide(opts);
}

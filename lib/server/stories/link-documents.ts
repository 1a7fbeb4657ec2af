import "server-only";
import { anchor, anchoredCosine, compactFeatures } from "./compact-features";
import { cosine, type TDocFeatures } from "./document-features";

const DAY_MS = 24 * 3600 * 1000;

/** The signals compared between two documents, in the order of TStoryModel.weights. */
export const SIGNALS = [
  "title",
  "body",
  "people",
  "organisations",
  "places",
  "days",
  "otherActors",
  "numbers",
  "otherProminent",
] as const;

/**
 * A logistic model of "these two documents report the same event" over SIGNALS, and the mean link
 * probability a document needs with a story's core to join it (docs/decisions/0005-stories.md).
 */
export type TStoryModel = {
  weights: number[];
  bias: number;
  threshold: number;
  /** The strongest single link to the core must reach this too. */
  minLink: number;
  /**
   * The mean link needed when the document's title names people and the story core's titles others
   * (link-documents otherActors); above 1, such a document never joins.
   */
  otherActorsThreshold: number;
};

/**
 * Learned on the ECB+ development set (`npm run bench -- stories`, scripts/bench/story-training.ts):
 * logistic regression on all document pairs, then the threshold together with the re-clustering
 * pass's merge threshold (recluster-stories.ts MERGE_THRESHOLD) by B-cubed F1 of placement followed
 * by the pass.
 */
export const STORY_MODEL: TStoryModel = {
  weights: [1.79, 2.94, 2.76, 1.83, 2.04, -1.42, 0.02, 1.26, -1.23],
  bias: -2.44,
  threshold: 0.2,
  minLink: 0,
  otherActorsThreshold: 2,
};

/**
 * Each title names people and neither names one the other is about: interviews with different
 * candidates, two runners' records.
 */
export function otherActors(a: Pick<TDocFeatures, "actors" | "prominent">, b: typeof a): boolean {
  if (a.actors.size === 0 || b.actors.size === 0) return false;
  for (const x of a.actors) if (b.prominent.has(x)) return false;
  for (const x of b.actors) if (a.prominent.has(x)) return false;
  return true;
}

/**
 * Each document is about people (named in its title or prominent in it) and they share none: two
 * fights of one boxer against different opponents, two injuries at one club, whoever the titles name.
 */
export function otherProminent(a: Pick<TDocFeatures, "prominent">, b: typeof a): boolean {
  if (a.prominent.size === 0 || b.prominent.size === 0) return false;
  const [small, large] = a.prominent.size < b.prominent.size ? [a, b] : [b, a];
  for (const x of small.prominent) if (large.prominent.has(x)) return false;
  return true;
}

export function pairSignals(a: TDocFeatures, b: TDocFeatures): number[] {
  return [
    cosine(a.title, b.title),
    cosine(a.body, b.body),
    cosine(a.people, b.people),
    cosine(a.organisations, b.organisations),
    cosine(a.places, b.places),
    Math.log1p(Math.abs(a.at - b.at) / DAY_MS),
    otherActors(a, b) ? 1 : 0,
    cosine(a.numbers, b.numbers),
    otherProminent(a, b) ? 1 : 0,
  ];
}

export function logistic(signals: number[], model: Pick<TStoryModel, "weights" | "bias">): number {
  let z = model.bias;
  signals.forEach((s, i) => (z += s * model.weights[i]!));
  return 1 / (1 + Math.exp(-z));
}

/**
 * The probability that two documents report the same event: logistic(pairSignals(a, b)) computed on
 * the compact features, term by term and signal by signal in the same order, so the same figure.
 */
export function linkProbability(a: TDocFeatures, b: TDocFeatures, model: TStoryModel = STORY_MODEL): number {
  let x = compactFeatures(a);
  const y = compactFeatures(b);
  if (x.generation !== y.generation) x = compactFeatures(a); // term numbers were renewed for b
  // a is compared with many documents in a row (a story's core, a story's members): it stays scattered.
  anchor(x);
  const w = model.weights;
  let z = model.bias;
  z += anchoredCosine(x, y, "title", 0) * w[0]!;
  z += anchoredCosine(x, y, "body", 1) * w[1]!;
  z += anchoredCosine(x, y, "people", 2) * w[2]!;
  z += anchoredCosine(x, y, "organisations", 3) * w[3]!;
  z += anchoredCosine(x, y, "places", 4) * w[4]!;
  z += Math.log1p(Math.abs(a.at - b.at) / DAY_MS) * w[5]!;
  z += (otherActors(a, b) ? 1 : 0) * w[6]!;
  z += anchoredCosine(x, y, "numbers", 5) * w[7]!;
  z += (otherProminent(a, b) ? 1 : 0) * w[8]!;
  return 1 / (1 + Math.exp(-z));
}

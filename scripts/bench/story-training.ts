// Learning the story model (lib/server/stories/link-documents.ts) from documents with known events:
// logistic regression on document pairs (Newton / IRLS, small L2 penalty), then the joining threshold
// of placement and the merge threshold of the re-clustering pass (lib/server/stories/recluster-stories.ts),
// together, by the B-cubed F1 of what the product runs (online placement, then the pass) on the same
// documents.
import type { TDocFeatures } from "@/lib/server/stories/document-features";
import { pairSignals, SIGNALS, type TStoryModel } from "@/lib/server/stories/link-documents";
import { clusterOnline, WINDOW_MS } from "@/lib/server/stories/place-document";
import { mergeStories, resolveMerges } from "@/lib/server/stories/recluster-stories";
import { bcubed } from "./story-scoring";

const L2 = 1e-3;

/** Pairs within the clustering window, labelled same event or not. */
export function labelledPairs(docs: TDocFeatures[], eventOf: Map<string, string>): { x: number[]; y: number }[] {
  const pairs: { x: number[]; y: number }[] = [];
  for (let i = 0; i < docs.length; i++)
    for (let j = i + 1; j < docs.length; j++) {
      const [a, b] = [docs[i]!, docs[j]!];
      if (Math.abs(a.at - b.at) > WINDOW_MS) continue;
      pairs.push({ x: pairSignals(a, b), y: eventOf.get(a.id) === eventOf.get(b.id) ? 1 : 0 });
    }
  return pairs;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

export function fitLogistic(pairs: { x: number[]; y: number }[]): { weights: number[]; bias: number } {
  const d = SIGNALS.length + 1;
  let w = new Array<number>(d).fill(0);
  for (let iter = 0; iter < 25; iter++) {
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    const g = new Array<number>(d).fill(0);
    for (const { x, y } of pairs) {
      const v = [...x, 1];
      const z = v.reduce((s, xi, i) => s + xi * w[i]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const wt = Math.max(p * (1 - p), 1e-9);
      for (let i = 0; i < d; i++) {
        g[i]! += (y - p) * v[i]!;
        for (let k = 0; k < d; k++) h[i]![k]! += wt * v[i]! * v[k]!;
      }
    }
    for (let i = 0; i < d; i++) {
      g[i]! -= L2 * pairs.length * w[i]! * (i < d - 1 ? 1 : 0);
      h[i]![i]! += L2 * pairs.length * (i < d - 1 ? 1 : 0);
    }
    const step = solve(h, g);
    w = w.map((wi, i) => wi + step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return { weights: w.slice(0, -1), bias: w.at(-1)! };
}

export const MIN_LINKS = [0, 0.2, 0.3, 0.4, 0.5, 0.6];
export const THRESHOLDS = [0.03, 0.05, 0.07, 0.1, 0.13, 0.16, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7];

/** B-cubed F1 this close to the best counts as a tie when the thresholds are chosen. */
const NEAR_TIE = 0.005;

export const MERGE_THRESHOLDS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7];

/** Online clustering, then (with a merge threshold) the re-clustering pass's merges applied. */
export function recluster(docs: TDocFeatures[], model: TStoryModel, mergeThreshold?: number): Map<string, string> {
  const online = clusterOnline(docs, model);
  if (mergeThreshold === undefined) return online;
  const byStory = new Map<string, TDocFeatures[]>();
  for (const d of docs) {
    const id = online.get(d.id)!;
    byStory.set(id, [...(byStory.get(id) ?? []), d]);
  }
  const merges = mergeStories(
    [...byStory].map(([id, members]) => ({ id, members })),
    model,
    mergeThreshold,
  );
  const into = resolveMerges(merges);
  return new Map([...online].map(([doc, story]) => [doc, into.get(story) ?? story]));
}

/**
 * Weights from the pairs; the strongest link needed by B-cubed F1 of placement alone; then the joining
 * and merge thresholds together by B-cubed F1 of placement followed by the re-clustering pass, as the
 * product runs them (chosen one after the other, each for itself, a joining threshold that suits
 * placement alone left the pass to merge look-alike events). Of thresholds within NEAR_TIE of the best
 * F1 (a document or two on the development set), the highest merge threshold (fewest merges), then the
 * lowest joining threshold are taken: the stories users see between two passes are closer to the
 * merged ones, fewer ids are redirected, and the pass has fewer stories to compare.
 */
export function trainStoryModel(
  docs: TDocFeatures[],
  eventOf: Map<string, string>,
  otherActorsThreshold: number,
): { model: TStoryModel; mergeThreshold: number } {
  const online = trainModel(docs, eventOf, otherActorsThreshold);
  const gold = new Map(docs.map((d) => [d.id, eventOf.get(d.id)!]));
  const grid = MERGE_THRESHOLDS.flatMap((mergeThreshold) =>
    THRESHOLDS.map((threshold) => ({
      threshold,
      mergeThreshold,
      f1: bcubed(gold, recluster(docs, { ...online, threshold }, mergeThreshold)).f1,
    })),
  );
  const best = Math.max(...grid.map((g) => g.f1));
  const chosen = grid
    .filter((g) => g.f1 >= best - NEAR_TIE)
    .sort((a, b) => b.mergeThreshold - a.mergeThreshold || a.threshold - b.threshold)[0]!;
  return { model: { ...online, threshold: chosen.threshold }, mergeThreshold: chosen.mergeThreshold };
}

/** Weights from the pairs, threshold by B-cubed F1 of placement alone on the same documents. */
export function trainModel(
  docs: TDocFeatures[],
  eventOf: Map<string, string>,
  otherActorsThreshold: number,
  minLinks = MIN_LINKS,
): TStoryModel {
  const logistic = fitLogistic(labelledPairs(docs, eventOf));
  const gold = new Map(docs.map((d) => [d.id, eventOf.get(d.id)!]));
  let best = { threshold: 0.5, minLink: 0, f1: -1 };
  for (const minLink of minLinks)
    for (const threshold of THRESHOLDS.filter((t) => t <= Math.max(minLink, 0.7))) {
      const f1 = bcubed(gold, clusterOnline(docs, { ...logistic, threshold, minLink, otherActorsThreshold })).f1;
      if (f1 > best.f1 + 1e-4) best = { threshold, minLink, f1 };
    }
  return { ...logistic, threshold: best.threshold, minLink: best.minLink, otherActorsThreshold };
}

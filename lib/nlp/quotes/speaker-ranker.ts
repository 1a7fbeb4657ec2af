import "server-only";
import fs from "node:fs";

import type { TSpeakerCandidate } from "./speaker-candidates";

/**
 * A linear ranker over speaker candidates: the score of a candidate is the sum of its features'
 * weights, and the best-scoring candidate speaks. Trained as an averaged
 * perceptron (Collins 2002) by `train-speaker-ranker.ts`; the weights ship in
 * `model/speaker-model.json` (README.md beside it).
 */
export type TSpeakerModel = {
  version: 1;
  weights: Record<string, number>;
  /** How the weights were made (data, epochs, seed); for the record only. */
  trained?: Record<string, unknown>;
};

const MODEL_URL = new URL("./model/speaker-model.json", import.meta.url);
let loaded: TSpeakerModel | undefined;

let loadedWeights: Map<string, number> | undefined;

/** The committed model, loaded once. */
export function speakerModel(): TSpeakerModel {
  return (loaded ??= JSON.parse(fs.readFileSync(MODEL_URL, "utf8")) as TSpeakerModel);
}

/** The committed model's weights as a map (faster to look up than the parsed object). */
export function speakerWeights(): Map<string, number> {
  return (loadedWeights ??= new Map(Object.entries(speakerModel().weights)));
}

/** Index of the best candidate; ties go to the earlier one. */
export function bestCandidate(weights: TWeights, candidates: TSpeakerCandidate[]): number {
  let best = 0;
  let bestScore = -Infinity;
  candidates.forEach((c, i) => {
    const s = scoreOf(weights, c.features);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  });
  return best;
}

type TWeights = Record<string, number> | Map<string, number>;

function scoreOf(weights: TWeights, features: string[]): number {
  let s = 0;
  if (weights instanceof Map) for (const f of features) s += weights.get(f) ?? 0;
  else for (const f of features) s += weights[f] ?? 0;
  return s;
}

/** An averaged perceptron's running state: current weights, and the step-weighted sum of updates. */
export class AveragedPerceptron {
  private readonly w = new Map<string, number>();
  private readonly u = new Map<string, number>();
  private step = 1;

  /** The current (not averaged) weights, for predicting during training. */
  readonly current: Record<string, number> = {};

  /** Moves toward `gold` and away from `guess` (feature lists of two candidates). */
  update(gold: string[], guess: string[], by = 1): void {
    for (const f of gold) this.bump(f, by);
    for (const f of guess) this.bump(f, -by);
  }

  tick(): void {
    this.step++;
  }

  private bump(f: string, by: number): void {
    const w = (this.w.get(f) ?? 0) + by;
    this.w.set(f, w);
    this.current[f] = w;
    this.u.set(f, (this.u.get(f) ?? 0) + this.step * by);
  }

  /** The averaged weights, rounded, zeros left out, sorted by name (the same data give the same file). */
  averaged(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const f of [...this.w.keys()].sort()) {
      const v = Math.round((this.w.get(f)! - this.u.get(f)! / this.step) * 10000) / 10000;
      if (v !== 0) out[f] = v;
    }
    return out;
  }
}

/**
 * A conditional-logit ranker trained by stochastic gradient: the candidates' probabilities are the
 * softmax of their scores, and each step raises the probability of the right ones (all of them
 * together: a speaker may be named more than once) with an L2 pull toward zero on the features seen.
 */
export class LogisticRanker {
  readonly current: Record<string, number> = {};

  constructor(
    private readonly rate: number,
    private readonly l2: number,
  ) {}

  /** One step on one quotation: `right` are the indices of the right candidates. */
  step(candidates: TSpeakerCandidate[], right: number[], weight = 1): void {
    const scores = candidates.map((c) => scoreOf(this.current, c.features));
    const top = Math.max(...scores);
    const exp = scores.map((s) => Math.exp(s - top));
    const total = exp.reduce((a, b) => a + b, 0);
    const rightTotal = right.reduce((a, k) => a + exp[k]!, 0);
    const grad = new Map<string, number>();
    candidates.forEach((c, k) => {
      const target = right.includes(k) ? exp[k]! / rightTotal : 0;
      const g = target - exp[k]! / total;
      if (g === 0) return;
      for (const f of c.features) grad.set(f, (grad.get(f) ?? 0) + g);
    });
    for (const [f, g] of grad) {
      const w = this.current[f] ?? 0;
      this.current[f] = w + this.rate * (weight * g - this.l2 * w);
    }
  }

  /** The weights, rounded, zeros left out, sorted by name. */
  weights(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const f of Object.keys(this.current).sort()) {
      const v = Math.round(this.current[f]! * 10000) / 10000;
      if (v !== 0) out[f] = v;
    }
    return out;
  }
}

import "server-only";
import fs from "node:fs";
import path from "node:path";

import { analyze } from "../analyze";
import type { TEntityOccurrence } from "../types";
import { extractQuotes, type TSpeakerChooser } from "./extract-quotes";
import type { TQuotation } from "./find-quotations";
import { seededRandom } from "../seeded-random";
import { quoteTextsMatch, sameSpeaker } from "./quote-match";
import { AveragedPerceptron, bestCandidate, LogisticRanker, type TSpeakerModel } from "./speaker-ranker";

/** An article with its analysis (cleaned text, entities) and its gold quotations with named speakers. */
export type TTrainingArticle = {
  id: string;
  text: string;
  entities: TEntityOccurrence[];
  quotes: Array<{ text: string; speaker: string }>;
};

export type TTrainOptions = {
  epochs: number;
  seed: number;
  /** Models trained with seeds seed, seed + 1, …, their weights averaged (default 1). */
  bags?: number;
  /** "logistic" (default) or "perceptron". */
  learner?: "logistic" | "perceptron";
  /** Logistic: learning rate (default 0.1) and L2 strength (default 0.01). */
  rate?: number;
  l2?: number;
  log?: (line: string) => void;
};

/**
 * Trains the speaker ranker on articles with gold quotations. Each quotation the extractor gives a
 * speaker is matched to the gold quotations sharing at least half of the shorter one's words (as the
 * quote benchmark scores); the right candidates are those whose name shares a word with a matched
 * gold speaker. Quotations whose right speaker is not among the candidates teach nothing. The ranker
 * predicts in document order, so "the previous speaker" is its own previous choice, as when it runs.
 * Articles are shuffled per epoch with `seed`: the same data and seed give the same weights.
 */
export function trainSpeakerRanker(articles: TTrainingArticle[], opts: TTrainOptions): TSpeakerModel {
  const bags = Math.max(1, opts.bags ?? 1);
  if (bags === 1) return trainOnce(articles, opts);
  // Several shufflings, weights averaged: one model whose choices depend less on the order it saw.
  const sum = new Map<string, number>();
  for (let b = 0; b < bags; b++) {
    const model = trainOnce(articles, { ...opts, seed: opts.seed + b, log: b === 0 ? opts.log : undefined });
    for (const [f, w] of Object.entries(model.weights)) sum.set(f, (sum.get(f) ?? 0) + w);
  }
  const weights: Record<string, number> = {};
  for (const f of [...sum.keys()].sort()) {
    const v = Math.round((sum.get(f)! / bags) * 10000) / 10000;
    if (v !== 0) weights[f] = v;
  }
  return {
    version: 1,
    weights,
    trained: {
      articles: articles.length,
      epochs: opts.epochs,
      seed: opts.seed,
      bags,
      features: Object.keys(weights).length,
    },
  };
}

function trainOnce(articles: TTrainingArticle[], opts: TTrainOptions): TSpeakerModel {
  const perceptron = new AveragedPerceptron();
  const logistic = new LogisticRanker(opts.rate ?? 0.1, opts.l2 ?? 0.01);
  const useLogistic = (opts.learner ?? "logistic") === "logistic";
  const current = useLogistic ? logistic.current : perceptron.current;
  const random = seededRandom(opts.seed);
  const order = articles.map((_, i) => i);
  for (let epoch = 1; epoch <= opts.epochs; epoch++) {
    shuffle(order, random);
    let seen = 0;
    let wrong = 0;
    for (const i of order) {
      const article = articles[i]!;
      extractQuotes(article.text, article.entities, (candidates, quotation, text) => {
        const guess = bestCandidate(current, candidates);
        const golds = matchingGold(article, quotedText(text, quotation));
        // A quotation the gold does not list is a scare quote, a title, or a real quotation whose
        // speaker is only a pronoun: "nobody" is right where it is a candidate (the rules found no
        // attribution, so no pronoun either); elsewhere it teaches nothing.
        const nobody = candidates[0]?.ref === undefined;
        if (golds.length === 0 && !nobody) return guess;
        const right =
          golds.length === 0
            ? [0]
            : candidates.flatMap((c, k) =>
                c.ref && golds.some((g) => sameSpeaker(c.ref!.name, g.speaker)) ? [k] : [],
              );
        if (right.length === 0) return guess;
        seen++;
        if (!right.includes(guess)) wrong++;
        if (useLogistic) {
          logistic.step(candidates, right);
          return guess;
        }
        if (!right.includes(guess)) {
          const target =
            right[
              bestCandidate(
                perceptron.current,
                right.map((k) => candidates[k]!),
              )
            ]!;
          perceptron.update(candidates[target]!.features, candidates[guess]!.features);
        }
        perceptron.tick();
        return guess;
      });
    }
    opts.log?.(`epoch ${epoch}: ${wrong} of ${seen} quotations wrong while training`);
  }
  const weights = useLogistic ? logistic.weights() : perceptron.averaged();
  return {
    version: 1,
    weights,
    trained: { articles: articles.length, epochs: opts.epochs, seed: opts.seed, features: Object.keys(weights).length },
  };
}

export type TSpeakerScore = { gold: number; recall: number; speakerOfFound: number; endToEnd: number };

/** A found quotation whose speaker is wrong: the gold speaker, the chosen ones, the candidates and the context. */
export type TSpeakerError = {
  id: string;
  gold: string;
  got: string[];
  candidates: string[];
  reachable: boolean;
  context: string;
};

/**
 * Recall, speaker accuracy of found quotations and end-to-end accuracy, scored as the quote benchmark
 * does; the wrong speakers of found quotations are pushed onto `errors` when given.
 */
export function scoreSpeakers(
  articles: TTrainingArticle[],
  choose: TSpeakerChooser | null,
  errors?: TSpeakerError[],
): TSpeakerScore {
  let gold = 0;
  let found = 0;
  let right = 0;
  for (const a of articles) {
    const seen = new Map<number, string[]>();
    const chooser: TSpeakerChooser | null =
      choose && errors
        ? (candidates, quotation, text) => {
            seen.set(quotation.open, [...new Set(candidates.map((c) => c.ref?.name ?? "—"))]);
            return choose(candidates, quotation, text);
          }
        : choose;
    const quotes = extractQuotes(a.text, a.entities, chooser);
    for (const g of a.quotes) {
      gold++;
      const hits = quotes.filter((q) => quoteTextsMatch(q.text, g.text));
      if (hits.length === 0) continue;
      found++;
      if (hits.some((q) => q.speaker && sameSpeaker(q.speaker, g.speaker))) right++;
      else if (errors) {
        const q = hits[0]!;
        // A quotation's opening mark is the last one seen before its text.
        const opens = [...seen.keys()];
        const candidates = hits.flatMap((h) => seen.get(Math.max(-1, ...opens.filter((o) => o < h.span.start))) ?? []);
        errors.push({
          id: a.id,
          gold: g.speaker,
          got: hits.map((h) => h.speaker ?? "—"),
          candidates,
          reachable: candidates.some((c) => sameSpeaker(c, g.speaker)),
          context: `${q.preText.slice(-160)} «${q.text}» ${q.postText.slice(0, 120)}`,
        });
      }
    }
  }
  const r = (x: number, d: number) => Math.round((x / Math.max(1, d)) * 1000) / 1000;
  return { gold, recall: r(found, gold), speakerOfFound: r(right, found), endToEnd: r(right, gold) };
}

/** Reads a gold file of {"id","text","quotes":[{"text","speaker"}]} lines and analyses each article as the pipeline does. */
export function readTrainingSet(file: string): TTrainingArticle[] {
  return fs
    .readFileSync(path.resolve(file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => {
      const a = JSON.parse(l) as { id: string; text: string; quotes: Array<{ text: string; speaker: string }> };
      const analysis = analyze({ title: "", body: a.text, language: "en" });
      return { id: a.id, text: analysis.text, entities: analysis.entities, quotes: a.quotes };
    });
}

function quotedText(text: string, q: TQuotation): string {
  return q.segments.map((s) => text.slice(s.start, s.end)).join(" ");
}

function matchingGold(article: TTrainingArticle, quoted: string) {
  return article.quotes.filter((g) => quoteTextsMatch(quoted, g.text));
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

import fs from "node:fs";

import { describe, expect, it } from "vitest";

import type { TEntityOccurrence, TSpan } from "../types";
import { extractQuotes } from "./extract-quotes";
import { bestCandidate, speakerModel, speakerWeights } from "./speaker-ranker";
import { scoreSpeakers, trainSpeakerRanker, type TTrainingArticle } from "./train-speaker-ranker";

function person(text: string, name: string, aliases: string[] = []): TEntityOccurrence {
  const mentions: TSpan[] = [];
  for (const form of [name, ...aliases]) {
    for (let at = text.indexOf(form); at >= 0; at = text.indexOf(form, at + 1)) {
      if (!mentions.some((m) => at >= m.start && at < m.end)) mentions.push({ start: at, end: at + form.length });
    }
  }
  mentions.sort((a, b) => a.start - b.start);
  return { type: "Person", name, aliases, mentions, inTitle: false, salience: 0.5 };
}

/** Invented articles: a speaker named after the quotation, before it, and a quotation carried on. */
function sample(): TTrainingArticle[] {
  const texts: Array<[string, string[], Array<[string, string]>]> = [
    [
      'Mayor Ann Holt opened the bridge. "This crossing will serve the whole valley," Holt said. ' +
        '"It took four years to build."',
      ["Ann Holt"],
      [
        ["This crossing will serve the whole valley", "Holt"],
        ["It took four years to build.", "Holt"],
      ],
    ],
    [
      'Coach Ben Ortiz praised Carl Webb after the match. "He played the best game of his career," Ortiz said.',
      ["Ben Ortiz", "Carl Webb"],
      [["He played the best game of his career", "Ortiz"]],
    ],
    [
      'Dina Park met Evan Cole on Monday. Park told reporters: "We agreed on a timetable for the talks."',
      ["Dina Park", "Evan Cole"],
      [["We agreed on a timetable for the talks.", "Park"]],
    ],
    [
      '"The river has never been this low," said Farah Nouri, a hydrologist. Gil Tate disagreed.',
      ["Farah Nouri", "Gil Tate"],
      [["The river has never been this low", "Nouri"]],
    ],
  ];
  return texts.map(([text, names, quotes], i) => ({
    id: String(i),
    text,
    entities: names.map((n) => person(text, n, [n.split(" ")[1]!])),
    quotes: quotes.map(([q, speaker]) => ({ text: q, speaker })),
  }));
}

describe("speaker ranker", () => {
  it("trains on a small invented sample, deterministically for a seed", () => {
    const articles = sample();
    const a = trainSpeakerRanker(articles, { epochs: 5, seed: 7 });
    const b = trainSpeakerRanker(articles, { epochs: 5, seed: 7 });
    expect(a.weights).toEqual(b.weights);
    expect(Object.keys(a.weights).length).toBeGreaterThan(10);
    const bagged = trainSpeakerRanker(articles, { epochs: 5, seed: 7, bags: 3 });
    expect(bagged.trained?.bags).toBe(3);
    // On what it was trained on, it gives every found quotation its speaker.
    const score = scoreSpeakers(articles, (candidates) => bestCandidate(a.weights, candidates));
    expect(score.recall).toBe(1);
    expect(score.speakerOfFound).toBe(1);
    const perceptron = trainSpeakerRanker(articles, { epochs: 5, seed: 7, learner: "perceptron" });
    expect(scoreSpeakers(articles, (c) => bestCandidate(perceptron.weights, c)).speakerOfFound).toBe(1);
  });

  it("loads the committed model, small, and uses it by default", () => {
    const model = speakerModel();
    expect(model.version).toBe(1);
    expect(Object.keys(model.weights).length).toBeGreaterThan(50);
    expect(speakerWeights().size).toBe(Object.keys(model.weights).length);
    expect(fs.statSync(new URL("./model/speaker-model.json", import.meta.url)).size).toBeLessThan(300_000);
    const text = 'Rescue work resumed. "The operation is complete," Alexander Chupriyan told TASS on Wednesday.';
    const chosen: number[] = [];
    const quotes = extractQuotes(text, [person(text, "Alexander Chupriyan")], (candidates) => {
      const k = bestCandidate(speakerWeights(), candidates);
      chosen.push(k);
      return k;
    });
    expect(chosen).toHaveLength(1);
    expect(quotes[0]!.speaker).toBe("Alexander Chupriyan");
    expect(extractQuotes(text, [person(text, "Alexander Chupriyan")])).toEqual(quotes);
  });
});

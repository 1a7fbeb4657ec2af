import "server-only";

import type { TKeyphrase } from "../types";
import { parseText, type TParsedText } from "../wink";
import { nounChunks, type TChunk } from "./noun-chunks";

export type TRankedPhrase = { text: string; key: string; words: number; score: number; proper: boolean };

/**
 * Multi-word noun phrases of the body, best first, scores scaled to 0..1. English only (wink POS).
 * Score = (1 + ln count) × how often the phrase's words recur in other phrases (RAKE-like word
 * weight) × an early-position boost × a title boost, damped for long and all-proper phrases (names
 * are the entity extractor's job).
 */
export function extractKeyphrases(title: string, text: string, max = 10): TKeyphrase[] {
  if (!text.trim() || max <= 0) return [];
  return rankPhrases(parseText(text), title)
    .slice(0, max)
    .map(({ text: phrase, score }) => ({ text: phrase, score }));
}

type TGroup = { key: string; forms: Map<string, number>; count: number; firstSentence: number; chunk: TChunk };

/** Keyphrases and keywords rank the same parse with the same title; the last result is reused. */
let last: { parsed: TParsedText; title: string; ranked: TRankedPhrase[] } | undefined;

export function rankPhrases(parsed: TParsedText, title: string): TRankedPhrase[] {
  if (last && last.parsed === parsed && last.title === title) return last.ranked;
  const ranked = computeRanking(parsed, title);
  last = { parsed, title, ranked };
  return ranked;
}

function computeRanking(parsed: TParsedText, title: string): TRankedPhrase[] {
  const chunks = nounChunks(parsed);
  const wordFrequency = new Map<string, number>();
  for (const chunk of chunks)
    for (const w of chunk.words) wordFrequency.set(w.lemma, (wordFrequency.get(w.lemma) ?? 0) + 1);

  const groups = new Map<string, TGroup>();
  for (const chunk of chunks) {
    if (chunk.words.length < 2) continue;
    const key = chunk.words.map((w) => w.lemma).join(" ");
    const surface = chunk.words.map((w) => w.text).join(" ");
    const group = groups.get(key) ?? { key, forms: new Map(), count: 0, firstSentence: chunk.sentence, chunk };
    group.count++;
    group.forms.set(surface, (group.forms.get(surface) ?? 0) + 1);
    groups.set(key, group);
  }

  const titleWords = new Set(title.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []);
  const ranked: TRankedPhrase[] = [];
  for (const group of groups.values()) {
    const words = group.chunk.words;
    const recurrence =
      words.reduce((sum, w) => sum + Math.log(1 + (wordFrequency.get(w.lemma) ?? 1)), 0) / words.length;
    const position = 1 + 1 / (1 + group.firstSentence);
    const inTitle = words.filter((w) => titleWords.has(w.key) || titleWords.has(w.lemma)).length;
    const titleBoost = inTitle === words.length ? 1.6 : inTitle > 0 ? 1.2 : 1;
    const length = words.length === 2 ? 1 : words.length === 3 ? 0.9 : words.length === 4 ? 0.75 : 0.6;
    const proper = words.every((w) => w.proper);
    const score = (1 + Math.log(group.count)) * recurrence * position * titleBoost * length * (proper ? 0.6 : 1);
    ranked.push({ text: preferredForm(group.forms), key: group.key, words: words.length, score, proper });
  }
  ranked.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  return dropOverlaps(ranked).map((p, _, all) => ({ ...p, score: round(p.score / all[0]!.score) }));
}

function preferredForm(forms: Map<string, number>): string {
  let best = "";
  let bestCount = 0;
  for (const [form, count] of forms) if (count > bestCount) [best, bestCount] = [form, count];
  return best;
}

/** More than any caller asks for (keyphrases 10, keywords' pairs from the top); bounds the O(n²) below. */
const MAX_RANKED = 40;

/** A phrase inside a better one ("gas leak" within "suspected gas leak") adds nothing, and vice versa. */
function dropOverlaps(ranked: TRankedPhrase[]): TRankedPhrase[] {
  const kept: TRankedPhrase[] = [];
  const padded: string[] = [];
  for (const phrase of ranked) {
    const own = ` ${phrase.key} `;
    if (padded.some((k) => k.includes(own) || own.includes(k))) continue;
    kept.push(phrase);
    padded.push(own);
    if (kept.length >= MAX_RANKED) break;
  }
  return kept;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

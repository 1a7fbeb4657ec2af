import "server-only";

import { parseText, type TParsedText } from "../wink";
import { rankPhrases } from "./extract-keyphrases";
import { nounChunks } from "./noun-chunks";
import { GENERIC_NOUNS } from "./word-lists";

const MAX_KEYWORDS = 10;
const MAX_PAIRS = 4;
const WORD = /^\p{L}[\p{L}'’-]*\p{L}$/u;

/**
 * Short lower-case keywords: the most salient single nouns (frequency × early position × title)
 * and the best two-word phrases. English only.
 */
export function extractKeywords(title: string, text: string, max = MAX_KEYWORDS): string[] {
  if (!text.trim() || max <= 0) return [];
  const parsed = parseText(text);
  const singles = rankNouns(parsed, title);
  const pairs = rankPhrases(parsed, title)
    .filter((p) => p.words === 2 && !p.proper && p.text.split(" ").every((w) => WORD.test(w)))
    .slice(0, MAX_PAIRS)
    .map((p) => ({ keyword: p.text.toLowerCase(), score: p.score }));
  const merged = [...singles, ...pairs].sort((a, b) => b.score - a.score);
  const out: string[] = [];
  for (const { keyword } of merged) {
    if (!out.includes(keyword)) out.push(keyword);
    if (out.length >= max) break;
  }
  return out;
}

function rankNouns(parsed: TParsedText, title: string): Array<{ keyword: string; score: number }> {
  const titleWords = new Set(title.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []);
  const stats = new Map<string, { count: number; first: number }>();
  for (const chunk of nounChunks(parsed)) {
    const allProper = chunk.words.every((w) => w.proper);
    for (const w of chunk.words) {
      // Common nouns; a proper noun only when it stands alone ("Brexit", "Russia"): parts of
      // multi-word names ("Vladimir") make poor keywords.
      const usable = w.pos === "NOUN" ? !w.proper || chunk.words.length === 1 : allProper && chunk.words.length === 1;
      if (!usable || w.lemma.length < 3 || GENERIC_NOUNS.has(w.lemma) || !WORD.test(w.lemma)) continue;
      const entry = stats.get(w.lemma) ?? { count: 0, first: chunk.sentence };
      entry.count++;
      stats.set(w.lemma, entry);
    }
  }
  const scored = [...stats].map(([keyword, { count, first }]) => ({
    keyword,
    score: (1 + Math.log(count)) * (1 + 1 / (1 + first)) * (titleWords.has(keyword) ? 1.6 : 1),
  }));
  scored.sort((a, b) => b.score - a.score || a.keyword.localeCompare(b.keyword));
  const top = scored[0]?.score ?? 1;
  return scored.map((s) => ({ keyword: s.keyword, score: s.score / top }));
}

import "server-only";

import type { TParsedText } from "../wink";
import { BREAKERS, DATE_NAMES, STOPWORDS, WEAK_MODIFIERS } from "./word-lists";

/** A word of a chunk: hyphenated compounds ("ten-storey") are one word. */
export type TChunkWord = {
  /** Surface text with its phrase casing already applied ("Russian", "building"). */
  text: string;
  /** Lower-case key used for grouping and scoring. */
  key: string;
  /** Lower-case lemma ("buildings" → "building"). */
  lemma: string;
  pos: string;
  proper: boolean;
};

export type TChunk = { words: TChunkWord[]; sentence: number; start: number };

const NOUNISH = new Set(["NOUN", "PROPN"]);
const INSIDE = new Set(["NOUN", "PROPN", "ADJ", "NUM"]);
const HAS_LETTER = /\p{L}/u;
const UPPER_START = /^\p{Lu}/u;
/** "NATO", "U.S.", "G7": kept as written. */
const ACRONYM = /^\p{Lu}[\p{Lu}\d.&-]+$/u;
const MAX_WORDS = 5;
/** wink's lemmas that read badly as keywords: news says "data" and "media". */
const LEMMA_FIXES: Record<string, string> = { datum: "data", medium: "media", criterium: "criteria" };

/**
 * Maximal runs of adjectives and nouns that end in a noun (English POS from wink): the candidate
 * noun phrases of RAKE/TextRank-style keyphrase extraction.
 */
export function nounChunks(parsed: TParsedText): TChunk[] {
  let chunks = memo.get(parsed);
  if (!chunks) {
    chunks = computeChunks(parsed);
    memo.set(parsed, chunks);
  }
  return chunks;
}

// Keyphrases and keywords both need the chunks of the same parse.
const memo = new WeakMap<TParsedText, TChunk[]>();

function computeChunks(parsed: TParsedText): TChunk[] {
  const words = mergeCompounds(parsed);
  const capitalisedInside = capitalisedMidSentence(parsed);
  const chunks: TChunk[] = [];
  let run: TPositionedWord[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const chunk = trimRun(run);
    run = [];
    const head = chunk[0];
    // "Rescue work resumed": wink tags a capitalised sentence opener PROPN; before a common noun,
    // and never capitalised elsewhere in the text, it is an ordinary word.
    if (head && head.sentenceInitial && head.word.proper && chunk[1] && !chunk[1].word.proper) {
      if (!capitalisedInside.has(head.word.key) && !ACRONYM.test(head.word.text)) {
        head.word = { ...head.word, text: head.word.key, proper: false, lemma: head.word.key };
      }
    }
    if (chunk.length > 0 && chunk.length <= MAX_WORDS) {
      chunks.push({
        words: chunk.map((w) => w.word),
        sentence: chunk[0]!.sentence,
        start: chunk[0]!.start,
      });
    }
  };
  for (const w of words) {
    if (w === null) {
      flush();
      continue;
    }
    const { pos, key, proper } = w.word;
    const ok = INSIDE.has(pos) && !BREAKERS.has(key) && !STOPWORDS.has(key) && !(proper && DATE_NAMES.has(key));
    const previous = run[run.length - 1];
    // "journalists Adamowicz", "sentence Manafort": a common noun followed by a name is two
    // phrases (wink often misses the clause boundary); "President Trump" is capitalised and stays.
    const boundary =
      previous !== undefined &&
      (previous.sentence !== w.sentence || (previous.word.pos === "NOUN" && !previous.word.proper && w.word.proper));
    if (ok && !boundary) run.push(w);
    else {
      flush();
      if (ok) run.push(w);
    }
  }
  flush();
  return chunks;
}

type TPositionedWord = { word: TChunkWord; sentence: number; start: number; sentenceInitial: boolean };

/** Drops weak leading modifiers and trailing non-nouns; numbers may not start or end a phrase. */
function trimRun(run: TPositionedWord[]): TPositionedWord[] {
  let first = 0;
  let last = run.length - 1;
  while (first <= last && (WEAK_MODIFIERS.has(run[first]!.word.key) || run[first]!.word.pos === "NUM")) first++;
  while (last >= first && !NOUNISH.has(run[last]!.word.pos)) last--;
  const kept = run.slice(first, last + 1);
  return kept.every((w) => HAS_LETTER.test(w.word.key)) ? kept : [];
}

/** Lower-cased words that appear capitalised somewhere other than at a sentence start. */
function capitalisedMidSentence(parsed: TParsedText): Set<string> {
  const initial = new Set(parsed.sentences.map(([first]) => first));
  const out = new Set<string>();
  const { values } = parsed;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const code = value.charCodeAt(0);
    if (!initial.has(i) && ((code >= 65 && code <= 90) || (code > 127 && UPPER_START.test(value))))
      out.add(value.toLowerCase());
  }
  return out;
}

/** Words in text order; `null` stands for any token that cannot be inside a noun phrase. */
function mergeCompounds(parsed: TParsedText): Array<TPositionedWord | null> {
  const { values, pos, starts, ends, sentenceOf, sentences } = parsed;
  const initial = new Set(sentences.map(([first]) => first));
  const out: Array<TPositionedWord | null> = [];
  for (let i = 0; i < values.length; i++) {
    if (!INSIDE.has(pos[i]!)) {
      if (out[out.length - 1] !== null) out.push(null);
      continue;
    }
    let text = values[i]!;
    let tag = pos[i]!;
    let lemma = parsed.lemma(i);
    const start = starts[i]!;
    let j = i;
    // word-word(-word): hyphen tokens without surrounding spaces glue words into one
    while (
      j + 2 < values.length &&
      (values[j + 1] === "-" || values[j + 1] === "–") &&
      starts[j + 1] === ends[j] &&
      starts[j + 2] === ends[j + 1] &&
      HAS_LETTER.test(values[j + 2]!) &&
      sentenceOf[j + 2] === sentenceOf[i]
    ) {
      text += "-" + values[j + 2];
      lemma = text.slice(0, text.length - values[j + 2]!.length) + parsed.lemma(j + 2);
      tag = pos[j + 2] === "PROPN" || tag === "PROPN" ? "PROPN" : pos[j + 2] === "NOUN" ? "NOUN" : "ADJ";
      j += 2;
    }
    const sentenceInitial = initial.has(i);
    out.push({ word: toWord(text, tag, lemma, sentenceInitial), sentence: sentenceOf[i]!, start, sentenceInitial });
    i = j;
  }
  return out;
}

/** Lower-case unless proper: PROPN tags, acronyms, and capitals not explained by a sentence start. */
function toWord(text: string, pos: string, lemma: string, sentenceInitial: boolean): TChunkWord {
  const key = text.toLowerCase();
  const upperStart = startsUpper(text);
  const capitalised = upperStart && text !== key;
  const acronym = upperStart && ACRONYM.test(text);
  const proper = (pos === "PROPN" && capitalised) || acronym || (capitalised && !sentenceInitial);
  const base = lemma.toLowerCase();
  return { text: proper ? text : key, key, lemma: proper ? key : (LEMMA_FIXES[base] ?? base), pos, proper };
}

/** Starts with an upper-case letter: ASCII by code, anything else by its Unicode category. */
function startsUpper(text: string): boolean {
  const code = text.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return UPPER_START.test(text);
}

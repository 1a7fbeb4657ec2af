import "server-only";
import model from "wink-eng-lite-web-model";
import winkNLP, { type WinkMethods } from "wink-nlp";

/*
 * One wink-nlp instance per process (loading the model takes ~70 ms and ~40 MB), and one parse per
 * text: `parseText` keeps the last few results, so the entity extractor, keyphrases and anything
 * else that tokenises the same cleaned body share a single pass (~0.35 ms per KB).
 */

const holder = globalThis as unknown as { __winkNlp?: WinkMethods };

/** Only sentence boundaries and POS tags: wink's own entity and sentiment passes are not used. */
export function wink(): WinkMethods {
  holder.__winkNlp ??= winkNLP(model, ["sbd", "pos"]);
  return holder.__winkNlp;
}

export type TParsedText = {
  text: string;
  /** Token surface forms, exactly as in `text`. */
  values: string[];
  /** Universal POS tags ("NOUN", "PROPN", "PUNCT", "SPACE", ...). */
  pos: string[];
  /**
   * wink's lemma of token `i` (its lower-cased surface form where wink has none). Computed for the
   * whole text on first use: only keyphrases read lemmas (titles and other languages never do).
   */
  lemma(i: number): string;
  /** UTF-16 offset of each token in `text`; `ends[i] = starts[i] + values[i].length`. */
  starts: number[];
  ends: number[];
  /** Sentences as inclusive token index ranges [first, last]. */
  sentences: Array<[number, number]>;
  /** Sentence index of each token. */
  sentenceOf: Int32Array;
};

const CACHE_SIZE = 4;
const cache: TParsedText[] = [];

export function parseText(text: string): TParsedText {
  const hit = cache.find((entry) => entry.text === text);
  if (hit) return hit;
  const nlp = wink();
  const its = nlp.its;
  // wink splits words at letters outside ASCII ("Gda|ń|sk", "Pawe|ł"); it reads a folded copy of
  // the same length, and the surface forms are cut from the original by offset.
  const folded = foldLatin(text);
  const doc = nlp.readDoc(folded);
  const tokens = doc.tokens();
  // wink's typings reject its.lemma (it takes model add-ons), though it works like the others.
  const out = (its: unknown) => tokens.out(its as typeof nlp.its.value) as string[];
  const foldedValues = out(its.value);
  const pos = out(its.pos);
  const spaces = out(its.precedingSpaces);
  const values: string[] = new Array(foldedValues.length);
  const starts: number[] = new Array(foldedValues.length);
  const ends: number[] = new Array(foldedValues.length);
  // Compared once: two long texts that differ late cost a scan per comparison.
  const unfolded = folded === text;
  let cursor = 0;
  for (let i = 0; i < foldedValues.length; i++) {
    const value = foldedValues[i]!;
    let start = cursor + spaces[i]!.length;
    // wink reproduces its input exactly in practice; re-synchronise if it ever does not.
    if (folded.startsWith(value, start) === false) {
      const found = folded.indexOf(value, cursor);
      start = found >= 0 ? found : start;
    }
    starts[i] = start;
    ends[i] = start + value.length;
    cursor = ends[i]!;
    values[i] = unfolded ? value : text.slice(start, ends[i]);
  }
  const sentences = (doc.sentences().out(its.span) as unknown as Array<[number, number]>) ?? [];
  const sentenceOf = new Int32Array(values.length);
  sentences.forEach(([first, last], index) => sentenceOf.fill(index, first, last + 1));
  let lemmas: string[] | undefined;
  const lemma = (i: number): string => {
    lemmas ??= readLemmas(out(its.lemma), foldedValues, values);
    return lemmas[i]!;
  };
  const parsed: TParsedText = { text, values, pos, lemma, starts, ends, sentences, sentenceOf };
  cache.unshift(parsed);
  if (cache.length > CACHE_SIZE) cache.pop();
  return parsed;
}

/** wink's lemmas, or the lower-cased surface form where wink has none (contractions: "Cannot"). */
function readLemmas(lemmas: string[], foldedValues: string[], values: string[]): string[] {
  for (let i = 0; i < lemmas.length; i++) {
    const lemma = lemmas[i];
    const value = foldedValues[i]!;
    // Folded words keep their diacritics.
    if (typeof lemma !== "string" || (values[i] !== value && lemma.toLowerCase() === value.toLowerCase())) {
      lemmas[i] = values[i]!.toLowerCase();
    }
  }
  return lemmas;
}

const LATIN_EXTENDED = /[\u00C0-\u024F\u1E00-\u1EFF]/;
const SPECIAL_FOLDS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ø: "o",
  Ø: "O",
  ß: "s",
  æ: "a",
  Æ: "A",
  œ: "o",
  Œ: "O",
  þ: "t",
  Þ: "T",
  ð: "d",
  Ð: "D",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  ŧ: "t",
  Ŧ: "T",
};
let foldTable: Map<number, string> | undefined;

/** Latin letters with diacritics → their ASCII base letter, one UTF-16 unit for one, so offsets hold. */
export function foldLatin(text: string): string {
  if (!LATIN_EXTENDED.test(text)) return text;
  if (!foldTable) {
    foldTable = new Map();
    for (const [from, to] of [
      [0xc0, 0x24f],
      [0x1e00, 0x1eff],
    ] as const) {
      for (let code = from; code <= to; code++) {
        const char = String.fromCharCode(code);
        const base = SPECIAL_FOLDS[char] ?? char.normalize("NFD")[0] ?? char;
        if (/^[A-Za-z]$/.test(base)) foldTable.set(code, base);
      }
    }
  }
  const table = foldTable;
  return text.replace(/[\u00C0-\u024F\u1E00-\u1EFF]/g, (char) => table.get(char.charCodeAt(0)) ?? char);
}

import "server-only";
import { detectAll, toISO2 } from "tinyld";

import { ENGLISH_WIRE_WORDS, FUNCTION_WORDS } from "./language-profiles";

const SAMPLE_CHARS = 1200;
const MIN_LETTERS = 12;

/** Scripts that name their language outright; the rest need a closer look. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const SCRIPTS: Array<[RegExp, string | string[]]> = [
  [/\p{Script=Hangul}/gu, "ko"],
  [/\p{Script=Han}/gu, "zh"],
  [/\p{Script=Greek}/gu, "el"],
  [/\p{Script=Hebrew}/gu, "he"],
  [/\p{Script=Thai}/gu, "th"],
  [/\p{Script=Georgian}/gu, "ka"],
  [/\p{Script=Armenian}/gu, "hy"],
  [/\p{Script=Cyrillic}/gu, ["ru", "uk", "bg", "sr", "mk", "be", "kk"]],
  [/\p{Script=Arabic}/gu, ["ar", "fa", "ur"]],
  [/\p{Script=Devanagari}/gu, ["hi", "mr", "ne"]],
];

/** "en-US", "EN", "eng" → "en"; anything unusable → undefined. */
export function normalizeLanguageHint(hint: string | undefined): string | undefined {
  if (!hint) return undefined;
  const code = hint.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  if (/^[a-z]{2}$/.test(code)) return code;
  if (/^[a-z]{3}$/.test(code)) return toISO2(code) || undefined;
  return undefined;
}

/**
 * ISO 639-1 code of the text, or "und". Function-word counts decide for Latin-script prose; the
 * script decides for scripts of one language; tinyld decides the rest. The hint wins whenever the
 * evidence is weak (short or tabular text).
 */
export function detectLanguage(text: string, hint?: string): string {
  const fallback = normalizeLanguageHint(hint) ?? "und";
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const { letters, latin } = countLetters(sample);
  if (letters < MIN_LETTERS) return fallback;
  if (latin < letters / 2) return byScript(sample, letters, fallback);

  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = new Map<string, number>();
  let wire = 0;
  for (const word of words) {
    const languages = FUNCTION_WORDS.get(word);
    if (languages) for (const language of languages) scores.set(language, (scores.get(language) ?? 0) + 1);
    if (ENGLISH_WIRE_WORDS.has(word)) wire++;
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (best && best[1] >= 3 && best[1] >= 1.5 * (second?.[1] ?? 0) && best[1] >= words.length * 0.08) {
    return best[0];
  }
  // Weak evidence: the source's hint wins; without one, wire-copy tables are English.
  if (fallback !== "und") return fallback;
  if (wire >= 2 && (!best || best[0] === "en" || wire >= best[1])) return "en";
  return byNgrams(sample, fallback, words.length);
}

/** Letters and Latin-script letters, with an ASCII fast path (regexes over \p{…} cost more). */
function countLetters(sample: string): { letters: number; latin: number } {
  let letters = 0;
  let latin = 0;
  let other = "";
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) {
      letters++;
      latin++;
    } else if (code >= 0xc0) other += sample[i];
  }
  if (other) {
    letters += other.match(/\p{L}/gu)?.length ?? 0;
    latin += other.match(/\p{Script=Latin}/gu)?.length ?? 0;
  }
  return { letters, latin };
}

function byScript(sample: string, letters: number, fallback: string): string {
  // Japanese is mostly Han with some kana, so any real share of kana decides.
  if ((sample.match(KANA) ?? []).length >= letters * 0.1) return "ja";
  for (const [pattern, language] of SCRIPTS) {
    const count = sample.match(pattern)?.length ?? 0;
    if (count < letters / 3) continue;
    if (typeof language === "string") return language;
    if (language.includes(fallback)) return fallback;
    const top = detectAll(sample, { only: language })[0];
    return top && top.accuracy > 0.1 ? top.lang : (language[0] ?? fallback);
  }
  return byNgrams(sample, fallback, 0);
}

function byNgrams(sample: string, fallback: string, words: number): string {
  const candidates = detectAll(sample);
  const top = candidates[0];
  if (!top) return fallback;
  // tinyld is erratic on a handful of words; trust it only with some text and a clear lead.
  const confident = top.accuracy >= 0.5 && words >= 8;
  return confident ? top.lang : fallback;
}

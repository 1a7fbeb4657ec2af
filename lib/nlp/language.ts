import "server-only";
import { createRequire } from "node:module";

import { francAll } from "franc-all";
import { toISO2 } from "tinyld";

import { isCommonWord } from "./entities/common-words";
import { LEGACY_CODES, normalizeLanguageHint } from "./language-code";
import { ENGLISH_WIRE_WORDS, FUNCTION_WORDS } from "./language-profiles";

export { normalizeLanguageHint };

/*
 * Language identification (docs/decisions/0008-language-identification.md): Google's CLD2 (the `cld`
 * binding, built from source by node-gyp) decides, with a script rule for Chinese, Japanese and
 * Korean, function words to tell Nigerian Pidgin from English and spelling (then franc-all) to tell
 * Kirundi from Kinyarwanda (two pairs CLD2 does not know), function words to keep short English
 * English, and the document's declared language when it is plausible.
 */

type TCld2Result = { reliable: boolean; languages: Array<{ code: string; percent: number }> };
type TCld2Binding = {
  detect(
    text: string,
    isPlainText: boolean,
    languageHint: string,
    encodingHint: string,
    tldHint: string,
    httpHint: string,
    bestEffort: boolean,
  ): TCld2Result;
};
// The package's own entry point is promise-only; its native binding also has a synchronous detect.
const cld2 = createRequire(import.meta.url)("cld/build/Release/cld.node") as TCld2Binding;

const SAMPLE_CHARS = 2000;
const MIN_LETTERS = 12;
/** Below this many letters a text is "short": CLD2 guesses, and English function words may overrule it. */
const SHORT_LETTERS = 200;
/** Nigerian Pidgin is checked only on running text (wire headlines in capitals look like anything). */
const PIDGIN_MIN_LOWERCASE = 250;
/** franc-all reads this much of the sample to choose within a pair (it costs ~1 ms per 1,000 characters). */
const PAIR_CHARS = 1000;

/** The ISO 639-3 codes that franc-all can return here → the code we store. */
const FRANC_CODES: Record<string, string> = { kin: "rw", run: "rn" };

/** Scripts of one language (or one we call by it when CLD2 has nothing to say on a short text). */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const SCRIPT_LANGUAGES: Array<[RegExp, string]> = [
  [/\p{Script=Hangul}/gu, "ko"],
  [/\p{Script=Han}/gu, "zh"],
  [/\p{Script=Greek}/gu, "el"],
  [/\p{Script=Hebrew}/gu, "he"],
  [/\p{Script=Thai}/gu, "th"],
  [/\p{Script=Georgian}/gu, "ka"],
  [/\p{Script=Armenian}/gu, "hy"],
  [/\p{Script=Khmer}/gu, "km"],
  [/\p{Script=Lao}/gu, "lo"],
  [/\p{Script=Myanmar}/gu, "my"],
  [/\p{Script=Ethiopic}/gu, "am"],
  [/\p{Script=Cyrillic}/gu, "ru"],
  [/\p{Script=Arabic}/gu, "ar"],
  [/\p{Script=Devanagari}/gu, "hi"],
];

const CYRILLIC = ["rus", "ukr", "bel", "bul", "mkd", "srp", "kaz"];

/** Languages not written in Latin script: a declared one of these is implausible for Latin text. */
const NON_LATIN = new Set(
  "ru uk be bg mk sr kk ky mn tg tt ba ar fa ur ps ug he yi el zh ja ko th lo km my ka hy am ti hi mr ne bn pa gu or ta te kn ml si dv bo".split(
    " ",
  ),
);

/**
 * ISO 639-1 code of the text (ISO 639-3 where there is none, e.g. "pcm"), or "und" for text without
 * letters or any usable signal. A declared language (`hint`) is used when it is plausible: when the
 * text agrees, or is too short or unclear to say, and is written in a script the language uses.
 */
export function detectLanguage(text: string, hint?: string): string {
  const code = normalizeLanguageHint(hint);
  const declared = code === "und" ? undefined : code;
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const { letters, latin, lowercase } = countLetters(sample);
  const latinText = latin >= letters / 2;
  const plausible = declared && NON_LATIN.has(declared) !== latinText ? declared : undefined;
  if (letters < MIN_LETTERS) return plausible ?? "und";
  // Only clear evidence overrules a plausible declared language, and a short text never gives it.
  if (plausible && letters < SHORT_LETTERS) return plausible;

  const detected = identify(sample, letters, latinText, lowercase, plausible);
  if (!plausible || plausible === detected.language) return detected.language ?? "und";
  // Clear evidence against the declared language wins; otherwise the source knows best.
  const clear = detected.reliable && letters >= SHORT_LETTERS && !detected.candidates.includes(plausible);
  return clear && detected.language ? detected.language : plausible;
}

type TIdentified = { language: string | undefined; reliable: boolean; candidates: string[] };

function identify(
  sample: string,
  letters: number,
  latinText: boolean,
  lowercase: number,
  plausible: string | undefined,
): TIdentified {
  if (!latinText) {
    const byScript = cjk(sample, letters);
    if (byScript) return { language: byScript, reliable: true, candidates: [byScript] };
  }
  const result = cld2Detect(sample);
  const candidates = result.languages.map((l) => cld2Code(l.code)).filter((c): c is string => !!c);
  // A declared language among CLD2's candidates stands (no clear evidence against it): the checks
  // below (Pidgin, Kirundi, short English) could not change the answer.
  if (plausible && candidates.includes(plausible))
    return { language: plausible, reliable: result.reliable, candidates };
  let language = candidates[0];
  if (language === "en" && lowercase >= PIDGIN_MIN_LOWERCASE && readsAsPidgin(sample)) language = "pcm";
  else if (language === "rw") language = kirundiOrKinyarwanda(sample);
  if (latinText && letters < SHORT_LETTERS && language !== "en" && englishByWords(sample, language)) {
    return { language: "en", reliable: false, candidates: ["en", ...candidates] };
  }
  if (!language && !latinText) language = majorityScript(sample, letters);
  return { language, reliable: result.reliable, candidates };
}

function cld2Detect(sample: string): TCld2Result {
  try {
    return cld2.detect(sample, true, "", "", "", "", true);
  } catch {
    return { reliable: false, languages: [] };
  }
}

function cld2Code(code: string): string | undefined {
  const base = code.toLowerCase().split("-")[0] ?? "";
  if (!/^[a-z]{2,3}$/.test(base) || base === "un" || base.startsWith("zz") || base.startsWith("xx")) return undefined;
  return LEGACY_CODES[base] ?? base;
}

/**
 * Function words and spellings of Nigerian Pidgin that English prose does not use ("dey", "wey",
 * "wetin", "na", "di" for "the", "dem" as plural and pronoun, "don" as perfect, "una", "pikin", …),
 * against function words of English that Pidgin replaces ("the" → "di", "is"/"are" → "na"/"dey",
 * "has"/"have" → "don", "which"/"that" → "wey", "they"/"their" → "dem").
 */
const PIDGIN_WORDS = new Set(
  "dey wey wetin na di dis dat dem don una pikin sabi abi abeg oga comot pipo tok wen sey wahala".split(" "),
);
const ENGLISH_WORDS = new Set("the is are was were has have been which their they its would an this that".split(" "));
/** At least this many Pidgin words, and more than twice as many as English ones. */
const PIDGIN_MIN_WORDS = 5;

/** Running text whose function words are Pidgin's rather than English's. */
function readsAsPidgin(sample: string): boolean {
  let pidgin = 0;
  let english = 0;
  // Words in lower case or capitalised, not in capitals ("NA" in a price table is "not available").
  for (const match of sample.match(/\b[A-Za-z][a-z]*\b/g) ?? []) {
    const word = match.toLowerCase();
    if (PIDGIN_WORDS.has(word)) pidgin++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  return pidgin >= PIDGIN_MIN_WORDS && pidgin > 2 * english;
}

/**
 * Kirundi writes "vy" where Kinyarwanda writes "by" ("ivyo"/"ibyo", "vyose"/"byose") and "c" where it
 * writes "cy" ("ico"/"icyo", "cane"/"cyane"); Kinyarwanda also has "jy" ("ijyanye"). The spelling
 * of its lower-case words decides when it leans one way; franc-all's trigrams otherwise.
 */
function kirundiOrKinyarwanda(sample: string): string {
  // Lower-case words only: names ("Libya", "Kabylie") do not follow either spelling.
  const words = sample.match(/(?<![\p{L}])[a-z]+/gu)?.join(" ") ?? "";
  const kirundi = words.match(/vy/g)?.length ?? 0;
  const kinyarwanda = words.match(/by|cy|jy/g)?.length ?? 0;
  if (kirundi > kinyarwanda) return "rn";
  if (kinyarwanda > kirundi) return "rw";
  return closer(sample, ["kin", "run"]);
}

/** franc-all's choice between two close languages (ISO 639-3 in, our code out). */
function closer(sample: string, only: [string, string]): string {
  const [best] = francAll(sample.slice(0, PAIR_CHARS), { only, minLength: 3 });
  return FRANC_CODES[best?.[0] ?? only[0]] ?? FRANC_CODES[only[0]]!;
}

/**
 * Short Latin-script text that reads as English by its function words (or newswire abbreviations)
 * is English, whatever an n-gram model guesses from a handful of names.
 */
function englishByWords(sample: string, guess: string | undefined): boolean {
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = new Map<string, number>();
  let wire = 0;
  for (const word of words) {
    for (const language of FUNCTION_WORDS.get(word) ?? []) scores.set(language, (scores.get(language) ?? 0) + 1);
    if (ENGLISH_WIRE_WORDS.has(word)) wire++;
  }
  const english = (scores.get("en") ?? 0) + wire;
  const other = Math.max(0, ...[...scores].filter(([l]) => l !== "en").map(([, n]) => n));
  const guessScore = guess ? (scores.get(guess) ?? 0) : 0;
  if (english >= 2 && english > other && english > guessScore) return true;
  // Headlines have few function words ("Former Egyptian President Hosni Mubarak dies"): most of their
  // words are still English words, and none is a function word of another language.
  const known = words.filter((word) => word.length > 1 && isCommonWord(word)).length;
  return other === 0 && known >= 3 && known >= words.length * 0.5;
}

/** Han with a real share of kana is Japanese, Hangul is Korean, Han alone is Chinese. */
function cjk(sample: string, letters: number): string | undefined {
  if ((sample.match(KANA) ?? []).length >= letters * 0.1) return "ja";
  for (const [pattern, language] of SCRIPT_LANGUAGES.slice(0, 2)) {
    if ((sample.match(pattern)?.length ?? 0) >= letters / 3) return language;
  }
  return undefined;
}

/** The main language of the text's script, for short texts CLD2 cannot place. */
function majorityScript(sample: string, letters: number): string | undefined {
  for (const [pattern, language] of SCRIPT_LANGUAGES) {
    if ((sample.match(pattern)?.length ?? 0) < letters / 3) continue;
    if (language !== "ru") return language;
    const [best] = francAll(sample, { only: CYRILLIC, minLength: 3 });
    return best && best[0] !== "und" ? (toISO2(best[0]) ?? language) : language;
  }
  return undefined;
}

/**
 * Letters, Latin-script letters and lower-case letters, by code-point ranges (regexes over \p{…} cost
 * more than CLD2 itself). Close enough for the thresholds they feed: Latin letters are those of the
 * Latin blocks; any other character from Greek (U+0370) up that is not punctuation, a symbol or a
 * combining mark counts as a letter; lower case is counted for ASCII and Latin-1 only.
 */
function countLetters(sample: string): { letters: number; latin: number; lowercase: number } {
  let letters = 0;
  let latin = 0;
  let lowercase = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 97 && code <= 122) {
        letters++;
        latin++;
        lowercase++;
      } else if (code >= 65 && code <= 90) {
        letters++;
        latin++;
      }
    } else if (isLatinLetter(code)) {
      letters++;
      latin++;
      if (code >= 0xdf && code <= 0xff) lowercase++;
    } else if (code >= 0x370 && !isNonLetter(code)) letters++;
  }
  return { letters, latin, lowercase };
}

function isLatinLetter(code: number): boolean {
  return (
    (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) ||
    (code >= 0x1e00 && code <= 0x1eff) ||
    (code >= 0x2c60 && code <= 0x2c7f) ||
    (code >= 0xa720 && code <= 0xa7ff)
  );
}

/** Punctuation, symbols, spaces and marks above U+0370 (and low surrogates, counted once per pair). */
function isNonLetter(code: number): boolean {
  return (
    (code >= 0x2000 && code <= 0x2bff) || // punctuation, symbols, arrows, shapes
    (code >= 0x3000 && code <= 0x303f) || // CJK punctuation
    (code >= 0xfe00 && code <= 0xfe6f) || // variation selectors, small forms
    (code >= 0xff00 && code <= 0xff20) || // full-width punctuation and digits
    (code >= 0xdc00 && code <= 0xdfff) || // low surrogates
    (code >= 0x1360 && code <= 0x1371) || // Ethiopic punctuation and digits
    (code >= 0x0660 && code <= 0x0669) || // Arabic-Indic digits
    code === 0x060c ||
    code === 0x061b ||
    code === 0x061f ||
    code === 0x0964 ||
    code === 0x0965 ||
    code === 0x0e2f
  );
}

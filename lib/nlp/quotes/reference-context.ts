import "server-only";

import { isSpeechVerb } from "./speech-verbs";

/**
 * What stands right before and right after a speaker reference, in a few coarse classes: the
 * features by which the speaker ranker tells the subject of a clause ("House Republican Thomas
 * Massie used to support …", at the start of the sentence) from an object ("… support fellow
 * Kentuckian Rand Paul", after a lower-case word), a conjunct ("hosts Joe Scarborough and Mika
 * Brzezinski") or a name that qualifies a noun ("a Black Lives Matter protester"). Read from the
 * text alone, without a tagger, so that they cost next to nothing.
 */
export function contextFeatures(text: string, start: number, end: number): [string, string, string] {
  const left = leftClass(text, start);
  const right = rightClass(text, end);
  return [LEFT[left], RIGHT[right], BOTH.get(`${left}|${right}`)!];
}

type TLeft = "start" | "comma" | "det" | "prep" | "and" | "verb" | "word" | "quote" | "punct";
type TRight = "comma" | "paren" | "end" | "cap" | "aux" | "adverb" | "and" | "prep" | "word" | "quote" | "other";

const LEFT = Object.fromEntries(
  (["start", "comma", "det", "prep", "and", "verb", "word", "quote", "punct"] as const).map((k) => [k, `L:${k}`]),
) as Record<TLeft, string>;
const RIGHT = Object.fromEntries(
  (["comma", "paren", "end", "cap", "aux", "adverb", "and", "prep", "word", "quote", "other"] as const).map((k) => [
    k,
    `R:${k}`,
  ]),
) as Record<TRight, string>;

/** Both sides together ("LR:start|comma": a sentence's subject with an apposition). */
const BOTH = new Map<string, string>();
for (const l of Object.keys(LEFT)) for (const r of Object.keys(RIGHT)) BOTH.set(`${l}|${r}`, `LR:${l}|${r}`);

const DETERMINERS = new Set(["the", "a", "an", "this", "that", "his", "her", "its", "their", "our"]);
const PREPOSITIONS = new Set(
  "of for at with from by in on to about against than into over under between among like as via after before during".split(
    " ",
  ),
);
const AUXILIARIES = new Set(
  "has had have is was were are will would could should can may might did does do also later then once again still who".split(
    " ",
  ),
);
/** Capitalised words before a name are its titles and first names ("House Republican", "Sen."); read past at most this far. */
const PREMODIFIER_CHARS = 40;

/**
 * The class of what precedes the reference and its premodifiers: capitalised words ("House
 * Republican", "Sen.") and up to two lower-case ones that do not look like verbs ("state delegate",
 * "conservative commentator"), so that "Minnesota state delegate Mary Susan" starts its sentence
 * while "… used to back fellow Texan Ray Hill" follows a preposition.
 */
function leftClass(text: string, start: number): TLeft {
  let at = start;
  let lowerWords = 0;
  for (;;) {
    let j = at;
    while (j > 0 && (text[j - 1] === " " || text[j - 1] === "\u00a0")) j--;
    let k = j;
    while (k > 0 && isWordPart(text.charCodeAt(k - 1))) k--;
    const word = text.slice(k, j);
    if (!/\p{L}/u.test(word)) {
      if (j === 0) return "start";
      const ch = text[j - 1]!;
      if (ch === "\n" || ch === "." || ch === "!" || ch === "?" || ch === ":") return "start";
      if (ch === ",") return "comma";
      if (ch === '"' || ch === "“" || ch === "”") return "quote";
      return "punct";
    }
    // "Obama." ends the sentence before; "Sen." and "U.S." are abbreviations in a title.
    if (word.endsWith(".") && /\p{Ll}{3,}\.$/u.test(word)) return "start";
    if (start - k > PREMODIFIER_CHARS) return "word";
    if (/^\p{Lu}/u.test(word)) {
      at = k;
      continue;
    }
    const lower = word.toLowerCase();
    if (DETERMINERS.has(lower)) return "det";
    if (PREPOSITIONS.has(lower)) return "prep";
    if (lower === "and" || lower === "or") return "and";
    if (isSpeechVerb(lower)) return "verb";
    if (lowerWords >= 2 || /(?:ed|ing)$/.test(lower) || AUXILIARIES.has(lower)) return "word";
    lowerWords++;
    at = k;
  }
}

/** The class of what follows the reference. */
function rightClass(text: string, end: number): TRight {
  const ch = text[end];
  if (ch === undefined) return "end";
  if (ch === ",") return "comma";
  if (ch === "." || ch === "!" || ch === "?" || ch === ";" || ch === ":" || ch === "\n") return "end";
  if (ch === '"' || ch === "“" || ch === "”") return "quote";
  if (ch !== " ") return "other";
  const next = text[end + 1];
  if (next === "(") return "paren";
  if (next === "—" || next === "–" || next === "-") return "comma";
  let k = end + 1;
  while (k < text.length && isWordPart(text.charCodeAt(k))) k++;
  const word = text.slice(end + 1, k);
  if (word === "") return "other";
  if (/^\p{Lu}/u.test(word)) return "cap";
  if (AUXILIARIES.has(word)) return "aux";
  if (word === "and" || word === "or") return "and";
  if (PREPOSITIONS.has(word)) return "prep";
  if (/ly$/.test(word)) return "adverb";
  return "word";
}

/** Letters, digits, apostrophes, hyphens and the dots of abbreviations ("Sen.", "U.S."). */
function isWordPart(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 39 ||
    code === 46 ||
    code === 45 ||
    code === 0x2019 ||
    (code >= 0xc0 && code < 0x2000 && code !== 0xd7 && code !== 0xf7)
  );
}

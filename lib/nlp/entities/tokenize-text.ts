import "server-only";
import { parseText } from "../wink";
import { COMPANY_HEADS, ORG_HEADS } from "./lexicon";

export type TTokenKind = "word" | "num" | "punct";

export type TToken = {
  text: string;
  lower: string;
  start: number;
  end: number;
  pos: string;
  kind: TTokenKind;
  /** Starts with an upper-case letter (or an Arabic article before one: "al-Assad"). */
  cap: boolean;
  /** Two or more letters, all upper case ("U.S.", "FSB", "AT&T"). */
  caps: boolean;
  /** First word of a sentence or of a paragraph: capitalised for grammar, not because it is a name. */
  sentStart: boolean;
  sentence: number;
  paragraph: number;
  /** Whitespace before the token holds a line break. */
  lineBreak: boolean;
  /** The sentence is mostly upper case (headline, table): capitalisation says nothing there. */
  shouting: boolean;
};

const HAS_LETTER = /\p{L}/u;
const UPPER_START = /^(?:\p{Lu}|(?:al|el|ad|as|ash|at|az|bin|ibn|abu|abd|ul)-\p{Lu}|[dl]['’]\p{Lu})/u;
const FORMAT_CHARS = /^[\u200b-\u200f\u2060\ufeff]+$/;
/** "U.S.-based", "Moscow-led": the hyphen ends the name. */
const HYPHEN_SUFFIXES = new Set([
  "based",
  "led",
  "backed",
  "born",
  "owned",
  "run",
  "controlled",
  "made",
  "style",
  "bound",
  "linked",
  "related",
  "funded",
  "sponsored",
  "allied",
  "aligned",
  "friendly",
  "era",
  "wide",
  "level",
  "type",
  "like",
  "designed",
  "built",
  "listed",
  "registered",
  "headquartered",
  "area",
  "region",
  "bred",
  "designated",
  "brokered",
  "imposed",
  "supported",
  "trained",
  "installed",
  "sanctioned",
  "inspired",
  "dominated",
  "occupied",
  "held",
  "administered",
  "centric",
  "specific",
  "wide",
  "bashing",
  "themed",
  "owned",
  "operated",
  "educated",
]);
const HYPHEN_PREFIXES = new Set([
  "pro",
  "anti",
  "non",
  "ex",
  "post",
  "pre",
  "mid",
  "neo",
  "co",
  "self",
  "semi",
  "multi",
  "trans",
  "cross",
  "pan",
  "sub",
  "super",
  "ultra",
  "inter",
  "intra",
  "un",
  "all",
]);

/** A word glued to a photo-credit label: "JorgensenImage" before ":". */
const GLUED_CREDIT = /^(\p{L}*\p{Ll})(Image|Photo)$/u;

const asciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const asciiLower = (code: number) => code >= 97 && code <= 122;
const asciiAlnum = (code: number) => asciiLetter(code) || (code >= 48 && code <= 57);

/** Starts with a letter: ASCII by code ("," after a word is the common case), anything else by its category. */
function startsWithLetter(text: string): boolean {
  const code = text.charCodeAt(0);
  return code < 128 ? asciiLetter(code) : /^\p{L}/u.test(text);
}

/** UPPER_START, decided by the first character where it can be: A–Z starts a name; other ASCII but a–z never does. */
function upperStart(text: string): boolean {
  const code = text.charCodeAt(0);
  if (code >= 65 && code <= 90) return true;
  if (code < 128 && !asciiLower(code)) return false;
  return UPPER_START.test(text);
}

type TRaw = { text: string; start: number; end: number; pos: string; index: number };

/** Tokens of the shared wink pass (one parse per text for all NLP steps), without whitespace. */
function rawTokens(text: string): { raw: TRaw[]; sentenceOf: Int32Array } {
  const parsed = parseText(text);
  const raw: TRaw[] = [];
  for (let i = 0; i < parsed.values.length; i++) {
    const v = parsed.values[i]!;
    // An ASCII letter or digit first is neither whitespace nor a format character (most tokens).
    if (!asciiAlnum(v.charCodeAt(0)) && (/^\s*$/.test(v) || FORMAT_CHARS.test(v))) continue;
    raw.push({ text: v, start: parsed.starts[i]!, end: parsed.ends[i]!, pos: parsed.pos[i] ?? "X", index: i });
  }
  return { raw, sentenceOf: parsed.sentenceOf };
}

const isCapWord = (t: TRaw | undefined) => !!t && UPPER_START.test(t.text) && HAS_LETTER.test(t.text);
/** A capitalised word in lower case after its first letter: a name word, not an acronym or title ("[GM]"). */
const isNameCased = (t: TRaw | undefined) => isCapWord(t) && t!.text !== t!.text.toUpperCase();

/**
 * An editor's square brackets around one to three name-cased words next to another capitalised word
 * ("Cindy [Pinhal]", "[Augustine Triumph] Attah", quotations completing a name) are dropped, so the
 * name reads as one. Other brackets ("[...]", "[1]", "[sic]") stay.
 */
function dropNameBrackets(raw: TRaw[]): TRaw[] {
  const drop = new Set<number>();
  for (let i = 0; i < raw.length; i++) {
    if (raw[i]!.text !== "[") continue;
    let j = i + 1;
    while (j < raw.length && j - i <= 3 && isNameCased(raw[j])) j++;
    if (j === i + 1 || raw[j]?.text !== "]") continue;
    if (!isCapWord(raw[i - 1]) && !isCapWord(raw[j + 1])) continue;
    drop.add(i).add(j);
  }
  return drop.size ? raw.filter((_, k) => !drop.has(k)) : raw;
}

/** Joins "Al" "-" "Qaeda" and "3" "M" written without spaces into one word. */
function mergeHyphenated(text: string, raw: TRaw[]): TRaw[] {
  const out: TRaw[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const prev = out[out.length - 1];
    const next = raw[i + 1];
    if (
      prev &&
      (t.text === "-" || t.text === "–") &&
      next &&
      prev.end === t.start &&
      t.end === next.start &&
      HAS_LETTER.test(prev.text) &&
      HAS_LETTER.test(next.text) &&
      !HYPHEN_SUFFIXES.has(next.text.toLowerCase()) &&
      !(
        /^\p{Ll}/u.test(next.text) &&
        prev.text.replace(/[^\p{L}]/gu, "").length > 1 &&
        prev.text === prev.text.toUpperCase()
      ) &&
      !HYPHEN_PREFIXES.has(prev.text.toLowerCase()) &&
      /^\p{L}/u.test(next.text)
    ) {
      out[out.length - 1] = { ...prev, text: text.slice(prev.start, next.end), end: next.end, pos: "PROPN" };
      i++;
      continue;
    }
    // wink splits words at letters outside Latin-1 ("Brudzi" "ń" "ski", "Erdo" "ğ" "an"): glue them back.
    if (prev && prev.end === t.start && startsWithLetter(t.text) && /\p{L}$/u.test(prev.text)) {
      out[out.length - 1] = { ...prev, text: text.slice(prev.start, t.end), end: t.end, pos: prev.pos };
      continue;
    }
    if (prev && prev.end === t.start && /^\d+$/.test(prev.text) && /^\p{Lu}+$/u.test(t.text)) {
      out[out.length - 1] = { ...prev, text: text.slice(prev.start, t.end), end: t.end, pos: "PROPN" };
      continue;
    }
    // "Kurdistan Workers' Party", "Bishops' Conference": a plural's apostrophe before a head word stays in the name.
    if (
      prev &&
      (t.text === "'" || t.text === "’") &&
      prev.end === t.start &&
      /^\p{Lu}\p{L}*s$/u.test(prev.text) &&
      next &&
      next.start > t.end &&
      (ORG_HEADS.has(next.text.toLowerCase()) || COMPANY_HEADS.has(next.text.toLowerCase())) &&
      /^\p{Lu}/u.test(next.text) &&
      // Not a body's part: "House of Representatives' Committee on Ways and Means".
      out[out.length - 2]?.text !== "of" &&
      !["of", "on", "for"].includes(raw[i + 2]?.text ?? "")
    ) {
      out[out.length - 1] = { ...prev, text: text.slice(prev.start, t.end), end: t.end, pos: "PROPN" };
      continue;
    }
    // A caption glued to its credit ("Jo JorgensenImage: …"): split the credit word off.
    const glued = next?.text === ":" && next.start === t.end ? GLUED_CREDIT.exec(t.text) : null;
    if (glued) {
      const cut = t.start + glued[1]!.length;
      out.push({ ...t, text: glued[1]!, end: cut, pos: "PROPN" }, { ...t, text: glued[2]!, start: cut, pos: "NOUN" });
      continue;
    }
    out.push(t);
  }
  return out;
}

export function tokenizeText(text: string): TToken[] {
  const { raw: rawList, sentenceOf } = rawTokens(text);
  const raw = mergeHyphenated(text, dropNameBrackets(rawList));
  const out: TToken[] = [];
  // Our sentence counter also breaks at paragraph breaks (headings, table rows have no full stop).
  let sentence = 0;
  let winkSentence = 0;
  let paragraph = 0;
  let prevEnd = 0;
  let wantStart = true;
  for (const r of raw) {
    // The whitespace before the token (read in place; sliced only when it breaks a line).
    let lineBreak = false;
    for (let k = prevEnd; k < r.start; k++) {
      if (text.charCodeAt(k) === 10) {
        lineBreak = true;
        break;
      }
    }
    const ws = sentenceOf[r.index] ?? 0;
    const newPara = lineBreak && out.length > 0 && /\n[ \t]*\n|\n[ \t]{2,}/.test(text.slice(prevEnd, r.start));
    if (out.length > 0 && (ws !== winkSentence || newPara)) {
      sentence++;
      wantStart = true;
    }
    winkSentence = ws;
    if (newPara) paragraph++;
    prevEnd = r.end;
    const hasLetter = asciiLetter(r.text.charCodeAt(0)) || HAS_LETTER.test(r.text);
    const kind: TTokenKind = hasLetter ? "word" : /^\d/.test(r.text) ? "num" : "punct";
    const lower = r.text.toLowerCase();
    const caps =
      hasLetter &&
      r.text.length >= 2 &&
      // A lower-case ASCII letter among the first two is never upper case (spares most words the copy).
      !asciiLower(r.text.charCodeAt(0)) &&
      !asciiLower(r.text.charCodeAt(1)) &&
      r.text === r.text.toUpperCase() &&
      r.text !== lower &&
      countLetters(r.text) >= 2;
    const isStart = wantStart && kind !== "punct";
    if (isStart) wantStart = false;
    out.push({
      text: r.text,
      lower,
      start: r.start,
      end: r.end,
      pos: r.pos,
      kind,
      cap: upperStart(r.text),
      caps,
      sentStart: isStart,
      sentence,
      paragraph,
      lineBreak,
      shouting: false,
    });
  }
  markShouting(out);
  return out;
}

function countLetters(s: string): number {
  let n = 0;
  for (const ch of s) if (ch.toLowerCase() !== ch.toUpperCase()) n++;
  return n;
}

function markShouting(tokens: TToken[]): void {
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    let words = 0;
    let upper = 0;
    while (j < tokens.length && tokens[j]!.sentence === tokens[i]!.sentence) {
      const t = tokens[j]!;
      if (t.kind === "word" && t.text.length > 1) {
        words++;
        if (t.caps) upper++;
      }
      j++;
    }
    if (words >= 3 && upper / words >= 0.6) for (let k = i; k < j; k++) tokens[k]!.shouting = true;
    i = j;
  }
}

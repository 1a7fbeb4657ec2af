import "server-only";
import { entityTypeOf, FIELD_PREFIXES, VALID_PREFIXES } from "./ast";
import { expectedAt, TQuerySyntaxError } from "./query-errors";

export type TFieldPrefix = "entity" | "doctype" | "language" | "itemref" | "story" | "doclist" | "mylist";

export type TToken = { pos: number } & (
  | { kind: "word"; text: string }
  | { kind: "phrase"; text: string }
  | { kind: "AND" | "OR" | "NOT" | "(" | ")" | "end" }
  /** `<prefix>:<value>`; `prefix` is the prefix as written, `valuePos` where the value starts. */
  | { kind: "field"; field: TFieldPrefix; prefix: string; value: string; valuePos: number }
  /** `[Type]` after an entity name; `type` as written, `typePos` where it starts. */
  | { kind: "suffix"; type: string; typePos: number }
  /** A lexical error; the parser throws it when it gets there, so errors come in text order. */
  | { kind: "error"; error: TQuerySyntaxError }
);

const QUOTES = new Set(['"', "\u201C", "\u201D"]);
const WORD_END = /[\s()[\]"\u201C\u201D<>]/u;

/** A `-` directly before a letter, a quote or a parenthesis starts a negated term (`-5` stays a word). */
function startsNegatedTerm(text: string, at: number): boolean {
  const next = text[at + 1];
  return next !== undefined && (QUOTES.has(next) || next === "(" || /\p{L}/u.test(next));
}
const HAS_TEXT = /[\p{L}\p{N}]/u;
const FIELDS = new Map<string, TFieldPrefix>(
  FIELD_PREFIXES.map((p) => [p.toLowerCase(), p.toLowerCase() as TFieldPrefix]),
);

/**
 * Splits a query into tokens. The prefix rule: a word is `<prefix>:<value>` only when the prefix is
 * letters only and the value does not start with `//`; so `10:30`, `3:1` and `https://x.org/a` are
 * plain words, and so is a word ending in a colon (`Note:`) unless its prefix is a known one, whose
 * value is then required (`person:` alone is an error). A known prefix directly followed by a quote
 * takes the quoted text as its value. Any other `<letters>:<value>` is an unknown prefix: an error.
 */
export function tokenizeQuery(text: string): TToken[] {
  const tokens: TToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/u.test(c) || c === "<" || c === ">") {
      // Angle brackets (and the slash of `</`) separate words: `<b>x</b>` searches the words b, x and b as
      // typed, not markup that full text would silently drop.
      i += c === "<" && text[i + 1] === "/" ? 2 : 1;
    } else if (c === "-" && startsNegatedTerm(text, i) && (i === 0 || /[\s(<>]/u.test(text[i - 1]!))) {
      // `-word`, `-"phrase"`, `-person:X`, `-(a OR b)`: NOT, as people type it in web search (DECISIONS 21).
      tokens.push({ kind: "NOT", pos: i++ });
    } else if (c === "(" || c === ")") {
      tokens.push({ kind: c, pos: i++ });
    } else if (QUOTES.has(c)) {
      const close = closingQuote(text, i);
      if (close < 0) return fail(tokens, unclosedQuote(i));
      tokens.push({ kind: "phrase", text: text.slice(i + 1, close), pos: i });
      i = close + 1;
    } else if (c === "[") {
      const close = text.indexOf("]", i + 1);
      if (close < 0) {
        return fail(
          tokens,
          new TQuerySyntaxError(i, "a closing ]", `unclosed bracket at position ${i}: expected a closing ]`),
        );
      }
      const inner = text.slice(i + 1, close);
      const lead = inner.length - inner.trimStart().length;
      tokens.push({ kind: "suffix", type: inner.trim(), typePos: i + 1 + lead, pos: i });
      i = close + 1;
    } else if (c === "]") {
      return fail(tokens, expectedAt(i, "a term", "an unmatched ]"));
    } else {
      let end = i;
      while (end < text.length && !WORD_END.test(text[end]!)) end++;
      const token = wordToken(text, text.slice(i, end), i, end);
      if (token.kind === "error") return fail(tokens, token.error);
      if (token.kind === "field" && token.value === "") {
        // `person:"Nancy Pelosi"`: the quoted text right after the colon is the value.
        const close = closingQuote(text, end);
        if (close < 0) return fail(tokens, unclosedQuote(end));
        Object.assign(token, { value: text.slice(end + 1, close), valuePos: end + 1 });
        end = close + 1;
      }
      tokens.push(token);
      i = end;
    }
  }
  tokens.push({ kind: "end", pos: text.length });
  return dropBlankText(tokens);
}

function wordToken(text: string, word: string, pos: number, end: number): TToken {
  if (word === "AND" || word === "OR" || word === "NOT") return { kind: word, pos };
  const match = /^([A-Za-z]+):/.exec(word);
  if (!match || word.startsWith("//", match[0].length)) return { kind: "word", text: word, pos };
  const prefix = match[1]!;
  const field = FIELDS.get(prefix.toLowerCase()) ?? (entityTypeOf(prefix) ? "entity" : undefined);
  const value = word.slice(match[0].length);
  const valuePos = pos + match[0].length;
  if (!field) {
    // "Note:" is punctuation, not a prefix; but `foo:"…"` means a prefix, an unknown one: an error, never a
    // silent search for the word "foo".
    if (value === "" && !QUOTES.has(text[end] ?? "")) return { kind: "word", text: word, pos };
    const error = new TQuerySyntaxError(
      pos,
      `one of the prefixes ${VALID_PREFIXES.map((p) => p + ":").join(", ")}`,
      `unknown prefix "${prefix}:" at position ${pos}; valid prefixes are ${VALID_PREFIXES.map((p) => p + ":").join(", ")}`,
    );
    return { kind: "error", error, pos };
  }
  if (value === "" && !QUOTES.has(text[end] ?? "")) {
    return { kind: "error", error: expectedAt(valuePos, `a value after ${prefix}:`), pos };
  }
  return { kind: "field", field, prefix, value, valuePos, pos };
}

function closingQuote(text: string, open: number): number {
  for (let j = open + 1; j < text.length; j++) if (QUOTES.has(text[j]!)) return j;
  return -1;
}

function unclosedQuote(pos: number): TQuerySyntaxError {
  return new TQuerySyntaxError(
    pos,
    "a closing quotation mark",
    `unclosed quotation mark at position ${pos}: expected a closing quotation mark`,
  );
}

function fail(tokens: TToken[], error: TQuerySyntaxError): TToken[] {
  tokens.push({ kind: "error", error, pos: error.position });
  return dropBlankText(tokens);
}

/**
 * Words and phrases without a letter or digit (`&`, `-`, `""`) can never match full text: they are
 * dropped, except inside an entity name (`Tom & Jerry[Person]`), i.e. a run of words before a suffix.
 */
function dropBlankText(tokens: TToken[]): TToken[] {
  const kept: TToken[] = [];
  let run: TToken[] = [];
  for (const token of tokens) {
    if (token.kind === "word") {
      run.push(token);
      continue;
    }
    const named = token.kind === "suffix";
    kept.push(...run.filter((t) => named || (t.kind === "word" && HAS_TEXT.test(t.text))));
    run = [];
    kept.push(token);
  }
  // A blank phrase goes too, unless it names an entity (then the parser reports the empty name).
  return kept.filter((t, k) => t.kind !== "phrase" || HAS_TEXT.test(t.text) || kept[k + 1]?.kind === "suffix");
}

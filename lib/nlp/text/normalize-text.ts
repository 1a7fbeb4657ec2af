import "server-only";

/*
 * Character- and whitespace-level normalisation of article bodies.
 * Output: NFC text, paragraphs separated by exactly "\n\n", single spaces inside a paragraph,
 * no control characters, no leading/trailing whitespace.
 */

// C0/C1 controls except \t \n \r (handled as whitespace), plus invisible format characters that
// only break tokenisation (zero-width space, word joiner, BOM, soft hyphen, bidi marks).
const INVALID_CHARS =
  /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\u00AD\u200B\u200E\u200F\u2060\uFEFF\uFFFE\uFFFF]/g;
// Unpaired surrogates cannot be stored as UTF-8 (PostgreSQL rejects them).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Zero-width (non-)joiners are meaningful inside emoji and some scripts, but between Latin letters
// and punctuation (Wikinews "Wikinews‍'s") they are template debris.
const STRAY_JOINER =
  /(?<=[\p{Script=Latin}\p{P}\p{Zs}]|^)[\u200C\u200D]|[\u200C\u200D](?=[\p{Script=Latin}\p{P}\p{Zs}]|$)/gmu;
// Entity leftovers from SGML/HTML sources ("&#3;" ends every Reuters story).
const NUMERIC_ENTITY = /&#(x[0-9a-f]{1,6}|[0-9]{1,7});/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  hellip: "…",
};
const NAMED_ENTITY = /&([a-z]{2,6});/g;
// Unicode spaces other than \n become a plain space.
const HORIZONTAL_SPACE = /[\t\f\v\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text
    .replace(NUMERIC_ENTITY, (whole, code: string) => {
      const n = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
      return n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff) ? "" : String.fromCodePoint(n);
    })
    .replace(NAMED_ENTITY, (whole, name: string) => NAMED_ENTITIES[name] ?? whole);
}

/** NFC, entity leftovers decoded, control and invisible characters removed, line ends as "\n". */
export function normalizeCharacters(raw: string): string {
  let text = decodeEntities(raw.replace(/\r\n?|\u2028|\u2029|\u0085/g, "\n"));
  // The Unicode passes are skipped for plain ASCII (most newswire), which they cannot change.
  if (/[^\x00-\x7f]/.test(text)) {
    text = text.normalize("NFC");
    if (/[\uD800-\uDFFF]/.test(text)) text = text.replace(LONE_SURROGATE, "");
    if (/[\u200C\u200D]/.test(text)) text = text.replace(STRAY_JOINER, "");
  }
  return text.replace(INVALID_CHARS, "").replace(HORIZONTAL_SPACE, " ");
}

/**
 * Hard-wrapped newswire (Reuters: ~65-character lines, paragraphs marked by an indented line) is
 * unwrapped; elsewhere every line break is a paragraph break, since web text only breaks lines on
 * purpose (paragraphs, captions, list items).
 */
function looksHardWrapped(lines: string[]): boolean {
  let wrapped = 0;
  let long = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const length = line.trimEnd().length;
    if (length === 0) continue;
    if (length > 100) long++;
    else if (length >= 35 && next.trim().length > 0 && !/^\s{2,}/.test(next)) wrapped++;
  }
  return wrapped >= 2 && wrapped > long * 2;
}

/** Whitespace cleanup on character-normalised text: paragraphs "\n\n", single spaces, trimmed. */
export function normalizeWhitespace(text: string): string {
  const lines = text.split("\n");
  const paragraphs: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const joined = current.join(" ").replace(/ {2,}/g, " ").trim();
    if (joined) paragraphs.push(joined);
    current = [];
  };
  if (looksHardWrapped(lines)) {
    for (const line of lines) {
      if (line.trim() === "") flush();
      else {
        if (/^ {2,}\S/.test(line)) flush(); // an indented line opens a paragraph
        current.push(line.trim());
      }
    }
    flush();
  } else {
    for (const line of lines) {
      current.push(line);
      flush();
    }
  }
  return paragraphs.join("\n\n");
}

export function normalizeText(raw: string): string {
  return normalizeWhitespace(normalizeCharacters(raw));
}

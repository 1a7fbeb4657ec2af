import "server-only";

/**
 * Characters XML 1.0 forbids anywhere in a document. The `u` flag makes lone surrogates single code
 * points outside the allowed ranges, so they are matched (and removed) too.
 */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * XML 1.0 (5th ed.) Name, minus ":" — a colon would make namespace-aware parsers look for an
 * undeclared prefix, so such keys go through the `Entry Key="..."` form instead.
 */
const NAME_START =
  "A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF" +
  "\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD" +
  "\\u{10000}-\\u{EFFFF}";
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_CHAR}]*$`, "u");

/** Removes characters that would make the document ill-formed (DECISIONS 7). */
export function stripInvalidXmlChars(text: string): string {
  return text.replace(INVALID_XML_CHARS, "");
}

export function isXmlName(name: string): boolean {
  return XML_NAME.test(name);
}

/**
 * Escapes element text. CR is written as a reference because parsers normalise a literal CR to LF.
 */
export function escapeXmlText(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\r/g, "&#13;");
}

/** Escapes an attribute value; whitespace is referenced so attribute normalisation keeps it. */
export function escapeXmlAttr(text: string): string {
  return escapeXmlText(text).replace(/\t/g, "&#9;").replace(/\n/g, "&#10;");
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

type TAttrs = Record<string, string | undefined>;

/** One element; `content` is already-serialised XML (escape text with `escapeXmlText`). */
export function element(name: string, content: string, attrs: TAttrs = {}): string {
  const attrText = Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXmlAttr(value)}"`)
    .join("");
  return content === "" ? `<${name}${attrText}/>` : `<${name}${attrText}>${content}</${name}>`;
}

/** An element holding plain text. */
export function textElement(name: string, text: string, attrs: TAttrs = {}): string {
  return element(name, escapeXmlText(text), attrs);
}

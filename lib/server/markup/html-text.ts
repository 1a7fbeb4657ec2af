import "server-only";

import { stripInvalidXmlChars } from "./xml-text";

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return stripInvalidXmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const ALLOWED_TAGS = new Set(["em", "mark", "b"]);
/** After escaping, an allowed tag looks like `&lt;em&gt;` or `&lt;/em&gt;` (no attributes). */
const ESCAPED_TAG = /&lt;(\/?)([A-Za-z]+)&gt;/g;

/**
 * Highlighted text the service produced (`HtmlFullText`). Everything is escaped first, then bare
 * `<em>`, `<mark>` and `<b>` are re-allowed; tags are balanced so an unclosed `<b>` cannot bold the
 * rest of the page and a stray `</mark>` cannot close markup around it.
 */
export function sanitizeHighlight(html: string): string {
  const open: string[] = [];
  const body = escapeHtml(html).replace(ESCAPED_TAG, (whole, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return whole;
    if (slash === "") {
      open.push(name);
      return `<${name}>`;
    }
    if (open[open.length - 1] !== name) return "";
    open.pop();
    return `</${name}>`;
  });
  return (
    body +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join("")
  );
}

/**
 * An absolute http(s) URL, resolved against `base` when relative, or null. Anything else
 * (`javascript:`, `data:`) must never become a link.
 */
export function safeHttpUrl(raw: string | null | undefined, base?: string): string | null {
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

import "server-only";
import { Parser } from "htmlparser2";

// Feed content and extracted articles are HTML; the pipeline wants plain text with paragraph breaks
// kept (sentence splitting and quote detection rely on them), entities decoded and no script noise.

const BLOCK = new Set(
  (
    "address article aside blockquote dd details dialog div dl dt fieldset figcaption figure footer form " +
    "h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody thead tfoot tr ul"
  ).split(" "),
);
const LINE = new Set(["br", "td", "th"]);
const SKIP = new Set(["script", "style", "noscript", "template", "svg", "math", "iframe", "object", "head"]);

/** Converts an HTML document or fragment to plain text: blocks become paragraphs, `<br>` a line break. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let skipDepth = 0;
  let preDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIP.has(name)) skipDepth++;
        else if (name === "pre") preDepth++;
        if (BLOCK.has(name)) parts.push("\n\n");
        else if (LINE.has(name)) parts.push(name === "br" ? "\n" : " ");
      },
      onclosetag(name) {
        if (SKIP.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        else if (name === "pre") preDepth = Math.max(0, preDepth - 1);
        if (BLOCK.has(name)) parts.push("\n\n");
      },
      ontext(text) {
        if (skipDepth > 0) return;
        parts.push(preDepth > 0 ? text.replace(/\n/g, "\u2028") : text.replace(/\s+/g, " "));
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return normaliseText(parts.join("")).replace(/\u2028/g, "\n");
}

/** Trims each line, drops blank-space runs, keeps at most one empty line between paragraphs. */
export function normaliseText(text: string): string {
  return text
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

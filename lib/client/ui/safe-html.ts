/**
 * The API sends highlighted text as escaped HTML with a few tags (<em> around matches, <p> and <br>
 * in full texts). The app never injects that HTML: it parses it into this small tree, keeping only
 * the allowed tags and turning everything else into plain text.
 */

export const ALLOWED_TAGS = ["em", "b", "strong", "mark", "p", "br"] as const;
export type TAllowedTag = (typeof ALLOWED_TAGS)[number];

export type TSafeNode = string | { tag: TAllowedTag; children: TSafeNode[] };

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const isAllowed = (tag: string): tag is TAllowedTag => (ALLOWED_TAGS as readonly string[]).includes(tag);

/** Parses the HTML into text and allowed elements; unknown tags vanish (their text stays), attributes are dropped. */
export function parseSafeHtml(html: string): TSafeNode[] {
  const root: TSafeNode[] = [];
  const stack: { tag: TAllowedTag; children: TSafeNode[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  const pushText = (text: string) => {
    if (!text) return;
    const nodes = current();
    const last = nodes.at(-1);
    if (typeof last === "string") nodes[nodes.length - 1] = last + text;
    else nodes.push(text);
  };
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let at = 0;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    pushText(decodeEntities(html.slice(at, match.index)));
    at = match.index + match[0].length;
    const closing = match[1] === "/";
    const tag = match[2]!.toLowerCase();
    if (!isAllowed(tag)) continue;
    if (tag === "br") {
      if (!closing) current().push({ tag, children: [] });
    } else if (!closing) {
      const element = { tag, children: [] as TSafeNode[] };
      current().push(element);
      stack.push(element);
    } else {
      // Close the innermost open element of that tag (and anything left open inside it).
      const index = stack.map((e) => e.tag).lastIndexOf(tag);
      if (index >= 0) stack.length = index;
    }
  }
  pushText(decodeEntities(html.slice(at)));
  return root;
}

/** The plain text of parsed HTML (for titles and screen-reader labels). */
export function safeText(nodes: TSafeNode[]): string {
  return nodes.map((n) => (typeof n === "string" ? n : n.tag === "br" ? "\n" : safeText(n.children))).join("");
}

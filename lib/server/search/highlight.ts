import "server-only";

// ts_headline marks matches with these control characters; the text is escaped first and the
// marks become <em> afterwards, so nothing from a document can inject markup.
export const START_MARK = "\u0001";
export const STOP_MARK = "\u0002";
export const HEADLINE_MARKS = `StartSel=${START_MARK}, StopSel=${STOP_MARK}`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Matches that touch or are split only by a hyphen or spaces on one line become one mark: ts_headline
 * marks "COVID-19" (and "COVID -19") as "COVID" and "-19", which would read as two highlights.
 */
const JOINED = new RegExp(`${STOP_MARK}([ \\t\\u00a0]*-?[ \\t\\u00a0]*)${START_MARK}`, "g");

/** Escaped HTML with <em> around the marked matches and <p> per paragraph. */
export function marksToHtml(given: string, paragraphs = true): { html: string; highlighted: boolean } {
  const marked = given.replace(JOINED, "$1");
  const highlighted = marked.includes(START_MARK);
  const inline = (text: string) => escapeHtml(text).replaceAll(START_MARK, "<em>").replaceAll(STOP_MARK, "</em>");
  if (!paragraphs) return { html: inline(marked.replace(/\s+/g, " ").trim()), highlighted };
  const html = marked
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${inline(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return { html, highlighted };
}

/** Marks the given [start, end) spans of a text (entity mentions) like ts_headline marks words. */
export function markSpans(text: string, spans: [number, number][]): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end] of sorted) {
    if (start < at || end > text.length) continue;
    out += text.slice(at, start) + START_MARK + text.slice(start, end) + STOP_MARK;
    at = end;
  }
  return out + text.slice(at);
}

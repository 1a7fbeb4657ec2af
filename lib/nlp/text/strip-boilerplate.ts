import "server-only";

/*
 * Boilerplate found in the corpora and in common news pages. Works on paragraphs of
 * whitespace-normalised text.
 */

/** A heading that starts a trailing section to drop entirely (Wikinews, blogs, agency pages). */
const TRAILING_SECTION =
  /^(?:sources?|related (?:news|stories|articles|coverage)|see also|external links|references|share this(?: story| article)?:?|have an opinion on this story\?.*|more from .{1,40}|read more:?|you may also like:?)$/i;

/** Whole paragraphs that are never article text. */
const BOILERPLATE_PARAGRAPH = [
  /^(?:share|tweet|email|print|comments?)(?: this)?(?: \| (?:share|tweet|email|print|comments?))*:?$/i,
  /^(?:follow|like) us on (?:twitter|facebook|instagram)\b.{0,60}$/i,
  /^(?:click here|sign up|subscribe)\b.{0,100}$/i,
  /^(?:copyright|©|\(c\)) .{0,120}$/i,
  /^all rights reserved\.?$/i,
  /^advertisement$/i,
  /^\((?:reporting|writing|additional reporting) by [^)]{3,200}\)$/i, // Reuters online credits
  /^this article (?:features first-hand journalism|is a stub)\b.*$/i, // Wikinews templates
];

/**
 * A gallery caption ending in a photo credit ("Protestors wearing EU flags. Image: Garry Knight
 * (flickr).", "Sirhan in 1969 (Image: CDCR)") — Wikinews galleries; captions are not running text.
 */
const IMAGE_CAPTION = /(?:^|[\s.(])(?:Image|Photo|Picture|Credit|Photograph)s?: [^.]{2,120}\.?$/;
/** The credit ending a caption: "Image: Andrew Gray.", "(Image: Patrick Gillett)", "Image: X (flickr)." */
const CREDIT = /((?:Image|Photo|Picture|Credit|Photograph)s?): ([^.()]{2,120}?)\s*(?:\([^()]{1,30}\))?\)?\.?$/;

/**
 * The text without boilerplate paragraphs. Photo credits of the dropped captions are pushed to
 * `credits` when given ("Image: Andrew Gray"): they name photographers, who are entities too.
 */
export function stripBoilerplate(text: string, credits?: string[]): string {
  const paragraphs = text.split("\n\n");
  const kept: string[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    let paragraph = paragraphs[i]!;
    // Only in the second half: a short "Sources" paragraph at the top is more likely a heading of content.
    if (i >= paragraphs.length / 2 && i > 0 && TRAILING_SECTION.test(paragraph)) break;
    if (BOILERPLATE_PARAGRAPH.some((re) => re.test(paragraph))) continue;
    if (IMAGE_CAPTION.test(paragraph) && paragraph.length < 300) {
      const credit = CREDIT.exec(paragraph);
      if (credit && credits) credits.push(`${credit[1]}: ${credit[2]!.replace(/\s+/g, " ").trim()}`);
      continue;
    }
    paragraph = cleanTemplateDebris(paragraph);
    if (paragraph) kept.push(paragraph);
  }
  return kept.join("\n\n");
}

/** Rendered wiki templates and ticker markup that survive text extraction. */
function cleanTemplateDebris(paragraph: string): string {
  return (
    paragraph
      // Map legends: "██ Conservative Party - 365 seats"
      .replace(/^[█■▇▆◼⬛]+ ?/u, "")
      // Interviews: "((Wikinews))  What prompted…" → "Wikinews: What prompted…"
      .replace(/^\(\(([^()]{1,60})\)\) +/, "$1: ")
      // Language tags before foreign text: "((pl))Polish language: Prawo…" → "Prawo…"
      .replace(/\(\([a-z]{2,3}\)\)\s?(?:[A-Z][a-z]+ )+language: ?/g, "")
      // Reuters ticker symbols after company names: "British Petroleum Co Plc <BP>"
      .replace(/ ?<[A-Z][A-Z0-9.]{0,7}>/g, "")
      // Reuters angle-bracketed private company names: "<America First Fund Two> said"
      .replace(/<([A-Z][^<>]{2,80})>/g, "$1")
      .trim()
  );
}

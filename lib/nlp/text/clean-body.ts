import "server-only";

import { normalizeCharacters, normalizeWhitespace } from "./normalize-text";
import { stripBoilerplate } from "./strip-boilerplate";
import { stripDateline, stripSignOff } from "./strip-dateline";

export type TCleanBody = {
  text: string;
  dateline?: string;
  /** Photo credits of the captions dropped as boilerplate ("Image: Andrew Gray"); absent when none. */
  credits?: string[];
};

/**
 * The body text all NLP spans refer to: NFC, no control characters, paragraphs joined by "\n\n",
 * without the leading dateline, agency sign-off and page boilerplate.
 */
export function cleanBody(raw: string): TCleanBody {
  // Sign-offs are recognised by their own line, so they go before lines are joined.
  const normalized = normalizeWhitespace(stripSignOff(normalizeCharacters(raw)));
  const { text, dateline } = stripDateline(normalized);
  const credits: string[] = [];
  const cleaned = stripBoilerplate(text, credits);
  const out: TCleanBody = dateline ? { text: cleaned, dateline } : { text: cleaned };
  if (credits.length > 0) out.credits = credits;
  return out;
}

/** A title as analysed: same character cleanup as the body, one line, no ticker symbols ("<SRD>"). */
export function cleanTitle(raw: string): string {
  return normalizeCharacters(raw)
    .replace(/ ?<[A-Z][A-Z0-9.]{0,7}>/g, "")
    .replace(/<([^<>]{2,80})>/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

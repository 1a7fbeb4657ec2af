import "server-only";
import { DomainError } from "@/lib/server/errors";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findHighlightableDocument, headlineText } from "./data/document-text";
import { HEADLINE_MARKS, marksToHtml } from "./highlight";

const OPTIONS = `${HEADLINE_MARKS}, HighlightAll=true`;

/** A text as escaped HTML with the query's matches in <em>, whether any matched, and the query. */
export type THighlightedText = { html: string; highlighted: boolean; query: string };

/**
 * /v1/highlight: the words and phrases of a query highlighted in a stored document (docId) or in a
 * posted text. Returns escaped HTML with the matches in <em>.
 */
export async function highlightText(input: { q: string; docId?: string; text?: string }): Promise<THighlightedText> {
  const { textQuery } = await compileQuery(parseQuery(input.q));
  let text = input.text;
  let config = "english";
  if (input.docId) {
    const document = await findHighlightableDocument(BigInt(input.docId.replace(/^5_/, "")));
    if (!document) throw new DomainError("DOCUMENT_NOT_FOUND", `no document ${input.docId}`);
    text = document.body;
    config = document.ts_config;
  }
  if (text === undefined) throw new DomainError("MISSING_TEXT", "give docId, or POST the text to highlight");
  const marked = textQuery ? await headlineText(config, text, textQuery, OPTIONS) : text;
  const { html, highlighted } = marksToHtml(marked);
  return { html, highlighted, query: input.q };
}

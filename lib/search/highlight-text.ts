import "server-only";
import { db } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { compileQuery, parseQuery } from "@/lib/query";
import { HEADLINE_MARKS, marksToHtml } from "./highlight";

const OPTIONS = `${HEADLINE_MARKS}, HighlightAll=true`;

/**
 * /v1/highlight: the words and phrases of a query highlighted in a stored document (docId) or in a
 * posted text. Returns escaped HTML with the matches in <em>.
 */
export async function highlightText(input: { q: string; docId?: string; text?: string }) {
  const { textQuery } = await compileQuery(parseQuery(input.q));
  let text = input.text;
  let config = "english";
  if (input.docId) {
    const rows = await db().$queryRaw<{ body: string; ts_config: string }[]>`
      SELECT body, ts_config::text FROM documents WHERE id = ${BigInt(input.docId.replace(/^5_/, ""))}
        AND type <> 'Article Comment'`;
    if (!rows[0]) throw new DomainError("DOCUMENT_NOT_FOUND", `no document ${input.docId}`);
    text = rows[0].body;
    config = rows[0].ts_config;
  }
  if (text === undefined) throw new DomainError("MISSING_TEXT", "give docId, or POST the text to highlight");
  const marked = textQuery
    ? (
        await db().$queryRaw<{ marked: string }[]>`
        SELECT ts_headline(${config}::regconfig, ${text}, to_tsquery(${config}::regconfig, ${textQuery}), ${OPTIONS}) AS marked`
      )[0]!.marked
    : text;
  const { html, highlighted } = marksToHtml(marked);
  return { HtmlText: html, ContainsHighlightedTokens: highlighted, Description: input.q };
}

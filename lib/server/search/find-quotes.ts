import "server-only";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import { toEntitySummary, type TEntitySummary } from "@/lib/server/entities/entity-summary";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findQuotePage } from "./data/quotes";

export type TQuoteSearch = {
  q?: string;
  /** Only quotes this entity spoke. */
  speakerId?: bigint;
  allowQuotesFromSameDocument: boolean;
  /** Longest quote kept, in characters. */
  length?: number;
  preLength: number;
  postLength: number;
  pageSize: number;
  pageNumber: number;
  callerId: number;
};

/** A quote with the text around it, its document and its speaker (null when not recognised). */
export type TFoundQuote = {
  quote: string;
  preText: string;
  postText: string;
  document: TDocumentSummary;
  speaker: TEntitySummary | null;
  quotedAt: Date;
};

/**
 * Quotes from the documents matching q, newest first. speakerId keeps the quotes that entity spoke;
 * without allowQuotesFromSameDocument only a document's first quote (that passes the filters) is kept.
 * PreText keeps its last preLength characters and PostText its first postLength.
 */
export async function findQuotes(search: TQuoteSearch): Promise<TFoundQuote[]> {
  const compiled = await compileQuery(parseQuery(search.q));
  const rows = await findQuotePage({
    compiled,
    callerId: search.callerId,
    speakerId: search.speakerId,
    length: search.length,
    allowQuotesFromSameDocument: search.allowQuotesFromSameDocument,
    pageSize: search.pageSize,
    pageNumber: search.pageNumber,
  });
  return rows.map((row) => ({
    quote: row.quote,
    preText: search.preLength > 0 ? row.pre_text.slice(-search.preLength) : "",
    postText: row.post_text.slice(0, search.postLength),
    document: toDocumentSummary(row),
    speaker:
      row.speaker_id !== null
        ? toEntitySummary({
            id: row.speaker_id,
            type: row.speaker_type!,
            name: row.speaker_name!,
            slug: row.speaker_slug!,
            updated_at: row.speaker_updated_at!,
          })
        : null,
    quotedAt: row.quote_at,
  }));
}

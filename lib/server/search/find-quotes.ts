import "server-only";
import { now } from "@/lib/server/db/clock";
import { toDocumentItem } from "@/lib/server/documents/document-item";
import { toEntityItem } from "@/lib/server/entities/entity-item";
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
  origin: string;
};

/**
 * Quotes from the documents matching q, newest first. speakerId keeps the quotes that entity spoke;
 * without allowQuotesFromSameDocument only a document's first quote (that passes the filters) is kept.
 * PreText keeps its last preLength characters and PostText its first postLength.
 */
export async function findQuotes(search: TQuoteSearch) {
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
  return {
    Items: rows.map((row) => ({
      Quote: row.quote,
      PreText: search.preLength > 0 ? row.pre_text.slice(-search.preLength) : "",
      PostText: row.post_text.slice(0, search.postLength),
      SourceDocument: toDocumentItem(row, search.origin),
      ...(row.speaker_id !== null
        ? {
            Speaker: toEntityItem({
              id: row.speaker_id,
              type: row.speaker_type!,
              name: row.speaker_name!,
              slug: row.speaker_slug!,
              updated_at: row.speaker_updated_at!,
            }),
          }
        : {}),
      LastUpdated: row.quote_at,
    })),
    LastUpdated: now(),
  };
}

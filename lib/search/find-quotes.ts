import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItemRow,
} from "@/lib/documents/document-item";
import { toEntityItem } from "@/lib/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, parseQuery } from "@/lib/query";
import { commentVisibleSql } from "@/lib/users/user-groups";

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

type TRow = TDocumentItemRow & {
  quote: string;
  pre_text: string;
  post_text: string;
  quote_at: Date;
  speaker_id: string | null;
  speaker_type: string | null;
  speaker_name: string | null;
  speaker_slug: string | null;
  speaker_updated_at: Date | null;
};

/**
 * Quotes from the documents matching q, newest first. speakerId keeps the quotes that entity spoke;
 * without allowQuotesFromSameDocument only a document's first quote (that passes the filters) is kept.
 * PreText keeps its last preLength characters and PostText its first postLength.
 */
export async function findQuotes(search: TQuoteSearch) {
  const compiled = await compileQuery(parseQuery(search.q));
  const visible = Prisma.sql`AND ${commentVisibleSql(search.callerId)}`;
  const speaker =
    search.speakerId === undefined ? Prisma.empty : Prisma.sql`AND q.speaker_entity_id = ${search.speakerId}`;
  const length = search.length === undefined ? Prisma.empty : Prisma.sql`AND char_length(q.text) <= ${search.length}`;
  const firstOnly = search.allowQuotesFromSameDocument ? Prisma.empty : Prisma.sql`WHERE k.nth = 1`;
  const rows = await db().$queryRaw<TRow[]>`
    SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, k.text AS quote, k.pre_text, k.post_text, k.published_at AS quote_at,
      e.id AS speaker_id, e.type AS speaker_type, e.name AS speaker_name, e.slug AS speaker_slug, e.updated_at AS speaker_updated_at
    FROM (
      SELECT k.* FROM (
        SELECT q.*, row_number() OVER (PARTITION BY q.document_id ORDER BY q.start_offset, q.id) AS nth
        FROM quotes q JOIN documents d ON d.id = q.document_id
        WHERE ${compiled.where} ${visible} ${speaker} ${length}
      ) k ${firstOnly}
      ORDER BY k.published_at DESC, k.id DESC
      LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}
    ) k
    JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = k.document_id
    LEFT JOIN entities e ON e.id = k.speaker_entity_id
    ORDER BY k.published_at DESC, k.id DESC`;
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

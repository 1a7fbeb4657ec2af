import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TNullable, TRowAs } from "@/lib/server/db/table-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TCompiledQuery } from "@/lib/server/query-language";
import { commentVisibleSql } from "@/lib/server/users/user-groups";

/** A quote with its source document's item columns and its speaker (when one was recognised). */
export type TQuoteRow = TDocumentItemRow &
  TRowAs<"quotes", { quote: "text"; pre_text: "pre_text"; post_text: "post_text"; quote_at: "published_at" }> &
  TNullable<
    TRowAs<
      "entities",
      {
        speaker_id: "id";
        speaker_type: "type";
        speaker_name: "name";
        speaker_slug: "slug";
        speaker_updated_at: "updated_at";
      }
    >
  >;

export type TQuotePageRequest = {
  compiled: TCompiledQuery;
  callerId: number;
  speakerId?: bigint;
  /** Longest quote kept, in characters. */
  length?: number;
  /** Without it only a document's first quote (that passes the filters) is kept. */
  allowQuotesFromSameDocument: boolean;
  pageSize: number;
  pageNumber: number;
};

/** One page of the quotes in the visible documents matching the compiled query, newest first. */
export async function findQuotePage(search: TQuotePageRequest): Promise<TQuoteRow[]> {
  const visible = Prisma.sql`AND ${commentVisibleSql(search.callerId)}`;
  const speaker =
    search.speakerId === undefined ? Prisma.empty : Prisma.sql`AND q.speaker_entity_id = ${search.speakerId}`;
  const length = search.length === undefined ? Prisma.empty : Prisma.sql`AND char_length(q.text) <= ${search.length}`;
  const firstOnly = search.allowQuotesFromSameDocument ? Prisma.empty : Prisma.sql`WHERE k.nth = 1`;
  return sqlRows<TQuoteRow>(Prisma.sql`
    SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)}, k.text AS quote, k.pre_text, k.post_text, k.published_at AS quote_at,
      e.id AS speaker_id, e.type AS speaker_type, e.name AS speaker_name, e.slug AS speaker_slug, e.updated_at AS speaker_updated_at
    FROM (
      SELECT k.* FROM (
        SELECT q.*, row_number() OVER (PARTITION BY q.document_id ORDER BY q.start_offset, q.id) AS nth
        FROM quotes q JOIN documents d ON d.id = q.document_id
        WHERE ${search.compiled.where} ${visible} ${speaker} ${length}
      ) k ${firstOnly}
      ORDER BY k.published_at DESC, k.id DESC
      LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}
    ) k
    JOIN ${Prisma.raw(DOCUMENT_ITEM_FROM)} ON d.id = k.document_id
    LEFT JOIN entities e ON e.id = k.speaker_entity_id
    ORDER BY k.published_at DESC, k.id DESC`);
}

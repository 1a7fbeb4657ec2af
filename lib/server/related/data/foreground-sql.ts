import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TCompiledQuery } from "@/lib/server/query-language";
import { commentVisibleSql } from "@/lib/server/users/user-groups";

/**
 * `SELECT d.id FROM documents d …`: the documents matching the compiled query that the caller may see
 * (comments only for their author), all of them or, with a sample size, the newest `sample` (found by
 * walking the publication-date index, cheap for broad queries). For use as a MATERIALIZED CTE by the
 * counting functions of this folder.
 */
export function foregroundDocumentsSql(compiled: TCompiledQuery, callerId: number, sample?: number): Prisma.Sql {
  const visible = commentVisibleSql(callerId);
  const newest =
    sample !== undefined ? Prisma.sql`ORDER BY d.published_at DESC, d.id DESC LIMIT ${sample}` : Prisma.empty;
  return Prisma.sql`SELECT d.id FROM documents d WHERE ${compiled.where} AND ${visible} ${newest}`;
}

/** `SELECT … AS id` of documents already listed by id. */
export function listedDocumentsSql(ids: number[]): Prisma.Sql {
  return Prisma.sql`SELECT unnest(${ids}::int8[]) AS id`;
}

/**
 * `(document_id, entity_id)` of the mentions in the documents of a CTE named `f` (column `id`). Per
 * document by the primary key (index-only scans that skip the wide mention rows; OFFSET 0 keeps the
 * planner from flattening the lateral subquery into a scan of the whole table), unless `f` is the
 * whole corpus, which is cheaper to scan once.
 */
export function foregroundMentions(wholeCorpus: boolean): Prisma.Sql {
  if (wholeCorpus) return Prisma.sql`SELECT m.document_id, m.entity_id FROM mentions m JOIN f ON f.id = m.document_id`;
  return Prisma.sql`SELECT f.id AS document_id, m.entity_id FROM f
    CROSS JOIN LATERAL (SELECT m.entity_id FROM mentions m WHERE m.document_id = f.id OFFSET 0) m`;
}

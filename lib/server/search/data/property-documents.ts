import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, type TDocumentItemRow } from "@/lib/server/documents/document-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { commentVisibleSql } from "@/lib/server/users/user-groups";

export type TDocumentPageOf = { pageSize: number; pageNumber: number; callerId: number };

/**
 * Visible documents whose property `name` (a key of documents.properties) equals `value`: a text property
 * matches case-insensitively, a number or boolean by its text, and an array when one of its text or
 * number elements matches. One page, newest first, and the count of all.
 */
export async function findDocumentsByProperty(page: TDocumentPageOf, name: string, value: string) {
  const property = Prisma.sql`d.properties -> ${name}`;
  return findDocumentsWhere(
    page,
    Prisma.sql`(
      (jsonb_typeof(${property}) IN ('string', 'number', 'boolean') AND lower(${property} #>> '{}') = lower(${value}))
      OR (jsonb_typeof(${property}) = 'array' AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(${property}) v
        WHERE jsonb_typeof(v) IN ('string', 'number') AND lower(v #>> '{}') = lower(${value}))))`,
  );
}

/** Visible documents a provider delivered under one reference (provider matched case-insensitively). */
export async function findDocumentsByProvider(page: TDocumentPageOf, provider: string, reference: string) {
  return findDocumentsWhere(page, Prisma.sql`lower(d.provider) = lower(${provider}) AND d.provider_ref = ${reference}`);
}

async function findDocumentsWhere(
  page: TDocumentPageOf,
  where: Prisma.Sql,
): Promise<{ rows: TDocumentItemRow[]; total: number }> {
  const visible = Prisma.sql`AND ${commentVisibleSql(page.callerId)}`;
  const [rows, total] = await Promise.all([
    sqlRows<TDocumentItemRow>(Prisma.sql`
      SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)} FROM ${Prisma.raw(DOCUMENT_ITEM_FROM)}
      WHERE ${where} ${visible}
      ORDER BY d.published_at DESC, d.id DESC
      LIMIT ${page.pageSize} OFFSET ${page.pageSize * page.pageNumber}`),
    sqlRows<{ n: number }>(Prisma.sql`SELECT count(*)::int AS n FROM documents d WHERE ${where} ${visible}`),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

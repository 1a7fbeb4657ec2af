import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import {
  DOCUMENT_ITEM_COLUMNS,
  DOCUMENT_ITEM_FROM,
  toDocumentItem,
  type TDocumentItemRow,
} from "@/lib/documents/document-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { commentVisibleSql } from "@/lib/users/user-groups";

export type TDocumentLookup = { pageSize: number; pageNumber: number; callerId: number; origin: string };

/**
 * Documents whose property `name` (a key of documents.properties) equals `value`: a text property
 * matches case-insensitively, a number or boolean by its text, and an array when one of its text or
 * number elements matches (Reuters `places` = `usa`). Newest first.
 */
export async function findByProperty(input: TDocumentLookup & { name: string; value: string }) {
  const property = Prisma.sql`d.properties -> ${input.name}`;
  return findWhere(
    input,
    Prisma.sql`(
      (jsonb_typeof(${property}) IN ('string', 'number', 'boolean') AND lower(${property} #>> '{}') = lower(${input.value}))
      OR (jsonb_typeof(${property}) = 'array' AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(${property}) v
        WHERE jsonb_typeof(v) IN ('string', 'number') AND lower(v #>> '{}') = lower(${input.value}))))`,
  );
}

/** The documents a provider delivered under one reference (provider matched case-insensitively). */
export async function findByProvider(input: TDocumentLookup & { provider: string; reference: string }) {
  return findWhere(
    input,
    Prisma.sql`lower(d.provider) = lower(${input.provider}) AND d.provider_ref = ${input.reference}`,
  );
}

async function findWhere(input: TDocumentLookup, where: Prisma.Sql) {
  const visible = Prisma.sql`AND ${commentVisibleSql(input.callerId)}`;
  const [rows, total] = await Promise.all([
    db().$queryRaw<TDocumentItemRow[]>`
      SELECT ${Prisma.raw(DOCUMENT_ITEM_COLUMNS)} FROM ${Prisma.raw(DOCUMENT_ITEM_FROM)}
      WHERE ${where} ${visible}
      ORDER BY d.published_at DESC, d.id DESC
      LIMIT ${input.pageSize} OFFSET ${input.pageSize * input.pageNumber}`,
    db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM documents d WHERE ${where} ${visible}`,
  ]);
  // A document list like /search/documents: ResultList with TotalCount in XML, atom10 and html too.
  return {
    TotalCount: total[0]?.n ?? 0,
    Items: rows.map((row) => toDocumentItem(row, input.origin)),
    LastUpdated: now(),
  };
}

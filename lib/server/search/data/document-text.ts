import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TRow } from "@/lib/server/db/table-rows";

/** A found document's text and display fields, with the query's matches marked when a query is given. */
export type TDocumentTextRow = TRow<
  "documents",
  "id" | "body" | "updated_at" | "title" | "publisher" | "published_at" | "source_url"
> & { full: string | null; teaser: string | null; image: string | null };

/**
 * The documents' text with ts_headline marks: `full` (the whole text, when fullTq is given) and `teaser`
 * (the best fragments, when teaserTq is given), each with the given ts_headline options.
 */
export async function findDocumentTexts(
  ids: string[],
  highlight: { fullTq: string | null; fullOptions: string; teaserTq: string | null; teaserOptions: string },
): Promise<TDocumentTextRow[]> {
  const { fullTq, fullOptions, teaserTq, teaserOptions } = highlight;
  return sqlRows<TDocumentTextRow>(Prisma.sql`
    SELECT d.id::text AS id, d.body, d.updated_at, d.properties->>'image' AS image, d.title, d.publisher,
      d.published_at, d.source_url,
      CASE WHEN ${fullTq}::text IS NULL THEN NULL ELSE ts_headline(d.ts_config, d.body, to_tsquery(d.ts_config, ${fullTq}), ${fullOptions}) END AS full,
      CASE WHEN ${teaserTq}::text IS NULL THEN NULL ELSE ts_headline(d.ts_config, d.body, to_tsquery(d.ts_config, ${teaserTq}), ${teaserOptions}) END AS teaser
    FROM documents d WHERE d.id = ANY(${ids.map(BigInt)}::int8[])`);
}

/**
 * The mention spans of the given entities in the given documents, per document id: entities given by id,
 * or by type and alias key (nameKey of the name).
 */
export async function findMentionSpans(
  ids: string[],
  entities: { entityIds: bigint[]; types: string[]; keys: string[] },
): Promise<Map<string, [number, number][]>> {
  const rows = await sqlRows<TRow<"mentions", "document_id"> & { spans: [number, number][] }>(Prisma.sql`
    SELECT m.document_id::text AS document_id, m.spans FROM mentions m
    WHERE m.document_id = ANY(${ids.map(BigInt)}::int8[]) AND (
      m.entity_id = ANY(${entities.entityIds}::int8[]) OR m.entity_id IN (
        SELECT a.entity_id FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
        JOIN unnest(${entities.types}::text[], ${entities.keys}::text[]) AS k(type, key)
          ON e.type = k.type AND a.alias_key = k.key))`);
  const spans = new Map<string, [number, number][]>();
  for (const row of rows) spans.set(row.document_id, [...(spans.get(row.document_id) ?? []), ...row.spans]);
  return spans;
}

/** A stored document's text and text-search configuration, unless it is an Article Comment. */
export async function findHighlightableDocument(
  id: bigint,
): Promise<(TRow<"documents", "body"> & { ts_config: string }) | undefined> {
  const rows = await sqlRows<TRow<"documents", "body"> & { ts_config: string }>(Prisma.sql`
    SELECT body, ts_config::text FROM documents WHERE id = ${id}
      AND type <> 'Article Comment'`);
  return rows[0];
}

/** The text with the query's matches marked by ts_headline (in the given configuration and options). */
export async function headlineText(config: string, text: string, textQuery: string, options: string): Promise<string> {
  return (
    await sqlRows<{ marked: string }>(Prisma.sql`
        SELECT ts_headline(${config}::regconfig, ${text}, to_tsquery(${config}::regconfig, ${textQuery}), ${options}) AS marked`)
  )[0]!.marked;
}

import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { pool } from "@/lib/server/db/pool";
import type { TRow, TRowAs } from "@/lib/server/db/table-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { foregroundMentions } from "./foreground-sql";

/** The ids of the foreground documents (`ids`: a `SELECT … AS id` from foreground-sql.ts). */
export async function listForegroundDocuments(ids: Prisma.Sql): Promise<number[]> {
  const { rows } = await pool().query<{ ids: string | null }>(
    Prisma.sql`SELECT string_agg(f.id::text, ',') AS ids FROM (${ids}) f`,
  );
  return rows[0]?.ids ? rows[0].ids.split(",").map(Number) : [];
}

/**
 * Every mention of the foreground documents aggregated in PostgreSQL: documents per entity, the number of
 * foreground documents and, with `list`, their ids.
 */
export async function countForegroundEntitiesInSql(
  ids: Prisma.Sql,
  wholeCorpus: boolean,
  list: boolean,
): Promise<{ foreground: number; counts: { id: string; a: number }[]; documentIds: number[] | undefined }> {
  // Tens of thousands of rows for a broad query: aggregated to one row per entity in SQL.
  const { rows } = await pool().query<{ id: string; a: number; ids: string | null }>(
    Prisma.sql`
      WITH f AS MATERIALIZED (${ids})
      SELECT fm.entity_id::text AS id, count(*)::int AS a, NULL::text AS ids
      FROM (${foregroundMentions(wholeCorpus)}) fm GROUP BY fm.entity_id
      UNION ALL SELECT '', count(*)::int, CASE WHEN ${list} THEN string_agg(f.id::text, ',') END FROM f`,
  );
  const total = rows.find((r) => r.id === "");
  return {
    foreground: total?.a ?? 0,
    counts: rows.filter((r) => r.id !== "").map((r) => ({ id: r.id, a: r.a })),
    documentIds: total?.ids ? total.ids.split(",").map(Number) : list ? [] : undefined,
  };
}

/** Counted rows of a foreground query: one per item (id, type, name, a) and one with id '' holding f. */
export type TCountedRow = { id: string; type: string; name: string; a: number };

/**
 * For each given entity (with its type), the foreground documents that mention it (0 when none), and a
 * row with id '' holding the number of foreground documents.
 */
export async function countGivenEntitiesIn(
  ids: Prisma.Sql,
  entityIds: bigint[],
): Promise<(TRow<"entities", "id" | "type"> & { a: number })[]> {
  return sqlRows<TRow<"entities", "id" | "type"> & { a: number }>(Prisma.sql`
      WITH f AS MATERIALIZED (${ids})
      SELECT e.id::text AS id, e.type, coalesce(g.a, 0)::int AS a FROM entities e
      LEFT JOIN (
        SELECT m.entity_id, count(*)::int AS a FROM mentions m
        WHERE m.entity_id = ANY(${entityIds}::int8[]) AND m.document_id IN (SELECT id FROM f)
        GROUP BY m.entity_id
      ) g ON g.entity_id = e.id
      WHERE e.id = ANY(${entityIds}::int8[])
      UNION ALL SELECT '', '', count(*)::int FROM f`);
}

/** The foreground documents per document term (id `<kind>|<term>`) of the given kinds, and the '' row. */
export async function countTermsIn(ids: Prisma.Sql, kinds: string[]): Promise<TCountedRow[]> {
  return sqlRows<TCountedRow>(Prisma.sql`
      WITH f AS MATERIALIZED (${ids})
      SELECT t.kind || '|' || t.term AS id, t.kind AS type, t.term AS name, count(*)::int AS a
      FROM document_terms t JOIN f ON f.id = t.document_id
      WHERE t.kind = ANY(${kinds}::text[])
      GROUP BY t.kind, t.term
      UNION ALL SELECT '', '', '', count(*)::int FROM f`);
}

/** The foreground documents per topic (of the given types; all when none), and the '' row. */
export async function countTopicsIn(ids: Prisma.Sql, types: string[] | undefined): Promise<TCountedRow[]> {
  const typeFilter = types?.length ? Prisma.sql`WHERE t.type = ANY(${types}::text[])` : Prisma.empty;
  return sqlRows<TCountedRow>(Prisma.sql`
      WITH f AS MATERIALIZED (${ids})
      SELECT g.topic_id::text AS id, t.type, t.name, g.a FROM (
        SELECT dt.topic_id, count(*)::int AS a FROM document_topics dt JOIN f ON f.id = dt.document_id GROUP BY dt.topic_id
      ) g JOIN topics t ON t.id = g.topic_id ${typeFilter}
      UNION ALL SELECT '', '', '', count(*)::int FROM f`);
}

/** How an entity stands out in a document: mentions, salience, a mention in the title, its first offset. */
export type TMentionWeight = TRowAs<
  "mentions",
  { id: "entity_id"; n: "count"; salience: "salience"; in_title: "in_title"; first: "first_offset" }
>;

/** The mentions of the given documents with their weights (one row per document and entity). */
export async function findMentionWeights(ids: Prisma.Sql): Promise<TMentionWeight[]> {
  return sqlRows<TMentionWeight>(Prisma.sql`
    SELECT m.entity_id::text AS id, m.count AS n, m.salience::float8 AS salience, m.in_title, m.first_offset AS first
    FROM mentions m WHERE m.document_id IN (${ids})`);
}

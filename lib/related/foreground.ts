import "server-only";
import { commentVisibleSql } from "@/lib/users/user-groups";
import { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, entityTermsOf, parseQuery, type TQuery } from "@/lib/query";
import { db } from "@/lib/db/client";

/** accuracy: every document matching the query (default). speed: the SPEED_SAMPLE newest of them. */
export const OPTIMIZATIONS = ["accuracy", "speed"] as const;
export type TOptimization = (typeof OPTIMIZATIONS)[number];
export const SPEED_SAMPLE = 1000;

export type TForegroundInput = { q?: string; optimization: TOptimization; callerId: number };

export type TForeground = {
  /** `SELECT d.id FROM documents d …`: the foreground documents, for use as a MATERIALIZED CTE. */
  ids: Prisma.Sql;
  query: TQuery;
  /** No query and every document: the foreground stands for the corpus, so there is nothing to compare. */
  wholeCorpus: boolean;
};

/**
 * The documents a query's statistics are computed over: those matching q (the query language), that
 * the caller may see (comments only for their author), all of them or, with `speed`, the newest
 * SPEED_SAMPLE (found by walking the publication-date index, cheap for broad queries).
 */
export async function foregroundOf(input: TForegroundInput): Promise<TForeground> {
  const query = parseQuery(input.q);
  const compiled = await compileQuery(query);
  const visible = commentVisibleSql(input.callerId);
  const sample =
    input.optimization === "speed"
      ? Prisma.sql`ORDER BY d.published_at DESC, d.id DESC LIMIT ${SPEED_SAMPLE}`
      : Prisma.empty;
  return {
    ids: Prisma.sql`SELECT d.id FROM documents d WHERE ${compiled.where} AND ${visible} ${sample}`,
    query,
    wholeCorpus: !query && input.optimization === "accuracy",
  };
}

/**
 * The entity ids a query asks for (positive `<type>:<name>`, `name[Type]` and `itemref:` terms),
 * resolved like the compiler does (by name or alias of that type).
 */
export async function queryEntityIds(query: TQuery): Promise<Set<string>> {
  const terms = entityTermsOf(query).filter((t) => !t.negated);
  const ids = new Set<string>();
  for (const term of terms) if (term.by === "id") ids.add(String(term.entityId));
  const named = terms.filter((t) => t.by === "name");
  if (named.length === 0) return ids;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT DISTINCT a.entity_id::text AS id
    FROM entity_aliases a JOIN entities e ON e.id = a.entity_id
    JOIN unnest(${named.map((t) => t.type)}::text[], ${named.map((t) => t.key)}::text[]) AS k(type, key)
      ON e.type = k.type AND a.alias_key = k.key`;
  for (const row of rows) ids.add(row.id);
  return ids;
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

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { compileQuery, entityTermsOf, parseQuery, type TQuery } from "@/lib/server/query-language";
import { foregroundDocumentsSql } from "./data/foreground-sql";
import { findEntityIdsByAlias } from "./data/related-entities";

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
  const sample = input.optimization === "speed" ? SPEED_SAMPLE : undefined;
  return {
    ids: foregroundDocumentsSql(compiled, input.callerId, sample),
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
  const found = await findEntityIdsByAlias(
    named.map((t) => t.type),
    named.map((t) => t.key),
  );
  for (const id of found) ids.add(id);
  return ids;
}

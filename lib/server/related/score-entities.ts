import "server-only";
import { toEntitySummary, type TEntitySummary } from "@/lib/server/entities/entity-summary";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TQuery } from "@/lib/server/query-language";
import { backgroundFrequencies } from "./background-frequencies";
import { countForeground, type TCounting } from "./count-foreground";
import { listedDocumentsSql } from "./data/foreground-sql";
import { findActiveEntityTypes, findEntityItemRows } from "./data/related-entities";
import { foregroundOf, queryEntityIds, type TForegroundInput } from "./foreground";
import { rankByCount, rankBySignificance, roundScore, type TScored } from "./significance";

export type TEntityScoring = TForegroundInput & {
  /** Entity types to consider (canonical spelling); all when absent. */
  types?: readonly string[];
  /** Leave out the entities the query itself names (they are in every foreground document). */
  excludeQueryEntities: boolean;
  /** relevance: by significance (default); count: by foreground document count. */
  sortBy?: "relevance" | "count";
  /** Also return the ids of the foreground documents, for a second query over the same documents. */
  withDocumentIds?: boolean;
  /** In the in-memory mention index (default) or in SQL: the same counts (count-foreground.ts). */
  counting?: TCounting;
};

export type TEntityScores = {
  ranked: TScored[];
  foreground: number;
  query: TQuery;
  queryEntities: Set<string>;
  /**
   * With `withDocumentIds`: the foreground documents again (a `SELECT … AS id`), without searching
   * again, and their ids when they were listed.
   */
  documents?: { ids: Prisma.Sql; list?: number[] };
  /** How the foreground was counted. */
  counting: TCounting;
};

/**
 * Every entity of the foreground documents with a = its foreground documents, b = its corpus
 * documents and its signed G² significance (see significance.ts), best first.
 */
export async function scoreEntities(input: TEntityScoring): Promise<TEntityScores> {
  const fg = await foregroundOf(input);
  const [counted, background, queryEntities] = await Promise.all([
    countForeground(fg, { counting: input.counting, listDocuments: Boolean(input.withDocumentIds) }),
    backgroundFrequencies("entities"),
    queryEntityIds(fg.query),
  ]);
  const typeOf = await typesOf(counted.counts, background.types);
  const wanted = input.types?.length ? new Set(input.types) : undefined;
  const counts = counted.counts.flatMap((r) => {
    const type = typeOf(r.id);
    if (!type || (wanted && !wanted.has(type))) return [];
    if (input.excludeQueryEntities && queryEntities.has(r.id)) return [];
    return [{ id: r.id, type, a: r.a }];
  });
  const ranked = rankBySignificance(counts, counted.foreground, background, fg.wholeCorpus);
  const list = counted.documentIds;
  const documents = input.withDocumentIds ? { ids: list ? listedDocumentsSql(list) : fg.ids, list } : undefined;
  return {
    ranked: input.sortBy === "count" ? rankByCount(ranked) : ranked,
    foreground: counted.foreground,
    query: fg.query,
    queryEntities,
    documents,
    counting: counted.counting,
  };
}

/** Types of active entities: from the background, and from the table for entities newer than it. */
async function typesOf(
  rows: { id: string }[],
  known: Map<string, string>,
): Promise<(id: string) => string | undefined> {
  const missing = rows.filter((r) => !known.has(r.id)).map((r) => BigInt(r.id));
  if (missing.length === 0) return (id) => known.get(id);
  const found = await findActiveEntityTypes(missing);
  const fresh = new Map(found.map((r) => [r.id, r.type]));
  return (id) => known.get(id) ?? fresh.get(id);
}

/** How relevant an item is: the signed G² score, the foreground and the corpus documents with it. */
export type TRelevance = { score: number; documentCount: number; backgroundDocumentCount: number };

/** An entity with its relevance to the query's documents. */
export type TScoredEntity = TEntitySummary & { relevance: TRelevance };

/** The scored entities that are still active, in the given order, with their relevance. */
export async function scoredEntities(scored: TScored[]): Promise<TScoredEntity[]> {
  if (scored.length === 0) return [];
  const rows = await findEntityItemRows(scored.map((s) => BigInt(s.id)));
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return scored.flatMap((s) => {
    const row = byId.get(s.id);
    return row ? [{ ...toEntitySummary(row), relevance: relevanceOf(s) }] : [];
  });
}

/** The relevance of a scored item (the spec's Extras.Relevance). */
export const relevanceOf = (s: TScored): TRelevance => ({
  score: roundScore(s.score),
  documentCount: s.a,
  backgroundDocumentCount: s.b,
});

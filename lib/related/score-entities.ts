import "server-only";
import { db } from "@/lib/db/client";
import { pool } from "@/lib/db/pool";
import { toEntityItem, type TEntityItemRow } from "@/lib/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TQuery } from "@/lib/query";
import { backgroundFrequencies } from "./background-frequencies";
import { foregroundMentions, foregroundOf, queryEntityIds, type TForegroundInput } from "./foreground";
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
};

export type TEntityScores = {
  ranked: TScored[];
  foreground: number;
  query: TQuery;
  queryEntities: Set<string>;
  /** With `withDocumentIds`: the foreground documents again (a `SELECT … AS id`), without searching again. */
  documents?: { ids: Prisma.Sql };
};

type TRow = { id: string; a: number; ids: string[] | null };

/**
 * Every entity of the foreground documents with a = its foreground documents, b = its corpus
 * documents and its signed G² significance (see significance.ts), best first.
 */
export async function scoreEntities(input: TEntityScoring): Promise<TEntityScores> {
  const { ids, query, wholeCorpus } = await foregroundOf(input);
  // The whole corpus is better filtered again than listed.
  const listIds = Boolean(input.withDocumentIds) && !wholeCorpus;
  const [rows, background, queryEntities] = await Promise.all([
    // Through pg directly: tens of thousands of rows for a broad query, which Prisma decodes slowly.
    pool()
      .query<TRow>(
        Prisma.sql`
          WITH f AS MATERIALIZED (${ids})
          SELECT fm.entity_id::text AS id, count(*)::int AS a, NULL::text[] AS ids
          FROM (${foregroundMentions(wholeCorpus)}) fm GROUP BY fm.entity_id
          UNION ALL SELECT '', count(*)::int, CASE WHEN ${listIds} THEN array_agg(f.id)::text[] END FROM f`,
      )
      .then((result) => result.rows),
    backgroundFrequencies("entities"),
    queryEntityIds(query),
  ]);
  const total = rows.find((r) => r.id === "");
  const foreground = total?.a ?? 0;
  const typeOf = await typesOf(
    rows.filter((r) => r.id !== ""),
    background.types,
  );
  const wanted = input.types?.length ? new Set(input.types) : undefined;
  const counts = rows.flatMap((r) => {
    const type = typeOf(r.id);
    if (r.id === "" || !type || (wanted && !wanted.has(type))) return [];
    if (input.excludeQueryEntities && queryEntities.has(r.id)) return [];
    return [{ id: r.id, type, a: r.a }];
  });
  const ranked = rankBySignificance(counts, foreground, background, wholeCorpus);
  const listed = Prisma.sql`SELECT unnest(${total?.ids ?? []}::int8[]) AS id`;
  const documents = input.withDocumentIds ? { ids: listIds ? listed : ids } : undefined;
  return {
    ranked: input.sortBy === "count" ? rankByCount(ranked) : ranked,
    foreground,
    query,
    queryEntities,
    documents,
  };
}

/** Types of active entities: from the background, and from the table for entities newer than it. */
async function typesOf(
  rows: { id: string }[],
  known: Map<string, string>,
): Promise<(id: string) => string | undefined> {
  const missing = rows.filter((r) => !known.has(r.id)).map((r) => BigInt(r.id));
  if (missing.length === 0) return (id) => known.get(id);
  const found = await db().$queryRaw<{ id: string; type: string }[]>`
    SELECT id::text AS id, type FROM entities WHERE id = ANY(${missing}::int8[]) AND status = 'active'`;
  const fresh = new Map(found.map((r) => [r.id, r.type]));
  return (id) => known.get(id) ?? fresh.get(id);
}

/** Entity items for scored entities, in the given order, with Extras.Relevance. */
export async function scoredEntityItems(scored: TScored[]) {
  if (scored.length === 0) return [];
  const rows = await db().$queryRaw<TEntityItemRow[]>`
    SELECT e.id::text AS id, e.type, e.name, e.slug, e.updated_at FROM entities e
    WHERE e.id = ANY(${scored.map((s) => BigInt(s.id))}::int8[])`;
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return scored.flatMap((s) => {
    const row = byId.get(s.id);
    return row ? [{ ...toEntityItem(row), Extras: { Relevance: relevanceOf(s) } }] : [];
  });
}

/** Extras.Relevance: the signed G² score, the foreground and the corpus documents with the entity. */
export const relevanceOf = (s: TScored) => ({
  Score: roundScore(s.score),
  DocumentCount: s.a,
  BackgroundDocumentCount: s.b,
});

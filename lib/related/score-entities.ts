import "server-only";
import { db } from "@/lib/db/client";
import { toEntityItem, type TEntityItemRow } from "@/lib/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TQuery } from "@/lib/query";
import { backgroundFrequencies } from "./background-frequencies";
import { foregroundOf, queryEntityIds, type TForegroundInput } from "./foreground";
import { rankByCount, rankBySignificance, roundScore, type TScored } from "./significance";

export type TEntityScoring = TForegroundInput & {
  /** Entity types to consider (canonical spelling); all when absent. */
  types?: readonly string[];
  /** Leave out the entities the query itself names (they are in every foreground document). */
  excludeQueryEntities: boolean;
  /** relevance: by significance (default); count: by foreground document count. */
  sortBy?: "relevance" | "count";
};

export type TEntityScores = { ranked: TScored[]; foreground: number; query: TQuery; queryEntities: Set<string> };

/**
 * Every entity of the foreground documents with a = its foreground documents, b = its corpus
 * documents and its signed G² significance (see significance.ts), best first.
 */
export async function scoreEntities(input: TEntityScoring): Promise<TEntityScores> {
  const { ids, query, wholeCorpus } = await foregroundOf(input);
  const typeFilter = input.types?.length ? Prisma.sql`AND e.type = ANY(${[...input.types]}::text[])` : Prisma.empty;
  const [rows, background, queryEntities] = await Promise.all([
    db().$queryRaw<{ id: string; type: string; a: number }[]>`
      WITH f AS MATERIALIZED (${ids})
      SELECT g.entity_id::text AS id, e.type, g.a FROM (
        SELECT m.entity_id, count(*)::int AS a FROM mentions m JOIN f ON f.id = m.document_id GROUP BY m.entity_id
      ) g JOIN entities e ON e.id = g.entity_id
      WHERE e.status = 'active' ${typeFilter}
      UNION ALL SELECT '', '', count(*)::int FROM f`,
    backgroundFrequencies("entities"),
    queryEntityIds(query),
  ]);
  const foreground = rows.find((r) => r.id === "")?.a ?? 0;
  const counts = rows.filter((r) => r.id !== "" && !(input.excludeQueryEntities && queryEntities.has(r.id)));
  const ranked = rankBySignificance(counts, foreground, background, wholeCorpus);
  return { ranked: input.sortBy === "count" ? rankByCount(ranked) : ranked, foreground, query, queryEntities };
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

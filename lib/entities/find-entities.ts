import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import { Prisma } from "@/lib/generated/prisma/client";
import { toEntityItem, type TEntityItemRow } from "./entity-item";
import { withEntityExtras, type TEntityExtra } from "./entity-extras";
import { nameKey } from "./entity-keys";
import { readEntityQuery } from "./entity-query";

export const ENTITY_SORTS = ["relevance", "name", "documentcount", "lastmentioned"] as const;
export type TEntitySort = (typeof ENTITY_SORTS)[number];

/** Match tiers: a better kind of match always outranks a worse one; popularity orders within a tier. */
export const MATCH_TIERS = { exact: 3, prefix: 2, word: 1.5 } as const;
/**
 * A close spelling must really be close: trigram similarity above 0.5 (Iran/Iraq 0.43 and Australia/Austria
 * 0.5 are different places; a typo in a longer name such as Pelosy/Pelosi, 0.56, is a close spelling). It
 * ranks below every exact, prefix and word match, whatever the popularity.
 */
export const FUZZY_MIN_SIMILARITY = 0.55;
/** Each matching rule contributes at most this many candidates (a one-letter prefix matches thousands). */
export const CANDIDATE_LIMIT = 2000;

export type TEntitySearch = {
  q?: string;
  types?: string[];
  pageSize: number;
  pageNumber: number;
  sortBy: TEntitySort;
  rel?: number;
  extras: readonly TEntityExtra[];
  callerId: number;
  origin: string;
};

type TRow = TEntityItemRow & { doc_count: number; score: number; relevance: number; total: bigint };

/**
 * Entity search over names and aliases. Match tiers: exact name or alias (3), name or alias starting with
 * the text (2), a word of the name starting with the text (1.5), a close spelling (trigram similarity,
 * FUZZY_MIN_SIMILARITY..1). Relevance order is by the kind of match first, then by score. score = tier + 0.9 × ln(1 + documents) / ln(1 + most documents among the candidates), so
 * within a tier the most mentioned entity comes first. Relevance = score / best score (0..1); `rel`
 * keeps entities at or above that fraction. Without text every active entity matches by popularity.
 */
export async function findEntities(search: TEntitySearch) {
  const read = await readEntityQuery(search.q);
  const key = read.kind === "name" ? nameKey(read.text) : "";
  // A name that has no letters or digits left (`"-"`) matches nothing rather than everything.
  if (read.kind === "name" && !key)
    return { TotalCount: 0, Description: search.q!.trim(), Items: [], LastUpdated: now() };
  const typeFilter = Prisma.sql`${search.types?.length ? Prisma.sql`AND e.type IN (${Prisma.join(search.types)})` : Prisma.empty}
    ${read.kind === "name" && read.type ? Prisma.sql`AND e.type = ${read.type}` : Prisma.empty}`;
  const matches =
    read.kind === "ids"
      ? Prisma.sql`SELECT DISTINCT i.id, ${MATCH_TIERS.exact}::float8 AS tier FROM (${read.ids}) AS i(id)`
      : key
        ? Prisma.sql`
      SELECT id, max(tier) AS tier FROM (
        (SELECT a.entity_id AS id, CASE WHEN a.alias_key = ${key} THEN ${MATCH_TIERS.exact} ELSE ${MATCH_TIERS.prefix} END::float8 AS tier
         FROM entity_aliases a WHERE a.alias_key >= ${key} AND a.alias_key < ${key + "\uffff"} LIMIT ${CANDIDATE_LIMIT})
        UNION ALL
        (SELECT e.id, CASE WHEN e.name_key = ${key} THEN ${MATCH_TIERS.exact} ELSE ${MATCH_TIERS.prefix} END::float8
         FROM entities e WHERE e.name_key LIKE ${key + "%"} LIMIT ${CANDIDATE_LIMIT})
        UNION ALL
        (SELECT e.id, ${MATCH_TIERS.word}::float8 FROM entities e WHERE e.name_key LIKE ${"% " + key + "%"} LIMIT ${CANDIDATE_LIMIT})
        UNION ALL
        (SELECT e.id, similarity(e.name_key, ${key})::float8 FROM entities e
         WHERE e.name_key % ${key} AND similarity(e.name_key, ${key}) >= ${FUZZY_MIN_SIMILARITY} LIMIT ${CANDIDATE_LIMIT})
      ) t GROUP BY id`
        : Prisma.sql`SELECT e.id, 0::float8 AS tier FROM entities e`;
  const relFilter = search.rel ? Prisma.sql`WHERE s.score >= ${search.rel} * s.best` : Prisma.empty;
  const order = orderOf(search.sortBy);
  const lastMentioned =
    search.sortBy === "lastmentioned"
      ? Prisma.sql`(SELECT max(m.published_at) FROM mentions m WHERE m.entity_id = e.id)`
      : Prisma.sql`NULL::timestamptz`;
  const rows = await db().$queryRaw<TRow[]>`
    WITH matched AS MATERIALIZED (${matches}),
    candidates AS MATERIALIZED (
      SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.doc_count, m.tier, ${lastMentioned} AS last_mentioned
      FROM matched m JOIN entities e ON e.id = m.id
      WHERE e.status = 'active' ${typeFilter}
    ), scored AS (
      SELECT c.*, c.tier + 0.9 * ln(1 + c.doc_count) / ln(2 + max(c.doc_count) OVER ()) AS score,
        -- The kind of match: exact 3, prefix 2, word 1.5, a close spelling 1. A better kind always ranks first.
        CASE WHEN c.tier >= ${MATCH_TIERS.word} THEN c.tier ELSE 1 END AS kind
      FROM candidates c
    ), kept AS (
      SELECT s.*, s.score / NULLIF(s.best, 0) AS relevance
      FROM (SELECT scored.*, max(score) OVER () AS best FROM scored) s ${relFilter}
    )
    SELECT k.*, count(*) OVER () AS total FROM kept k
    ORDER BY ${order}
    LIMIT ${search.pageSize} OFFSET ${search.pageSize * search.pageNumber}`;
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && search.pageNumber > 0) {
    const all = await findEntities({ ...search, pageNumber: 0, pageSize: 1, extras: [] });
    total = all.TotalCount;
  }
  const items = await withEntityExtras(rows.map(toEntityItem), search.extras, search);
  return {
    TotalCount: total,
    Description: search.q?.trim() || "All entities",
    Items: items,
    LastUpdated: now(),
  };
}

function orderOf(sort: TEntitySort): Prisma.Sql {
  switch (sort) {
    case "name":
      return Prisma.sql`k.name ASC, k.id ASC`;
    case "documentcount":
      return Prisma.sql`k.doc_count DESC, k.score DESC, k.id ASC`;
    case "lastmentioned":
      return Prisma.sql`k.last_mentioned DESC NULLS LAST, k.score DESC, k.id ASC`;
    default:
      return Prisma.sql`k.kind DESC, k.score DESC, k.doc_count DESC, k.id ASC`;
  }
}

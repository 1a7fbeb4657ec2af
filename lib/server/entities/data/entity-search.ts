import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TNotNull, TRow } from "@/lib/server/db/table-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { PLACE_TYPES } from "@/lib/nlp/types";
import type { TCompiledQuery } from "@/lib/server/query-language";
import { commentVisibleSql } from "@/lib/server/users/user-groups";
import type { TEntityItemRow } from "../entity-item";
import type { TEntityQuery } from "../entity-query";

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

export type TEntityPageSort = "relevance" | "name" | "documentcount" | "lastmentioned";
/** `score` and `relevance` as below; `total` the count of all rows (pg gives a bigint count as text). */
export type TEntityPageRow = TEntityItemRow &
  TRow<"entities", "doc_count"> & { score: number; relevance: number; total: string };

/**
 * One page of an entity search (lib/server/entities/find-entities.ts says how matches are tiered and scored): the
 * entities `read` selects (by name key `key`, by ids, or all), active, of the given types, scored, kept at
 * or above `rel` of the best score, in the order asked; each row carries the count of all (`total`).
 */
export async function findEntityPage(input: {
  read: TEntityQuery;
  key: string;
  types?: string[];
  sortBy: TEntityPageSort;
  rel?: number;
  pageSize: number;
  pageNumber: number;
}): Promise<TEntityPageRow[]> {
  const typeFilter = Prisma.sql`${input.types?.length ? Prisma.sql`AND e.type IN (${Prisma.join(input.types)})` : Prisma.empty}
    ${input.read.kind === "name" && input.read.type ? Prisma.sql`AND e.type = ${input.read.type}` : Prisma.empty}`;
  const matches =
    input.read.kind === "ids"
      ? Prisma.sql`SELECT DISTINCT i.id, ${MATCH_TIERS.exact}::float8 AS tier FROM (${input.read.ids}) AS i(id)`
      : input.key
        ? Prisma.sql`
      SELECT id, max(tier) AS tier FROM (
        (SELECT a.entity_id AS id, CASE WHEN a.alias_key = ${input.key} THEN ${MATCH_TIERS.exact} ELSE ${MATCH_TIERS.prefix} END::float8 AS tier
         FROM entity_aliases a WHERE a.alias_key >= ${input.key} AND a.alias_key < ${input.key + "\uffff"} LIMIT ${CANDIDATE_LIMIT})
        UNION ALL
        (SELECT e.id, CASE WHEN e.name_key = ${input.key} THEN ${MATCH_TIERS.exact} ELSE ${MATCH_TIERS.prefix} END::float8
         FROM entities e WHERE e.name_key LIKE ${input.key + "%"} LIMIT ${CANDIDATE_LIMIT})
        UNION ALL
        (SELECT e.id, ${MATCH_TIERS.word}::float8 FROM entities e WHERE e.name_key LIKE ${"% " + input.key + "%"} LIMIT ${CANDIDATE_LIMIT})
        UNION ALL
        (SELECT e.id, similarity(e.name_key, ${input.key})::float8 FROM entities e
         WHERE e.name_key % ${input.key} AND similarity(e.name_key, ${input.key}) >= ${FUZZY_MIN_SIMILARITY} LIMIT ${CANDIDATE_LIMIT})
      ) t GROUP BY id`
        : Prisma.sql`SELECT e.id, 0::float8 AS tier FROM entities e`;
  const relFilter = input.rel ? Prisma.sql`WHERE s.score >= ${input.rel} * s.best` : Prisma.empty;
  const order = orderOf(input.sortBy);
  const lastMentioned =
    input.sortBy === "lastmentioned"
      ? Prisma.sql`(SELECT max(m.published_at) FROM mentions m WHERE m.entity_id = e.id)`
      : Prisma.sql`NULL::timestamptz`;
  return sqlRows<TEntityPageRow>(Prisma.sql`
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
    LIMIT ${input.pageSize} OFFSET ${input.pageSize * input.pageNumber}`);
}

function orderOf(sort: TEntityPageSort): Prisma.Sql {
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

export type TSuggestionRow = TEntityItemRow & TRow<"entities", "doc_count"> & { prefix: boolean; sim: number };

/**
 * Active entities (of the types, when given) whose name or an alias starts with the name key (`prefix`), and
 * close spellings by trigram similarity (`sim`), one row per entity.
 */
export async function findSuggestionRows(key: string, types: string[] | undefined): Promise<TSuggestionRow[]> {
  const typeFilter = types?.length ? Prisma.sql`AND e.type IN (${Prisma.join(types)})` : Prisma.empty;
  return sqlRows<TSuggestionRow>(Prisma.sql`
    WITH prefix AS (
      SELECT a.entity_id FROM entity_aliases a
      WHERE a.alias_key >= ${key} AND a.alias_key < ${key + "\uffff"}
      LIMIT 500
    ), candidates AS (
      SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.doc_count, true AS prefix, 1.0::real AS sim
      FROM entities e WHERE e.id IN (SELECT entity_id FROM prefix) AND e.status = 'active' ${typeFilter}
      UNION ALL
      SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.doc_count, false, similarity(e.name_key, ${key})
      FROM entities e WHERE e.name_key % ${key} AND e.status = 'active' ${typeFilter}
    )
    SELECT DISTINCT ON (id) * FROM candidates ORDER BY id, prefix DESC`);
}

export type TGeoBounds = { minLat?: number; maxLat?: number; minLong?: number; maxLong?: number };
/** A place (with coordinates: the query keeps only those) with its documents and score. */
export type TGeoEntityRow = TRow<"entities", "id" | "name" | "type"> &
  TNotNull<TRow<"entities", "latitude" | "longitude">> & { docs: number; score: number };

/**
 * The geocoded active places mentioned in the latest `window` documents matching the compiled query that
 * the caller may see, inside the bounds (each applies on its own): per place its documents (`docs`) and
 * Σ document relevance × salience (`score`; relevance 1 without `ranked`), ordered by one then the other.
 */
export async function findGeoEntityRows(input: {
  compiled: TCompiledQuery;
  ranked: boolean;
  bounds: TGeoBounds;
  byCount: boolean;
  callerId: number;
  window: number;
  size: number;
}): Promise<TGeoEntityRow[]> {
  const { compiled } = input;
  const b = input.bounds;
  const box = [
    b.minLat !== undefined ? Prisma.sql`AND e.latitude >= ${b.minLat}` : Prisma.empty,
    b.maxLat !== undefined ? Prisma.sql`AND e.latitude <= ${b.maxLat}` : Prisma.empty,
    b.minLong !== undefined ? Prisma.sql`AND e.longitude >= ${b.minLong}` : Prisma.empty,
    b.maxLong !== undefined ? Prisma.sql`AND e.longitude <= ${b.maxLong}` : Prisma.empty,
  ];
  const rank = input.ranked ? compiled.rank : Prisma.sql`1.0`;
  const order = input.byCount ? Prisma.sql`docs DESC, score DESC` : Prisma.sql`score DESC, docs DESC`;
  return sqlRows<TGeoEntityRow>(Prisma.sql`
    WITH docs AS MATERIALIZED (
      SELECT d.id, ${rank}::float8 AS rank FROM documents d
      WHERE ${compiled.where} AND ${commentVisibleSql(input.callerId)}
      ORDER BY d.published_at DESC, d.id DESC LIMIT ${input.window}
    )
    SELECT e.id, e.name, e.type, e.latitude, e.longitude, count(*)::int AS docs,
      sum(d.rank * m.salience)::float8 AS score
    FROM docs d JOIN mentions m ON m.document_id = d.id JOIN entities e ON e.id = m.entity_id
    WHERE e.type IN (${Prisma.join([...PLACE_TYPES])}) AND e.status = 'active' AND e.latitude IS NOT NULL AND e.longitude IS NOT NULL
      ${Prisma.join(box, " ")}
    GROUP BY e.id
    ORDER BY ${order}, e.id LIMIT ${input.size}`);
}

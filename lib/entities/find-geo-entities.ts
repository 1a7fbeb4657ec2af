import "server-only";
import { commentVisibleSql } from "@/lib/users/user-groups";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import { Prisma } from "@/lib/generated/prisma/client";
import { PLACE_TYPES } from "@/lib/nlp/types";
import { compileQuery, parseQuery } from "@/lib/query";
import { entityRef } from "./entity-keys";

export const GEO_SORTS = ["relevance", "count"] as const;
export type TGeoSort = (typeof GEO_SORTS)[number];
/** Places are counted over the most recent matching documents: bounded work on broad queries. */
export const GEO_DOCUMENT_WINDOW = 10_000;

export type TGeoBounds = { minLat?: number; maxLat?: number; minLong?: number; maxLong?: number };

type TRow = {
  id: bigint;
  name: string;
  type: string;
  latitude: number;
  longitude: number;
  docs: number;
  score: number;
};

/**
 * /entities/geo: the geocoded places (City, Country) mentioned in the documents matching q (all documents
 * without q; the latest GEO_DOCUMENT_WINDOW of them), inside the optional bounds (each bound applies on
 * its own). sortBy relevance: Size = Σ over the documents of (document relevance × the place's salience
 * in it), scaled so the best place has 1. sortBy count: Size = the number of matching documents that
 * mention the place.
 */
export async function findGeoEntities(input: {
  q?: string;
  bounds: TGeoBounds;
  sortBy: TGeoSort;
  size: number;
  callerId: number;
}) {
  const compiled = await compileQuery(parseQuery(input.q));
  const b = input.bounds;
  const box = [
    b.minLat !== undefined ? Prisma.sql`AND e.latitude >= ${b.minLat}` : Prisma.empty,
    b.maxLat !== undefined ? Prisma.sql`AND e.latitude <= ${b.maxLat}` : Prisma.empty,
    b.minLong !== undefined ? Prisma.sql`AND e.longitude >= ${b.minLong}` : Prisma.empty,
    b.maxLong !== undefined ? Prisma.sql`AND e.longitude <= ${b.maxLong}` : Prisma.empty,
  ];
  const rank = input.q?.trim() ? compiled.rank : Prisma.sql`1.0`;
  const order = input.sortBy === "count" ? Prisma.sql`docs DESC, score DESC` : Prisma.sql`score DESC, docs DESC`;
  const rows = await db().$queryRaw<TRow[]>`
    WITH docs AS MATERIALIZED (
      SELECT d.id, ${rank}::float8 AS rank FROM documents d
      WHERE ${compiled.where} AND ${commentVisibleSql(input.callerId)}
      ORDER BY d.published_at DESC, d.id DESC LIMIT ${GEO_DOCUMENT_WINDOW}
    )
    SELECT e.id, e.name, e.type, e.latitude, e.longitude, count(*)::int AS docs,
      sum(d.rank * m.salience)::float8 AS score
    FROM docs d JOIN mentions m ON m.document_id = d.id JOIN entities e ON e.id = m.entity_id
    WHERE e.type IN (${Prisma.join([...PLACE_TYPES])}) AND e.status = 'active' AND e.latitude IS NOT NULL AND e.longitude IS NOT NULL
      ${Prisma.join(box, " ")}
    GROUP BY e.id
    ORDER BY ${order}, e.id LIMIT ${input.size}`;
  const best = Math.max(0, ...rows.map((r) => r.score));
  return {
    Items: rows.map((row) => ({
      Item: { Id: entityRef(row.id), Description: row.name, Type: row.type },
      Latitude: row.latitude,
      Longitude: row.longitude,
      Size: input.sortBy === "count" ? row.docs : best > 0 ? Math.round((row.score / best) * 10_000) / 10_000 : 0,
    })),
    LastUpdated: now(),
  };
}

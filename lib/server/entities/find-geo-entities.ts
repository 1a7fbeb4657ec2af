import "server-only";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findGeoEntityRows, type TGeoBounds } from "./data/entity-search";

export const GEO_SORTS = ["relevance", "count"] as const;
export type TGeoSort = (typeof GEO_SORTS)[number];
/** Places are counted over the most recent matching documents: bounded work on broad queries. */
export const GEO_DOCUMENT_WINDOW = 10_000;

/** A place with its coordinates and its size (see findGeoEntities). */
export type TGeoPlace = { id: string; name: string; type: string; latitude: number; longitude: number; size: number };

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
}): Promise<TGeoPlace[]> {
  const compiled = await compileQuery(parseQuery(input.q));
  const rows = await findGeoEntityRows({
    compiled,
    ranked: Boolean(input.q?.trim()),
    bounds: input.bounds,
    byCount: input.sortBy === "count",
    callerId: input.callerId,
    window: GEO_DOCUMENT_WINDOW,
    size: input.size,
  });
  const best = Math.max(0, ...rows.map((r) => r.score));
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    type: row.type,
    latitude: row.latitude,
    longitude: row.longitude,
    size: input.sortBy === "count" ? row.docs : best > 0 ? Math.round((row.score / best) * 10_000) / 10_000 : 0,
  }));
}

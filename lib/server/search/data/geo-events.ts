import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import type { TNotNull, TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";
import type { TEntityItemRow } from "@/lib/server/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { PLACE_TYPES } from "@/lib/nlp/types";
import type { TCompiledQuery } from "@/lib/server/query-language";
import { commentVisibleSql } from "@/lib/server/users/user-groups";

export type TBox = { minLat: number; maxLat: number; minLong: number; maxLong: number };

/** A (story, geocoded place) pair: the place, its weight, a document of the story and the story's fields. */
export type TGeoEventRow = TEntityItemRow &
  // The statement keeps places with a latitude; geocoding sets the longitude with it.
  TNotNull<TRow<"entities", "latitude" | "longitude">> &
  TRowAs<"documents", { doc_id: "id" }> &
  TNullable<TRowAs<"stories", { cluster_id: "cluster_id"; no_docs: "doc_count"; first_reported: "first_reported" }>> & {
    weight: number;
    docs: number;
  };

/**
 * The heaviest (story, geocoded place) pairs over the 5000 most recent visible documents matching the
 * compiled query, within the box when one is given: weighted by the summed salience of the place's mentions.
 */
export async function findGeoEventRows(input: {
  compiled: TCompiledQuery;
  box?: TBox;
  max: number;
  callerId: number;
}): Promise<TGeoEventRow[]> {
  const box = input.box
    ? Prisma.sql`AND e.latitude BETWEEN ${input.box.minLat} AND ${input.box.maxLat}
        AND e.longitude BETWEEN ${input.box.minLong} AND ${input.box.maxLong}`
    : Prisma.empty;
  return sqlRows<TGeoEventRow>(Prisma.sql`
    WITH docs AS (
      SELECT d.id, d.story_id FROM documents d
      WHERE ${input.compiled.where} AND ${commentVisibleSql(input.callerId)}
      ORDER BY d.published_at DESC LIMIT 5000
    )
    SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.latitude, e.longitude,
      min(d.id) AS doc_id, sum(m.salience)::float8 AS weight, count(*)::int AS docs,
      s.cluster_id, s.doc_count AS no_docs, s.first_reported
    FROM docs d JOIN mentions m ON m.document_id = d.id JOIN entities e ON e.id = m.entity_id
    LEFT JOIN stories s ON s.id = d.story_id
    WHERE e.type IN (${Prisma.join([...PLACE_TYPES])}) AND e.latitude IS NOT NULL ${box}
    GROUP BY e.id, COALESCE(d.story_id, -d.id), s.cluster_id, s.doc_count, s.first_reported
    ORDER BY weight DESC, docs DESC LIMIT ${input.max}`);
}

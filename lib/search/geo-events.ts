import "server-only";
import { db } from "@/lib/db/client";
import { now } from "@/lib/db/clock";
import { findDocumentItems } from "@/lib/documents/find-document-items";
import { toEntityItem, type TEntityItemRow } from "@/lib/entities/entity-item";
import { Prisma } from "@/lib/generated/prisma/client";
import { PLACE_TYPES } from "@/lib/nlp/types";
import { compileQuery, parseQuery } from "@/lib/query";
import { commentVisibleSql } from "@/lib/users/user-groups";

export type TBox = { minLat: number; maxLat: number; minLong: number; maxLong: number };

type TRow = TEntityItemRow & {
  latitude: number;
  longitude: number;
  doc_id: string;
  weight: number;
  docs: number;
  cluster_id: string | null;
  no_docs: number | null;
  first_reported: Date | null;
};

/**
 * Geo events (discouraged in favour of /entities/geo): for the most recent documents matching the
 * query, each (story, geocoded place) pair is an event weighted by how many of the story's documents
 * mention the place and how central it is to them. The head document stands for the story.
 */
export async function findGeoEvents(input: { q?: string; box?: TBox; max: number; callerId: number; origin: string }) {
  const compiled = await compileQuery(parseQuery(input.q));
  const box = input.box
    ? Prisma.sql`AND e.latitude BETWEEN ${input.box.minLat} AND ${input.box.maxLat}
        AND e.longitude BETWEEN ${input.box.minLong} AND ${input.box.maxLong}`
    : Prisma.empty;
  const rows = await db().$queryRaw<TRow[]>`
    WITH docs AS (
      SELECT d.id, d.story_id FROM documents d
      WHERE ${compiled.where} AND ${commentVisibleSql(input.callerId)}
      ORDER BY d.published_at DESC LIMIT 5000
    )
    SELECT e.id, e.type, e.name, e.slug, e.updated_at, e.latitude, e.longitude,
      min(d.id) AS doc_id, sum(m.salience)::float8 AS weight, count(*)::int AS docs,
      s.cluster_id, s.doc_count AS no_docs, s.first_reported
    FROM docs d JOIN mentions m ON m.document_id = d.id JOIN entities e ON e.id = m.entity_id
    LEFT JOIN stories s ON s.id = d.story_id
    WHERE e.type IN (${Prisma.join([...PLACE_TYPES])}) AND e.latitude IS NOT NULL ${box}
    GROUP BY e.id, COALESCE(d.story_id, -d.id), s.cluster_id, s.doc_count, s.first_reported
    ORDER BY weight DESC, docs DESC LIMIT ${input.max}`;
  const docIds = [...new Set(rows.map((r) => String(r.doc_id)))];
  const items = new Map((await findDocumentItems(docIds, input.origin)).map((i) => [i.Id, i]));
  return {
    Items: rows.map((row) => ({
      Term: toEntityItem(row),
      Story: {
        ...items.get(`5_${row.doc_id}`),
        Extras: {
          ClusterId: row.cluster_id ?? undefined,
          NoDocuments: row.no_docs ?? 1,
          FirstReported: row.first_reported ?? undefined,
          LastUpdated: now(),
        },
      },
      Latitude: row.latitude,
      Longitude: row.longitude,
      Weight: Math.round(row.weight * 1000) / 1000,
      LastUpdated: row.updated_at,
    })),
    LastUpdated: now(),
  };
}

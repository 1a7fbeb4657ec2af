import "server-only";
import { now } from "@/lib/server/db/clock";
import { findDocumentItems } from "@/lib/server/documents/find-document-items";
import { toEntityItem } from "@/lib/server/entities/entity-item";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findGeoEventRows, type TBox } from "./data/geo-events";

/**
 * Geo events (discouraged in favour of /entities/geo): for the most recent documents matching the
 * query, each (story, geocoded place) pair is an event weighted by how many of the story's documents
 * mention the place and how central it is to them. The head document stands for the story.
 */
export async function findGeoEvents(input: { q?: string; box?: TBox; max: number; callerId: number; origin: string }) {
  const compiled = await compileQuery(parseQuery(input.q));
  const rows = await findGeoEventRows({ compiled, box: input.box, max: input.max, callerId: input.callerId });
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

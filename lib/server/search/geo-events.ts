import "server-only";
import type { TDocumentSummary } from "@/lib/server/documents/document-summary";
import { findDocumentSummaries } from "@/lib/server/documents/find-document-items";
import { toEntitySummary, type TEntitySummary } from "@/lib/server/entities/entity-summary";
import { compileQuery, parseQuery } from "@/lib/server/query-language";
import { findGeoEventRows, type TBox } from "./data/geo-events";

/** A (story, place) pair: the place, the document standing for the story, the story's fields and the weight. */
export type TGeoEvent = {
  place: TEntitySummary;
  /** The story's document (null when it is gone since). */
  document: TDocumentSummary | null;
  clusterId: string | null;
  /** Documents of the story (1 without a story). */
  storySize: number;
  firstReported: Date | null;
  latitude: number;
  longitude: number;
  /** Rounded to three decimals. */
  weight: number;
};

/**
 * Geo events (discouraged in favour of /entities/geo): for the most recent documents matching the
 * query, each (story, geocoded place) pair is an event weighted by how many of the story's documents
 * mention the place and how central it is to them. The head document stands for the story.
 */
export async function findGeoEvents(input: {
  q?: string;
  box?: TBox;
  max: number;
  callerId: number;
}): Promise<TGeoEvent[]> {
  const compiled = await compileQuery(parseQuery(input.q));
  const rows = await findGeoEventRows({ compiled, box: input.box, max: input.max, callerId: input.callerId });
  const docIds = [...new Set(rows.map((r) => String(r.doc_id)))];
  const documents = new Map((await findDocumentSummaries(docIds)).map((d) => [d.id, d]));
  return rows.map((row) => ({
    place: toEntitySummary(row),
    document: documents.get(String(row.doc_id)) ?? null,
    clusterId: row.cluster_id,
    storySize: row.no_docs ?? 1,
    firstReported: row.first_reported,
    latitude: row.latitude,
    longitude: row.longitude,
    weight: Math.round(row.weight * 1000) / 1000,
  }));
}

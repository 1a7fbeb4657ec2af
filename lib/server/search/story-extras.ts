import "server-only";
import { toEntitySummary, type TEntitySummary } from "@/lib/server/entities/entity-summary";
import type { TQuery } from "@/lib/server/query-language";
import { findStoryEntities } from "./data/stories";
import { documentExtras, type TDocumentImages, type THighlightedHtml } from "./document-extras";

export const STORY_EXTRAS = ["RelatedEntities", "DocumentTeasers", "Images"] as const;
export type TStoryExtra = (typeof STORY_EXTRAS)[number];

/** Entities listed per story in RelatedEntities. */
export const RELATED_ENTITIES_PER_STORY = 10;

type TStoryHead = { id: string; story_id: string | bigint };

/** The extras asked for, of one story. */
export type TStoryExtras = {
  relatedEntities?: TEntitySummary[];
  teaser?: THighlightedHtml;
  images?: TDocumentImages;
};

/**
 * Extras of top stories, keyed by story id: RelatedEntities (the story's entities with the highest
 * summed salience over its documents), DocumentTeasers (of the head document) and Images (the head
 * document's picture, when its source gave one).
 */
export async function storyExtras(
  heads: TStoryHead[],
  extras: TStoryExtra[],
  textQuery: string | undefined,
  query: TQuery,
): Promise<Map<string, TStoryExtras>> {
  const result = new Map<string, TStoryExtras>();
  if (heads.length === 0 || extras.length === 0) return result;
  const entry = (storyId: string) => {
    if (!result.has(storyId)) result.set(storyId, {});
    return result.get(storyId)!;
  };
  if (extras.includes("RelatedEntities")) {
    const storyIds = heads.map((h) => BigInt(h.story_id));
    const rows = await findStoryEntities(storyIds, RELATED_ENTITIES_PER_STORY);
    for (const head of heads) {
      const entities = rows.filter((r) => r.story_id === String(head.story_id)).map(toEntitySummary);
      entry(String(head.story_id)).relatedEntities = entities;
    }
  }
  if (extras.includes("DocumentTeasers")) {
    const teasers = await documentExtras(
      heads.map((h) => h.id),
      ["DocumentTeasers"],
      textQuery,
      query,
    );
    for (const head of heads) {
      const teaser = teasers.get(String(head.id))?.teaser;
      if (teaser) entry(String(head.story_id)).teaser = teaser;
    }
  }
  if (extras.includes("Images")) {
    const images = await documentExtras(
      heads.map((h) => String(h.id)),
      ["Images"],
      undefined,
      query,
    );
    for (const head of heads) {
      entry(String(head.story_id)).images = images.get(String(head.id))?.images ?? { items: [], updatedAt: null };
    }
  }
  return result;
}

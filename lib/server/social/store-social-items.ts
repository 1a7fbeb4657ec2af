import "server-only";
import { upsertSocialItems } from "./data/social-items";
import type { TRawSocialItem } from "./types";

export type TStoreResult = { inserted: number; updated: number; unchanged: number };

/**
 * Upserts items by (provider, external_id) in one statement. A stored item is rewritten only when
 * the incoming copy is at least as new and differs (an edit, a renamed author): re-polling the
 * same page changes nothing, and an older copy arriving late never overwrites an edit.
 */
export async function storeSocialItems(items: TRawSocialItem[], sourceId?: number): Promise<TStoreResult> {
  const unique = dedupe(items);
  if (unique.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const { inserted, updated } = await upsertSocialItems(unique, sourceId);
  return { inserted, updated, unchanged: unique.length - inserted - updated };
}

/** ON CONFLICT cannot touch one row twice in a statement: keep the newest copy of each item. */
function dedupe(items: TRawSocialItem[]): TRawSocialItem[] {
  const byKey = new Map<string, TRawSocialItem>();
  for (const item of items) {
    const key = `${item.provider}\u0000${item.externalId}`;
    const seen = byKey.get(key);
    if (!seen || item.updatedAt > seen.updatedAt) byKey.set(key, item);
  }
  return [...byKey.values()];
}

import "server-only";
import { pool } from "@/lib/db/pool";
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
  const rows = unique.map((i) => ({
    provider: i.provider,
    external_id: i.externalId,
    url: i.url,
    author_name: i.authorName,
    author_uri: i.authorUri,
    author_id: i.authorId,
    author_image: i.authorImage,
    source_title: i.sourceTitle,
    source_link: i.sourceLink,
    language: i.language || "und",
    text: i.text,
    html: i.html,
    published_at: i.publishedAt.toISOString(),
    updated_at: i.updatedAt.toISOString(),
    raw: i.raw ?? {},
  }));
  const { rows: result } = await pool().query<{ inserted: boolean }>(
    `INSERT INTO social_items AS s (provider, external_id, url, author_name, author_uri, author_id, author_image,
       source_title, source_link, language, text, html, published_at, updated_at, source_id, raw)
     SELECT provider, external_id, url, author_name, author_uri, author_id, author_image,
       source_title, source_link, language, text, html, published_at, updated_at, $2::integer, raw
     FROM jsonb_to_recordset($1::jsonb) AS x(provider text, external_id text, url text, author_name text,
       author_uri text, author_id text, author_image text, source_title text, source_link text, language text,
       text text, html text, published_at timestamptz, updated_at timestamptz, raw jsonb)
     ON CONFLICT (provider, external_id) DO UPDATE SET
       url = EXCLUDED.url, author_name = EXCLUDED.author_name, author_uri = EXCLUDED.author_uri,
       author_id = EXCLUDED.author_id, author_image = EXCLUDED.author_image, source_title = EXCLUDED.source_title,
       source_link = EXCLUDED.source_link, language = EXCLUDED.language, text = EXCLUDED.text, html = EXCLUDED.html,
       updated_at = EXCLUDED.updated_at, raw = EXCLUDED.raw, fetched_at = now(),
       source_id = COALESCE(s.source_id, EXCLUDED.source_id)
     WHERE EXCLUDED.updated_at >= s.updated_at
       AND (s.updated_at, s.text, s.html, s.language, s.url, s.author_name, s.author_image)
           IS DISTINCT FROM (EXCLUDED.updated_at, EXCLUDED.text, EXCLUDED.html, EXCLUDED.language, EXCLUDED.url,
             EXCLUDED.author_name, EXCLUDED.author_image)
     RETURNING (xmax = 0) AS inserted`,
    // PostgreSQL text and jsonb cannot hold NUL.
    [
      JSON.stringify(rows, (_key, value) => (typeof value === "string" ? value.replace(/\u0000/g, "") : value)),
      sourceId ?? null,
    ],
  );
  const inserted = result.filter((r) => r.inserted).length;
  const updated = result.length - inserted;
  return { inserted, updated, unchanged: unique.length - result.length };
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

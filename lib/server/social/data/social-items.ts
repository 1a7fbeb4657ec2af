import "server-only";
import { sqlRows } from "@/lib/server/db/sql-rows";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TSocialItem } from "../social-item";
import type { TRawSocialItem } from "../types";

/** Which stored items a search reads: these providers, words of the text (optional), these languages (any when empty). */
export type TSocialItemFilter = { providers: string[]; text?: string; languages: string[] };

function filterSql(filter: TSocialItemFilter): Prisma.Sql {
  const where = [Prisma.sql`provider = ANY(${filter.providers}::text[])`];
  if (filter.text) where.push(Prisma.sql`search @@ plainto_tsquery('simple', ${filter.text})`);
  if (filter.languages.length) where.push(Prisma.sql`language = ANY(${filter.languages}::text[])`);
  return Prisma.join(where, " AND ");
}

/** One page of the matching items, newest first. */
export function findSocialItemPage(filter: TSocialItemFilter, limit: number, offset: number): Promise<TSocialItem[]> {
  return sqlRows<TSocialItem>(Prisma.sql`
      SELECT provider, external_id AS "externalId", url, author_name AS "authorName", author_uri AS "authorUri",
        author_id AS "authorId", author_image AS "authorImage", source_title AS "sourceTitle",
        source_link AS "sourceLink", language, text, html, published_at AS "publishedAt",
        updated_at AS "updatedAt", fetched_at AS "fetchedAt"
      FROM social_items WHERE ${filterSql(filter)}
      ORDER BY published_at DESC, id DESC
      LIMIT ${limit} OFFSET ${offset}`);
}

/** How many items match, per provider (providers without any are left out). */
export async function countSocialItemsByProvider(filter: TSocialItemFilter): Promise<Map<string, number>> {
  const rows = await sqlRows<TRow<"social_items", "provider"> & { n: number }>(Prisma.sql`
      SELECT provider, count(*)::int AS n FROM social_items WHERE ${filterSql(filter)} GROUP BY provider`);
  return new Map(rows.map((r) => [r.provider, r.n]));
}

/**
 * Upserts items by (provider, external_id) in one statement; the items must be distinct by that key. A
 * stored item is rewritten only when the incoming copy is at least as new and differs. Returns how many
 * rows were inserted and how many updated.
 */
export async function upsertSocialItems(
  items: TRawSocialItem[],
  sourceId?: number,
): Promise<{ inserted: number; updated: number }> {
  const rows = items.map((i) => ({
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
  return { inserted, updated: result.length - inserted };
}

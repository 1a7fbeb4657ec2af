import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import type { TNotNull, TRow } from "@/lib/server/db/table-rows";

// Sequential queries, so they also run on a transaction's client (one query at a time).

/** The URL keys among these that a stored document has. */
export async function findStoredUrlKeys(q: TQueryable, keys: string[]): Promise<string[]> {
  const urls = await q.query<TNotNull<TRow<"documents", "url_key">>>(
    "SELECT url_key FROM documents WHERE url_key = ANY($1::text[])",
    [keys],
  );
  return urls.rows.map((r) => r.url_key);
}

/** The (provider, provider reference) pairs among these that a stored document has. */
export async function findStoredProviderRefs(
  q: TQueryable,
  refs: { provider: string; providerRef: string }[],
): Promise<{ provider: string; providerRef: string }[]> {
  const providers = await q.query<TNotNull<TRow<"documents", "provider" | "provider_ref">>>(
    `SELECT d.provider, d.provider_ref FROM documents d
     JOIN unnest($1::text[], $2::text[]) AS r(provider, ref) ON d.provider = r.provider AND d.provider_ref = r.ref`,
    unnestColumns(refs, ["provider", "providerRef"]),
  );
  return providers.rows.map((r) => ({ provider: r.provider, providerRef: r.provider_ref }));
}

/** The content hashes among these that a stored document has. */
export async function findStoredContentHashes(q: TQueryable, hashes: string[]): Promise<string[]> {
  const { rows } = await q.query<TRow<"documents", "content_hash">>(
    "SELECT content_hash FROM documents WHERE content_hash = ANY($1::text[])",
    [hashes],
  );
  return rows.map((r) => r.content_hash);
}

export type TSimhashNeighbour = TRow<"documents", "simhash" | "publisher" | "published_at"> & { length: number };

/**
 * Stored documents sharing a simhash band value with any of these (band, value) pairs, of one of these
 * publishers and published between `from` and `to`. Without the last two a lookup grew with the corpus: a
 * 16-bit band value is shared by one document in 65,536 by chance, and each neighbour's text was read for its
 * length.
 */
export async function findSimhashNeighbours(
  q: TQueryable,
  near: { bands: number[]; values: number[]; publishers: string[]; from: Date; to: Date },
): Promise<TSimhashNeighbour[]> {
  const found = await q.query<TSimhashNeighbour>(
    `SELECT DISTINCT d.id, d.simhash, d.publisher, d.published_at, length(d.body) AS length
       FROM document_simhash_bands b JOIN documents d ON d.id = b.document_id
       JOIN unnest($1::int2[], $2::int4[]) AS k(band, value) ON b.band = k.band AND b.value = k.value
      WHERE d.publisher = ANY($3::text[]) AND d.published_at BETWEEN $4 AND $5`,
    [near.bands, near.values, near.publishers, near.from, near.to],
  );
  return found.rows;
}

/** The ids among these that are stored documents. */
export async function findExistingDocumentIds(ids: string[], q: TQueryable = pool()): Promise<string[]> {
  const { rows } = await q.query<TRow<"documents", "id">>("SELECT id FROM documents WHERE id = ANY($1::int8[])", [ids]);
  return rows.map((r) => r.id);
}

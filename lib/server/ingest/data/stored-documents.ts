import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import type { TRow } from "@/lib/server/db/table-rows";

// The bulk store path: every table is written with one multi-row statement per batch, inside the
// caller's transaction. The statements and their parameters are those the store step always used.

const DOCUMENT_COLUMNS = `type, title, body, html, language, ts_config, publisher, source_url, url_key, provider,
  provider_ref, content_hash, simhash, published_at, contributing_user_id, parent_document_id, source_id,
  dateline, properties`;

const BATCH_COLUMNS = Array.from({ length: 20 }, (_, i) => `c${i + 1}`);

/** `count` ids drawn from the documents' identity sequence, ascending. */
export async function drawDocumentIds(q: TQueryable, count: number): Promise<string[]> {
  const { rows: drawn } = await q.query<TRow<"documents", "id">>(
    "SELECT nextval(pg_get_serial_sequence('documents', 'id'))::text AS id FROM generate_series(1, $1)",
    [count],
  );
  return drawn.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
}

/**
 * Inserts documents with the given ids in one statement, in order; `values` holds one row of the 19
 * document columns (DOCUMENT_COLUMNS) per document. A document another process stored meanwhile is
 * skipped. The ids that were inserted.
 */
export async function insertDocumentsWithIds(q: TQueryable, ids: string[], values: unknown[][]): Promise<Set<string>> {
  const column = (i: number) => values.map((v) => v[i]);
  const { rows } = await q.query<TRow<"documents", "id">>(
    `INSERT INTO documents (id, ${DOCUMENT_COLUMNS}, enriched_at)
     SELECT ${BATCH_COLUMNS.map((c) => `u.${c}`).join(", ")}, now() FROM unnest($1::int8[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::regconfig[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int8[],
       $15::timestamptz[], $16::int4[], $17::int8[], $18::int4[], $19::text[], $20::jsonb[]) WITH ORDINALITY
       AS u(${BATCH_COLUMNS.join(", ")}, ord)
     ORDER BY u.ord
     ON CONFLICT DO NOTHING RETURNING id`,
    [ids, ...values[0]!.map((_, i) => column(i))],
  );
  return new Set(rows.map((r) => r.id));
}

/** Inserts one document (the 19 DOCUMENT_COLUMNS values); its id, or undefined when it was stored meanwhile. */
export async function insertDocumentRow(q: TQueryable, values: unknown[]): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"documents", "id">>(
    `INSERT INTO documents (${DOCUMENT_COLUMNS}, enriched_at)
       VALUES ($1, $2, $3, $4, $5, $6::regconfig, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, now())
       ON CONFLICT DO NOTHING RETURNING id`,
    values,
  );
  return rows[0]?.id;
}

export async function insertSimhashBands(
  q: TQueryable,
  rows: { band: number; value: number; id: string }[],
): Promise<void> {
  await q.query(
    `INSERT INTO document_simhash_bands (band, value, document_id)
     SELECT * FROM unnest($1::int2[], $2::int4[], $3::int8[]) ON CONFLICT DO NOTHING`,
    unnestColumns(rows, ["band", "value", "id"]),
  );
}

export type TMentionRow = {
  doc: string;
  entity: string;
  at: Date;
  count: number;
  first: number;
  salience: number;
  title: boolean;
  spans: number[][];
};

export async function insertMentionRows(q: TQueryable, list: TMentionRow[]): Promise<void> {
  await q.query(
    `INSERT INTO mentions (document_id, entity_id, published_at, count, first_offset, salience, in_title, spans)
     SELECT * FROM unnest($1::int8[], $2::int8[], $3::timestamptz[], $4::int4[], $5::int4[], $6::float4[], $7::bool[], $8::jsonb[])`,
    [
      ...unnestColumns(list, ["doc", "entity", "at", "count", "first", "salience", "title"]),
      list.map((r) => JSON.stringify(r.spans)),
    ],
  );
}

/** Adds documents to the entities' daily counts (day: YYYY-MM-DD, UTC). */
export async function addEntityDailyCounts(
  q: TQueryable,
  days: { entity: string; day: string; n: number }[],
): Promise<void> {
  await q.query(
    `INSERT INTO entity_daily_counts (entity_id, day, doc_count)
     SELECT * FROM unnest($1::int8[], $2::date[], $3::int4[])
     ON CONFLICT (entity_id, day) DO UPDATE SET doc_count = entity_daily_counts.doc_count + EXCLUDED.doc_count`,
    unnestColumns(days, ["entity", "day", "n"]),
  );
}

/** Adds documents to the entities' total counts. */
export async function addEntityDocCounts(q: TQueryable, entities: string[], counts: number[]): Promise<void> {
  await q.query(
    `UPDATE entities e SET doc_count = e.doc_count + t.n, updated_at = now()
     FROM unnest($1::int8[], $2::int4[]) AS t(id, n) WHERE e.id = t.id`,
    [entities, counts],
  );
}

export type TQuoteRow = {
  id: string;
  speaker: string | null;
  text: string;
  preText: string;
  postText: string;
  start: number;
  end: number;
  at: Date;
};

export async function insertQuoteRows(q: TQueryable, rows: TQuoteRow[]): Promise<void> {
  await q.query(
    `INSERT INTO quotes (document_id, speaker_entity_id, text, pre_text, post_text, start_offset, end_offset, published_at)
     SELECT * FROM unnest($1::int8[], $2::int8[], $3::text[], $4::text[], $5::text[], $6::int4[], $7::int4[], $8::timestamptz[])`,
    unnestColumns(rows, ["id", "speaker", "text", "preText", "postText", "start", "end", "at"]),
  );
}

export async function insertTermRows(
  q: TQueryable,
  list: { id: string; kind: string; term: string; score: number }[],
): Promise<void> {
  await q.query(
    `INSERT INTO document_terms (document_id, kind, term, score)
     SELECT * FROM unnest($1::int8[], $2::text[], $3::text[], $4::float4[]) ON CONFLICT DO NOTHING`,
    unnestColumns(list, ["id", "kind", "term", "score"]),
  );
}

/** Inserts the topics that are new (keeping the stored ones); every topic's id, type and name key. */
export async function upsertTopics(
  q: TQueryable,
  topics: { type: string; name: string; nameKey: string }[],
): Promise<TRow<"topics", "id" | "type" | "name_key">[]> {
  const { rows } = await q.query<TRow<"topics", "id" | "type" | "name_key">>(
    `INSERT INTO topics (type, name, name_key) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (type, name_key) DO UPDATE SET name = topics.name RETURNING id, type, name_key`,
    unnestColumns(topics, ["type", "name", "nameKey"]),
  );
  return rows;
}

export async function insertDocumentTopics(
  q: TQueryable,
  links: { id: string; topic: number; score: number }[],
): Promise<void> {
  await q.query(
    `INSERT INTO document_topics (document_id, topic_id, score)
     SELECT * FROM unnest($1::int8[], $2::int4[], $3::float4[]) ON CONFLICT DO NOTHING`,
    unnestColumns(links, ["id", "topic", "score"]),
  );
}

import "server-only";
import type pg from "pg";
import { queueAlertDocuments } from "@/lib/alerts/queue-alert-documents";
import { announceDocuments } from "@/lib/db/corpus-events";
import { insertAttachment } from "@/lib/attachments/store-attachment";
import { nameKey } from "@/lib/entities/entity-keys";
import { occurrenceKey, resolveEntities, type TEntityCache } from "@/lib/entities/resolve-entities";
import { findDuplicates, simhashBands } from "./find-duplicates";
import { tsConfigFor, type TPrepared } from "./prepared";

export type TStoreResult = {
  stored: { id: string; origin: string }[];
  duplicates: { origin: string; reason: string }[];
};

const signed64 = (value: bigint) => BigInt.asIntN(64, value).toString();

export type TStoreOptions = {
  /** Names resolved earlier in the same import (lib/entities/resolve-entities.ts). */
  entityCache?: TEntityCache;
  /** One INSERT per document, as before bulk writes: kept to check the bulk path against it. */
  perDocument?: boolean;
};

/**
 * Stores a batch inside the caller's transaction: documents (skipping duplicates), entities,
 * mentions, quotes, keywords/categories/keyphrases, topics and the daily entity rollups. The batch
 * commits whole or not at all, so a crash never leaves half a document. Every table is written with
 * one multi-row statement per batch.
 */
export async function storeDocuments(
  client: pg.PoolClient,
  docs: TPrepared[],
  options: TStoreOptions = {},
): Promise<TStoreResult> {
  const reasons = await findDuplicates(client, docs);
  const result: TStoreResult = { stored: [], duplicates: [] };
  const candidates = docs.filter((_, i) => !reasons[i]);
  for (const [i, doc] of docs.entries()) {
    if (reasons[i]) result.duplicates.push({ origin: doc.origin, reason: reasons[i]! });
  }
  const ids = options.perDocument
    ? await insertEachDocument(client, candidates)
    : await insertDocuments(client, candidates);
  const fresh: { doc: TPrepared; id: string }[] = [];
  for (const [i, doc] of candidates.entries()) {
    const id = ids[i];
    if (id && doc.attachment) await insertAttachment(client, id, doc.attachment);
    if (id) fresh.push({ doc, id });
    else result.duplicates.push({ origin: doc.origin, reason: "stored concurrently" });
  }
  if (fresh.length === 0) return result;

  await insertBands(client, fresh);
  const entityIds = await resolveEntities(
    client,
    fresh.flatMap(({ doc }) => doc.enrichment.entities),
    options.entityCache,
  );
  await insertMentions(client, fresh, entityIds);
  await insertQuotes(client, fresh, entityIds);
  await insertTerms(client, fresh);
  await insertTopics(client, fresh);
  // Delivered on commit to every process that caches corpus figures (clock, heat).
  await announceDocuments(
    client,
    fresh.map(({ id }) => id),
  );
  // The alert matcher takes them from here once this batch commits (lib/alerts/match-alerts.ts).
  await queueAlertDocuments(
    client,
    fresh.map(({ id }) => id),
  );
  result.stored = fresh.map(({ doc, id }) => ({ id, origin: doc.origin }));
  return result;
}

const DOCUMENT_COLUMNS = `type, title, body, html, language, ts_config, publisher, source_url, url_key, provider,
  provider_ref, content_hash, simhash, published_at, contributing_user_id, parent_document_id, source_id,
  dateline, properties`;

const BATCH_COLUMNS = Array.from({ length: 20 }, (_, i) => `c${i + 1}`);

/**
 * All documents of the batch in one statement. Their ids are drawn from the identity sequence first,
 * in batch order (as one INSERT per document would draw them), so each row is known by its id; a
 * document another process stored meanwhile (unique URL or provider reference) is skipped.
 */
async function insertDocuments(client: pg.PoolClient, docs: TPrepared[]): Promise<(string | undefined)[]> {
  if (docs.length === 0) return [];
  const { rows: drawn } = await client.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('documents', 'id'))::text AS id FROM generate_series(1, $1)",
    [docs.length],
  );
  const ids = drawn.map((r) => r.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  const values = docs.map(documentValues);
  const column = (i: number) => values.map((v) => v[i]);
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO documents (id, ${DOCUMENT_COLUMNS}, enriched_at)
     SELECT ${BATCH_COLUMNS.map((c) => `u.${c}`).join(", ")}, now() FROM unnest($1::int8[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::regconfig[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int8[],
       $15::timestamptz[], $16::int4[], $17::int8[], $18::int4[], $19::text[], $20::jsonb[]) WITH ORDINALITY
       AS u(${BATCH_COLUMNS.join(", ")}, ord)
     ORDER BY u.ord
     ON CONFLICT DO NOTHING RETURNING id`,
    [ids, ...values[0]!.map((_, i) => column(i))],
  );
  const stored = new Set(rows.map((r) => r.id));
  return ids.map((id) => (stored.has(id) ? id : undefined));
}

async function insertEachDocument(client: pg.PoolClient, docs: TPrepared[]): Promise<(string | undefined)[]> {
  const ids: (string | undefined)[] = [];
  for (const doc of docs) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO documents (${DOCUMENT_COLUMNS}, enriched_at)
       VALUES ($1, $2, $3, $4, $5, $6::regconfig, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, now())
       ON CONFLICT DO NOTHING RETURNING id`,
      documentValues(doc),
    );
    ids.push(rows[0]?.id);
  }
  return ids;
}

function documentValues(doc: TPrepared): unknown[] {
  return [
    doc.type,
    doc.title,
    doc.body,
    doc.html ?? null,
    doc.language,
    tsConfigFor(doc.language),
    doc.publisher,
    doc.sourceUrl ?? null,
    doc.urlKey ?? null,
    doc.provider ?? null,
    doc.providerRef ?? null,
    doc.contentHash,
    signed64(doc.simhash),
    doc.publishedAt,
    doc.contributingUserId ?? null,
    doc.parentDocumentId ?? null,
    doc.sourceId ?? null,
    doc.dateline ?? null,
    JSON.stringify(doc.properties),
  ];
}

async function insertBands(client: pg.PoolClient, fresh: { doc: TPrepared; id: string }[]) {
  const rows = fresh.flatMap(({ doc, id }) => simhashBands(doc.simhash).map((value, band) => ({ band, value, id })));
  await client.query(
    `INSERT INTO document_simhash_bands (band, value, document_id)
     SELECT * FROM unnest($1::int2[], $2::int4[], $3::int8[]) ON CONFLICT DO NOTHING`,
    [rows.map((r) => r.band), rows.map((r) => r.value), rows.map((r) => r.id)],
  );
}

async function insertMentions(
  client: pg.PoolClient,
  fresh: { doc: TPrepared; id: string }[],
  ids: Map<string, string>,
) {
  // One row per (document, entity): occurrences that resolved to one entity are merged.
  const rows = new Map<
    string,
    {
      doc: string;
      entity: string;
      at: Date;
      count: number;
      first: number;
      salience: number;
      title: boolean;
      spans: number[][];
    }
  >();
  for (const { doc, id } of fresh) {
    for (const occurrence of doc.enrichment.entities) {
      const entity = ids.get(occurrenceKey(occurrence.type, occurrence.name));
      if (!entity) continue;
      const spans = occurrence.mentions.map((m) => [m.start, m.end]);
      const key = `${id}|${entity}`;
      const row = rows.get(key);
      if (row) {
        row.count += spans.length;
        row.spans.push(...spans);
        row.first = Math.min(row.first, spans[0]?.[0] ?? row.first);
        row.salience = Math.max(row.salience, occurrence.salience);
        row.title ||= occurrence.inTitle;
      } else {
        rows.set(key, {
          doc: id,
          entity,
          at: doc.publishedAt,
          count: Math.max(1, spans.length),
          first: spans[0]?.[0] ?? -1,
          salience: occurrence.salience,
          title: occurrence.inTitle,
          spans,
        });
      }
    }
  }
  const list = [...rows.values()].sort((a, b) => (a.entity < b.entity ? -1 : 1));
  if (list.length === 0) return;
  await client.query(
    `INSERT INTO mentions (document_id, entity_id, published_at, count, first_offset, salience, in_title, spans)
     SELECT * FROM unnest($1::int8[], $2::int8[], $3::timestamptz[], $4::int4[], $5::int4[], $6::float4[], $7::bool[], $8::jsonb[])`,
    [
      list.map((r) => r.doc),
      list.map((r) => r.entity),
      list.map((r) => r.at),
      list.map((r) => r.count),
      list.map((r) => r.first),
      list.map((r) => r.salience),
      list.map((r) => r.title),
      list.map((r) => JSON.stringify(r.spans)),
    ],
  );
  // Rollups: documents mentioning each entity per UTC day, and in total.
  const daily = new Map<string, { entity: string; day: string; n: number }>();
  const totals = new Map<string, number>();
  for (const r of list) {
    const day = r.at.toISOString().slice(0, 10);
    const key = `${r.entity}|${day}`;
    daily.set(key, { entity: r.entity, day, n: (daily.get(key)?.n ?? 0) + 1 });
    totals.set(r.entity, (totals.get(r.entity) ?? 0) + 1);
  }
  const days = [...daily.values()];
  await client.query(
    `INSERT INTO entity_daily_counts (entity_id, day, doc_count)
     SELECT * FROM unnest($1::int8[], $2::date[], $3::int4[])
     ON CONFLICT (entity_id, day) DO UPDATE SET doc_count = entity_daily_counts.doc_count + EXCLUDED.doc_count`,
    [days.map((d) => d.entity), days.map((d) => d.day), days.map((d) => d.n)],
  );
  const entities = [...totals.keys()].sort();
  await client.query(
    `UPDATE entities e SET doc_count = e.doc_count + t.n, updated_at = now()
     FROM unnest($1::int8[], $2::int4[]) AS t(id, n) WHERE e.id = t.id`,
    [entities, entities.map((e) => totals.get(e)!)],
  );
}

async function insertQuotes(client: pg.PoolClient, fresh: { doc: TPrepared; id: string }[], ids: Map<string, string>) {
  const rows = fresh.flatMap(({ doc, id }) =>
    doc.enrichment.quotes.map((q) => ({
      id,
      q,
      at: doc.publishedAt,
      speaker: q.speaker ? (ids.get(occurrenceKey(q.speakerType ?? "Person", q.speaker)) ?? null) : null,
    })),
  );
  if (rows.length === 0) return;
  await client.query(
    `INSERT INTO quotes (document_id, speaker_entity_id, text, pre_text, post_text, start_offset, end_offset, published_at)
     SELECT * FROM unnest($1::int8[], $2::int8[], $3::text[], $4::text[], $5::text[], $6::int4[], $7::int4[], $8::timestamptz[])`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.speaker),
      rows.map((r) => r.q.text),
      rows.map((r) => r.q.preText),
      rows.map((r) => r.q.postText),
      rows.map((r) => r.q.span.start),
      rows.map((r) => r.q.span.end),
      rows.map((r) => r.at),
    ],
  );
}

async function insertTerms(client: pg.PoolClient, fresh: { doc: TPrepared; id: string }[]) {
  const rows = new Map<string, { id: string; kind: string; term: string; score: number }>();
  const add = (id: string, kind: string, term: string, score: number) => {
    const clean = term.trim().slice(0, 200);
    if (clean) rows.set(`${id}|${kind}|${clean}`, { id, kind, term: clean, score });
  };
  for (const { doc, id } of fresh) {
    const e = doc.enrichment;
    e.keywords.forEach((k, i) => add(id, "Keyword", k, 1 - i / (e.keywords.length + 1)));
    e.categories.forEach((c, i) => add(id, "Category", c, 1 - i / (e.categories.length + 1)));
    e.keyphrases.forEach((k) => add(id, "Keyphrase", k.text, k.score));
  }
  const list = [...rows.values()];
  if (list.length === 0) return;
  await client.query(
    `INSERT INTO document_terms (document_id, kind, term, score)
     SELECT * FROM unnest($1::int8[], $2::text[], $3::text[], $4::float4[]) ON CONFLICT DO NOTHING`,
    [list.map((r) => r.id), list.map((r) => r.kind), list.map((r) => r.term), list.map((r) => r.score)],
  );
}

async function insertTopics(client: pg.PoolClient, fresh: { doc: TPrepared; id: string }[]) {
  const topics = new Map<string, { type: string; name: string }>();
  for (const { doc } of fresh) for (const t of doc.enrichment.topics) topics.set(`${t.type}|${nameKey(t.name)}`, t);
  if (topics.size === 0) return;
  const list = [...topics.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const { rows } = await client.query<{ id: number; type: string; name_key: string }>(
    `INSERT INTO topics (type, name, name_key) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (type, name_key) DO UPDATE SET name = topics.name RETURNING id, type, name_key`,
    [list.map(([, t]) => t.type), list.map(([, t]) => t.name), list.map(([, t]) => nameKey(t.name))],
  );
  const ids = new Map(rows.map((r) => [`${r.type}|${r.name_key}`, r.id]));
  const links = fresh.flatMap(({ doc, id }) =>
    doc.enrichment.topics.map((t) => ({ id, topic: ids.get(`${t.type}|${nameKey(t.name)}`)!, score: t.score })),
  );
  await client.query(
    `INSERT INTO document_topics (document_id, topic_id, score)
     SELECT * FROM unnest($1::int8[], $2::int4[], $3::float4[]) ON CONFLICT DO NOTHING`,
    [links.map((l) => l.id), links.map((l) => l.topic), links.map((l) => l.score)],
  );
}

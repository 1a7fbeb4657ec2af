import "server-only";
import type pg from "pg";
import { queueAlertDocuments } from "@/lib/server/alerts/queue-alert-documents";
import { announceDocuments } from "@/lib/server/db/corpus-events";
import { insertAttachment } from "@/lib/server/attachments/store-attachment";
import { nameKey } from "@/lib/server/entities/entity-keys";
import { occurrenceKey, resolveEntities, type TEntityCache } from "@/lib/server/entities/resolve-entities";
import {
  addEntityDailyCounts,
  addEntityDocCounts,
  drawDocumentIds,
  insertDocumentRow,
  insertDocumentsWithIds,
  insertDocumentTopics,
  insertMentionRows,
  insertQuoteRows,
  insertSimhashBands,
  insertTermRows,
  type TMentionRow,
  upsertTopics,
} from "./data/stored-documents";
import { findDuplicates, simhashBands } from "./find-duplicates";
import { tsConfigFor, type TPrepared } from "./prepared";

export type TStoreResult = {
  stored: { id: string; origin: string }[];
  duplicates: { origin: string; reason: string }[];
};

const signed64 = (value: bigint) => BigInt.asIntN(64, value).toString();

export type TStoreOptions = {
  /** Names resolved earlier in the same import (lib/server/entities/resolve-entities.ts). */
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
  // The alert matcher takes them from here once this batch commits (lib/server/alerts/match-alerts.ts).
  await queueAlertDocuments(
    client,
    fresh.map(({ id }) => id),
  );
  result.stored = fresh.map(({ doc, id }) => ({ id, origin: doc.origin }));
  return result;
}

/**
 * All documents of the batch in one statement. Their ids are drawn from the identity sequence first,
 * in batch order (as one INSERT per document would draw them), so each row is known by its id; a
 * document another process stored meanwhile (unique URL or provider reference) is skipped.
 */
async function insertDocuments(client: pg.PoolClient, docs: TPrepared[]): Promise<(string | undefined)[]> {
  if (docs.length === 0) return [];
  const ids = await drawDocumentIds(client, docs.length);
  const stored = await insertDocumentsWithIds(client, ids, docs.map(documentValues));
  return ids.map((id) => (stored.has(id) ? id : undefined));
}

async function insertEachDocument(client: pg.PoolClient, docs: TPrepared[]): Promise<(string | undefined)[]> {
  const ids: (string | undefined)[] = [];
  for (const doc of docs) {
    ids.push(await insertDocumentRow(client, documentValues(doc)));
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
  await insertSimhashBands(client, rows);
}

async function insertMentions(
  client: pg.PoolClient,
  fresh: { doc: TPrepared; id: string }[],
  ids: Map<string, string>,
) {
  // One row per (document, entity): occurrences that resolved to one entity are merged.
  const rows = new Map<string, TMentionRow>();
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
  await insertMentionRows(client, list);
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
  await addEntityDailyCounts(client, days);
  const entities = [...totals.keys()].sort();
  await addEntityDocCounts(
    client,
    entities,
    entities.map((e) => totals.get(e)!),
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
  await insertQuoteRows(
    client,
    rows.map((r) => ({
      id: r.id,
      speaker: r.speaker,
      text: r.q.text,
      preText: r.q.preText,
      postText: r.q.postText,
      start: r.q.span.start,
      end: r.q.span.end,
      at: r.at,
    })),
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
  await insertTermRows(client, list);
}

async function insertTopics(client: pg.PoolClient, fresh: { doc: TPrepared; id: string }[]) {
  const topics = new Map<string, { type: string; name: string }>();
  for (const { doc } of fresh) for (const t of doc.enrichment.topics) topics.set(`${t.type}|${nameKey(t.name)}`, t);
  if (topics.size === 0) return;
  const list = [...topics.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const rows = await upsertTopics(
    client,
    list.map(([, t]) => ({ type: t.type, name: t.name, nameKey: nameKey(t.name) })),
  );
  const ids = new Map(rows.map((r) => [`${r.type}|${r.name_key}`, r.id]));
  const links = fresh.flatMap(({ doc, id }) =>
    doc.enrichment.topics.map((t) => ({ id, topic: ids.get(`${t.type}|${nameKey(t.name)}`)!, score: t.score })),
  );
  await insertDocumentTopics(client, links);
}

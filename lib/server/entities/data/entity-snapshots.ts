import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import type { TNotNull, TRow } from "@/lib/server/db/table-rows";

/**
 * The rows a correction may change, for a set of entities: the entity rows themselves, their aliases,
 * mentions, the quotes they speak and the project (list) items that hold them. A correction stores the
 * snapshot taken before it changes anything; undo puts exactly these rows back.
 */
export type TEntityState = TRow<
  "entities",
  "id" | "type" | "name" | "name_key" | "slug" | "status" | "merged_into" | "metadata"
>;
/** A mention: its time is a Date when the snapshot is taken, its ISO text once the snapshot is stored as JSON. */
export type TMentionRow = TRow<
  "mentions",
  "document_id" | "entity_id" | "count" | "first_offset" | "salience" | "in_title" | "spans"
> & { published_at: Date | string };
type TAliasRow = TRow<"entity_aliases", "alias_key" | "entity_id" | "alias">;
/** A quote the entities speak (the statement keeps quotes with a speaker). */
type TQuoteRow = TNotNull<TRow<"quotes", "id" | "speaker_entity_id">>;
/** A list item holding an entity; its time, as a mention's, is a Date when taken and text once stored. */
type TItemRow = TRow<"project_items", "project_id" | "item_id" | "added_by"> & { added_at: Date | string };
export type TSnapshot = {
  entities: TEntityState[];
  aliases: TAliasRow[];
  mentions: TMentionRow[];
  quotes: TQuoteRow[];
  items: TItemRow[];
};

export async function takeSnapshot(q: TQueryable, ids: string[]): Promise<TSnapshot> {
  const entities = await q.query<TEntityState>(
    `SELECT id::text, type, name, name_key, slug, status, merged_into::text, metadata
     FROM entities WHERE id = ANY($1::int8[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const aliases = await q.query<TAliasRow>(
    `SELECT alias_key, entity_id::text, alias FROM entity_aliases WHERE entity_id = ANY($1::int8[])`,
    [ids],
  );
  const mentions = await q.query<TMentionRow>(
    `SELECT document_id::text, entity_id::text, published_at, count, first_offset, salience, in_title, spans
     FROM mentions WHERE entity_id = ANY($1::int8[])`,
    [ids],
  );
  const quotes = await q.query<TQuoteRow>(
    `SELECT id::text, speaker_entity_id::text FROM quotes WHERE speaker_entity_id = ANY($1::int8[])`,
    [ids],
  );
  const items = await q.query<TItemRow>(
    `SELECT project_id::text, item_id::text, added_at, added_by FROM project_items
     WHERE item_class = 11 AND item_id = ANY($1::int8[])`,
    [ids],
  );
  return {
    entities: entities.rows,
    aliases: aliases.rows,
    mentions: mentions.rows,
    quotes: quotes.rows,
    items: items.rows,
  };
}

/**
 * Puts the snapshot back for `ids` (the entities a correction touched). Mentions of documents the
 * snapshot does not know (imported after the correction) stay; everything else of these entities is
 * replaced by the snapshot's rows. Entities the correction created (not in the snapshot) are deleted.
 */
export async function restoreSnapshot(q: TQueryable, ids: string[], snapshot: TSnapshot): Promise<void> {
  const documentIds = [...new Set(snapshot.mentions.map((m) => m.document_id))];
  const known = snapshot.entities.map((e) => e.id);
  const created = ids.filter((id) => !known.includes(id));
  await q.query(
    `DELETE FROM mentions WHERE entity_id = ANY($1::int8[]) AND (document_id = ANY($2::int8[]) OR entity_id = ANY($3::int8[]))`,
    [ids, documentIds, created],
  );
  const m = snapshot.mentions;
  await q.query(
    `INSERT INTO mentions (document_id, entity_id, published_at, count, first_offset, salience, in_title, spans)
     SELECT * FROM unnest($1::int8[], $2::int8[], $3::timestamptz[], $4::int4[], $5::int4[], $6::float4[], $7::bool[], $8::jsonb[])
     ON CONFLICT (document_id, entity_id) DO NOTHING`,
    [
      ...unnestColumns(m, [
        "document_id",
        "entity_id",
        "published_at",
        "count",
        "first_offset",
        "salience",
        "in_title",
      ]),
      m.map((r) => JSON.stringify(r.spans)),
    ],
  );
  await q.query(`DELETE FROM entity_aliases WHERE entity_id = ANY($1::int8[])`, [ids]);
  const a = snapshot.aliases;
  await q.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias)
     SELECT * FROM unnest($1::text[], $2::int8[], $3::text[]) ON CONFLICT DO NOTHING`,
    unnestColumns(a, ["alias_key", "entity_id", "alias"]),
  );
  await q.query(
    `UPDATE quotes q SET speaker_entity_id = s.speaker
     FROM unnest($1::int8[], $2::int8[]) AS s(id, speaker) WHERE q.id = s.id`,
    [snapshot.quotes.map((quote) => quote.id), snapshot.quotes.map((quote) => quote.speaker_entity_id)],
  );
  await q.query(
    `UPDATE quotes SET speaker_entity_id = NULL WHERE speaker_entity_id = ANY($1::int8[]) AND NOT id = ANY($2::int8[])`,
    [ids, snapshot.quotes.map((quote) => quote.id)],
  );
  await q.query(`DELETE FROM project_items WHERE item_class = 11 AND item_id = ANY($1::int8[])`, [ids]);
  const i = snapshot.items;
  await q.query(
    `INSERT INTO project_items (project_id, item_class, item_id, added_at, added_by)
     SELECT p, 11, item, at, who FROM unnest($1::int8[], $2::int8[], $3::timestamptz[], $4::int4[]) AS t(p, item, at, who)
     ON CONFLICT DO NOTHING`,
    unnestColumns(i, ["project_id", "item_id", "added_at", "added_by"]),
  );
  for (const e of snapshot.entities) {
    await q.query(
      `UPDATE entities SET type = $2, name = $3, name_key = $4, slug = $5, status = $6, merged_into = $7::int8,
         metadata = $8::jsonb, updated_at = now() WHERE id = $1::int8`,
      [e.id, e.type, e.name, e.name_key, e.slug, e.status, e.merged_into, JSON.stringify(e.metadata)],
    );
  }
  await recountEntities(q, ids);
  if (created.length > 0) await q.query(`DELETE FROM entities WHERE id = ANY($1::int8[])`, [created]);
}

/** Rebuilds the per-day and total document counts of `ids` from their mentions. */
export async function recountEntities(q: TQueryable, ids: string[]): Promise<void> {
  await q.query(`DELETE FROM entity_daily_counts WHERE entity_id = ANY($1::int8[])`, [ids]);
  await q.query(
    `INSERT INTO entity_daily_counts (entity_id, day, doc_count)
     SELECT entity_id, (published_at AT TIME ZONE 'UTC')::date, count(*) FROM mentions
     WHERE entity_id = ANY($1::int8[]) GROUP BY 1, 2`,
    [ids],
  );
  await q.query(
    `UPDATE entities e SET doc_count = (SELECT count(*) FROM mentions m WHERE m.entity_id = e.id), updated_at = now()
     WHERE e.id = ANY($1::int8[])`,
    [ids],
  );
}

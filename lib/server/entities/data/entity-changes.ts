import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { unnestColumns } from "@/lib/server/db/unnest-columns";
import type { TRow } from "@/lib/server/db/table-rows";
import { nameKey, slugify } from "../entity-keys";

// The writes of entity corrections (lib/server/entities/corrections), each inside the correction's transaction.

/** Moves every row of `sources` to `target` (mentions, aliases with the sources' names, quotes, list items). */
export async function moveEntities(q: TQueryable, target: string, sources: string[]): Promise<void> {
  // Documents where both are mentioned: one combined mention.
  await q.query(
    `UPDATE mentions t SET count = t.count + s.count, first_offset = LEAST(t.first_offset, s.first_offset),
       salience = GREATEST(t.salience, s.salience), in_title = t.in_title OR s.in_title, spans = t.spans || s.spans
     FROM (SELECT document_id, sum(count)::int AS count, min(first_offset) AS first_offset, max(salience) AS salience,
             bool_or(in_title) AS in_title, jsonb_agg(span) AS spans
           FROM mentions, jsonb_array_elements(spans) AS span
           WHERE entity_id = ANY($2::int8[]) GROUP BY document_id) s
     WHERE t.entity_id = $1::int8 AND t.document_id = s.document_id`,
    [target, sources],
  );
  await q.query(
    `DELETE FROM mentions s WHERE s.entity_id = ANY($2::int8[])
       AND EXISTS (SELECT 1 FROM mentions t WHERE t.entity_id = $1::int8 AND t.document_id = s.document_id)`,
    [target, sources],
  );
  // Documents mentioning several sources but not the target: keep the first, fold in the others.
  await q.query(
    `WITH keep AS (SELECT DISTINCT ON (document_id) document_id, entity_id FROM mentions
                   WHERE entity_id = ANY($1::int8[]) ORDER BY document_id, entity_id),
     folded AS (SELECT m.document_id, sum(m.count)::int AS count, min(m.first_offset) AS first_offset,
                  max(m.salience) AS salience, bool_or(m.in_title) AS in_title,
                  (SELECT jsonb_agg(x) FROM mentions m2, jsonb_array_elements(m2.spans) x
                   WHERE m2.document_id = m.document_id AND m2.entity_id = ANY($1::int8[])) AS spans
                FROM mentions m WHERE m.entity_id = ANY($1::int8[]) GROUP BY m.document_id HAVING count(*) > 1)
     UPDATE mentions t SET count = f.count, first_offset = f.first_offset, salience = f.salience,
       in_title = f.in_title, spans = COALESCE(f.spans, '[]')
     FROM folded f JOIN keep k USING (document_id)
     WHERE t.document_id = f.document_id AND t.entity_id = k.entity_id`,
    [sources],
  );
  await q.query(
    `DELETE FROM mentions m WHERE m.entity_id = ANY($1::int8[])
       AND m.entity_id <> (SELECT min(entity_id) FROM mentions k WHERE k.document_id = m.document_id AND k.entity_id = ANY($1::int8[]))`,
    [sources],
  );
  await q.query(`UPDATE mentions SET entity_id = $1::int8 WHERE entity_id = ANY($2::int8[])`, [target, sources]);
  // Names and aliases of the sources become the target's aliases.
  await q.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias)
     SELECT alias_key, $1::int8, alias FROM entity_aliases WHERE entity_id = ANY($2::int8[])
     UNION ALL SELECT name_key, $1::int8, name FROM entities WHERE id = ANY($2::int8[])
     ON CONFLICT DO NOTHING`,
    [target, sources],
  );
  await q.query(`DELETE FROM entity_aliases WHERE entity_id = ANY($1::int8[])`, [sources]);
  const { rows } = await q.query<TRow<"entities", "name">>(`SELECT name FROM entities WHERE id = $1::int8`, [target]);
  await q.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES ($1, $2::int8, $3) ON CONFLICT DO NOTHING`,
    [nameKey(rows[0]!.name), target, rows[0]!.name],
  );
  await q.query(`UPDATE quotes SET speaker_entity_id = $1::int8 WHERE speaker_entity_id = ANY($2::int8[])`, [
    target,
    sources,
  ]);
  // A merged entity stays in every list that held any part of it.
  await q.query(
    `INSERT INTO project_items (project_id, item_class, item_id, added_at, added_by)
     SELECT project_id, 11, $1::int8, min(added_at), min(added_by) FROM project_items
     WHERE item_class = 11 AND item_id = ANY($2::int8[]) GROUP BY project_id
     ON CONFLICT DO NOTHING`,
    [target, sources],
  );
  await q.query(`DELETE FROM project_items WHERE item_class = 11 AND item_id = ANY($1::int8[])`, [sources]);
}

/** Older merges into a source now point at the survivor. */
export async function repointMerges(q: TQueryable, target: string, sources: string[]): Promise<void> {
  await q.query(`UPDATE entities SET merged_into = $1::int8 WHERE merged_into = ANY($2::int8[])`, [target, sources]);
}

/** Marks the sources merged into the target. */
export async function markMerged(q: TQueryable, target: string, sources: string[]): Promise<void> {
  await q.query(
    `UPDATE entities SET status = 'merged', merged_into = $1::int8, updated_at = now() WHERE id = ANY($2::int8[])`,
    [target, sources],
  );
}

/** Removes the entity's aliases with these keys. */
export async function deleteAliasKeys(q: TQueryable, id: string, keys: string[]): Promise<void> {
  await q.query(`DELETE FROM entity_aliases WHERE entity_id = $1::int8 AND alias_key = ANY($2::text[])`, [id, keys]);
}

/** Adds aliases (key, entity, surface form); those already there stay. */
export async function insertAliases(
  q: TQueryable,
  aliases: { key: string; entityId: string; alias: string }[],
): Promise<void> {
  await q.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias)
       SELECT * FROM unnest($1::text[], $2::int8[], $3::text[]) ON CONFLICT DO NOTHING`,
    unnestColumns(aliases, ["key", "entityId", "alias"]),
  );
}

/** The entity's alias with this key, or undefined. */
export async function findAliasOfEntity(q: TQueryable, id: string, key: string): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"entity_aliases", "alias">>(
    `SELECT alias FROM entity_aliases WHERE entity_id = $1::int8 AND alias_key = $2`,
    [id, key],
  );
  return rows[0]?.alias;
}

/** Whether an entity (of any status) of this type has this name key. */
export async function entityNameTaken(q: TQueryable, type: string, key: string): Promise<boolean> {
  const taken = await q.query(`SELECT 1 FROM entities WHERE type = $1 AND name_key = $2`, [type, key]);
  return Boolean(taken.rowCount);
}

/** The id of another entity (of any status) of this type with this name key, or undefined. */
export async function findOtherEntityNamed(
  q: TQueryable,
  type: string,
  key: string,
  id: string,
): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"entities", "id">>(
    `SELECT id::text FROM entities WHERE type = $1 AND name_key = $2 AND id <> $3::int8`,
    [type, key, id],
  );
  return rows[0]?.id;
}

/** Inserts the entity split off under an alias; returns its id. */
export async function insertSplitEntity(q: TQueryable, type: string, alias: string, key: string): Promise<string> {
  const created = await q.query<TRow<"entities", "id">>(
    `INSERT INTO entities (type, name, name_key, slug) VALUES ($1, $2, $3, $4) RETURNING id::text`,
    [type, alias, key, slugify(alias)],
  );
  return created.rows[0]!.id;
}

/** Moves the alias with this key from one entity to another. */
export async function moveAlias(q: TQueryable, from: string, to: string, key: string): Promise<void> {
  await q.query(`UPDATE entity_aliases SET entity_id = $2::int8 WHERE entity_id = $1::int8 AND alias_key = $3`, [
    from,
    to,
    key,
  ]);
}

/** A mention's spans are `[start, end]` offsets into its document's text. */
type TMentionText = TRow<"mentions", "document_id"> & TRow<"documents", "title" | "body"> & { spans: number[][] };

/** The entity's mentions with the text of their documents. */
export async function findMentionTexts(q: TQueryable, id: string): Promise<TMentionText[]> {
  const { rows } = await q.query<TMentionText>(
    `SELECT m.document_id::text, m.spans, d.title, d.body FROM mentions m JOIN documents d ON d.id = m.document_id
       WHERE m.entity_id = $1::int8`,
    [id],
  );
  return rows;
}

/** Moves the entity's mentions in these documents to another entity. */
export async function moveMentions(q: TQueryable, from: string, to: string, documentIds: string[]): Promise<void> {
  await q.query(
    `UPDATE mentions SET entity_id = $2::int8 WHERE entity_id = $1::int8 AND document_id = ANY($3::int8[])`,
    [from, to, documentIds],
  );
}

/** Renames, retypes or changes the status of an entity. */
export async function updateEntityRow(
  q: TQueryable,
  id: string,
  change: { name: string; key: string; type: string; status: string },
): Promise<void> {
  await q.query(
    `UPDATE entities SET name = $2, name_key = $3, slug = $4, type = $5, status = $6, updated_at = now() WHERE id = $1::int8`,
    [id, change.name, change.key, slugify(change.name), change.type, change.status],
  );
}

/** Adds one alias of the entity (kept when already there). */
export async function insertAlias(q: TQueryable, id: string, key: string, alias: string): Promise<void> {
  await q.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES ($1, $2::int8, $3) ON CONFLICT DO NOTHING`,
    [key, id, alias],
  );
}

/** Removes the entity's mentions and the quotes attributed to it (a blocked entity). */
export async function removeMentionsAndQuotes(q: TQueryable, id: string): Promise<void> {
  await q.query(`DELETE FROM mentions WHERE entity_id = $1::int8`, [id]);
  await q.query(`UPDATE quotes SET speaker_entity_id = NULL WHERE speaker_entity_id = $1::int8`, [id]);
}

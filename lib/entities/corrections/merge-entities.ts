import "server-only";
import type pg from "pg";
import { DomainError } from "@/lib/errors";
import { nameKey } from "../entity-keys";
import { recountEntities } from "./entity-snapshot";
import { activeEntities, correctionResult, recordCorrection, type TActor } from "./record-correction";

/**
 * POST /v1/entities/merge: the `from` entities become `into`. Their mentions move to it (combined
 * where both were recognised in one document), their names and aliases become its aliases, quotes
 * they speak and the lists that held them follow, and each keeps its row with `merged_into` so
 * future imports of its names resolve to the survivor.
 */
export async function mergeEntities(actor: TActor, into: bigint, from: bigint[]) {
  const target = String(into);
  const sources = [...new Set(from.map(String))].filter((id) => id !== target);
  if (sources.length === 0) throw new DomainError("NOTHING_TO_MERGE", "From must name entities other than Into");
  if (sources.length > 50) throw new DomainError("TOO_MANY", "at most 50 entities merge at once");
  const ids = [target, ...sources];
  const result = await recordCorrection(actor, "merge", target, ids, async (client) => {
    const rows = await activeEntities(client, ids);
    if (rows.get(target)!.status !== "active") {
      throw new DomainError("ENTITY_BLOCKED", "a blocked entity cannot receive a merge; unblock it first");
    }
    await moveEntities(client, target, sources);
    // Older merges into a source now point at the survivor too.
    await client.query(`UPDATE entities SET merged_into = $1::int8 WHERE merged_into = ANY($2::int8[])`, [
      target,
      sources,
    ]);
    await client.query(
      `UPDATE entities SET status = 'merged', merged_into = $1::int8, updated_at = now() WHERE id = ANY($2::int8[])`,
      [target, sources],
    );
    await recountEntities(client, ids);
  });
  return correctionResult(result);
}

/** Moves every row of `sources` to `target` (mentions, aliases with the sources' names, quotes, list items). */
export async function moveEntities(client: pg.PoolClient, target: string, sources: string[]): Promise<void> {
  // Documents where both are mentioned: one combined mention.
  await client.query(
    `UPDATE mentions t SET count = t.count + s.count, first_offset = LEAST(t.first_offset, s.first_offset),
       salience = GREATEST(t.salience, s.salience), in_title = t.in_title OR s.in_title, spans = t.spans || s.spans
     FROM (SELECT document_id, sum(count)::int AS count, min(first_offset) AS first_offset, max(salience) AS salience,
             bool_or(in_title) AS in_title, jsonb_agg(span) AS spans
           FROM mentions, jsonb_array_elements(spans) AS span
           WHERE entity_id = ANY($2::int8[]) GROUP BY document_id) s
     WHERE t.entity_id = $1::int8 AND t.document_id = s.document_id`,
    [target, sources],
  );
  await client.query(
    `DELETE FROM mentions s WHERE s.entity_id = ANY($2::int8[])
       AND EXISTS (SELECT 1 FROM mentions t WHERE t.entity_id = $1::int8 AND t.document_id = s.document_id)`,
    [target, sources],
  );
  // Documents mentioning several sources but not the target: keep the first, fold in the others.
  await client.query(
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
  await client.query(
    `DELETE FROM mentions m WHERE m.entity_id = ANY($1::int8[])
       AND m.entity_id <> (SELECT min(entity_id) FROM mentions k WHERE k.document_id = m.document_id AND k.entity_id = ANY($1::int8[]))`,
    [sources],
  );
  await client.query(`UPDATE mentions SET entity_id = $1::int8 WHERE entity_id = ANY($2::int8[])`, [target, sources]);
  // Names and aliases of the sources become the target's aliases.
  await client.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias)
     SELECT alias_key, $1::int8, alias FROM entity_aliases WHERE entity_id = ANY($2::int8[])
     UNION ALL SELECT name_key, $1::int8, name FROM entities WHERE id = ANY($2::int8[])
     ON CONFLICT DO NOTHING`,
    [target, sources],
  );
  await client.query(`DELETE FROM entity_aliases WHERE entity_id = ANY($1::int8[])`, [sources]);
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM entities WHERE id = $1::int8`, [target]);
  await client.query(
    `INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES ($1, $2::int8, $3) ON CONFLICT DO NOTHING`,
    [nameKey(rows[0]!.name), target, rows[0]!.name],
  );
  await client.query(`UPDATE quotes SET speaker_entity_id = $1::int8 WHERE speaker_entity_id = ANY($2::int8[])`, [
    target,
    sources,
  ]);
  // A merged entity stays in every list that held any part of it.
  await client.query(
    `INSERT INTO project_items (project_id, item_class, item_id, added_at, added_by)
     SELECT project_id, 11, $1::int8, min(added_at), min(added_by) FROM project_items
     WHERE item_class = 11 AND item_id = ANY($2::int8[]) GROUP BY project_id
     ON CONFLICT DO NOTHING`,
    [target, sources],
  );
  await client.query(`DELETE FROM project_items WHERE item_class = 11 AND item_id = ANY($1::int8[])`, [sources]);
}

import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TColumn, TRow, TRowAs } from "@/lib/server/db/table-rows";
import type { TCorrectedEntity } from "../corrections/corrected-entity";
import type { TEntityState, TSnapshot } from "./entity-snapshots";

/** One correction at a time (until the transaction ends): snapshots and undo must never interleave. */
export async function lockCorrections(q: TQueryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('entity_corrections'))");
}

/** An entity as a correction's before/after records it. */
export type TSummaryRow = TRow<"entities", "id" | "name" | "type" | "status" | "merged_into" | "doc_count"> & {
  aliases: TColumn<"entity_aliases", "alias">[] | null;
};

/** The entities with their aliases (sorted), in the order of `ids`. */
export async function findEntitySummaries(q: TQueryable, ids: string[]): Promise<TSummaryRow[]> {
  const { rows } = await q.query<TSummaryRow>(
    `SELECT e.id::text, e.name, e.type, e.status, e.merged_into::text, e.doc_count,
       (SELECT array_agg(a.alias ORDER BY a.alias) FROM entity_aliases a WHERE a.entity_id = e.id) AS aliases
     FROM entities e WHERE e.id = ANY($1::int8[]) ORDER BY array_position($1::int8[], e.id)`,
    [ids],
  );
  return rows;
}

/** The entities' rows, locked (FOR UPDATE) in id order. */
export async function lockEntityStates(q: TQueryable, ids: string[]): Promise<TEntityState[]> {
  const { rows } = await q.query<TEntityState>(
    `SELECT id::text, type, name, name_key, slug, status, merged_into::text, metadata
     FROM entities WHERE id = ANY($1::int8[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  return rows;
}

type TCorrectionFields = {
  kind: string;
  entityId: string;
  entityIds: string[];
  userId: number;
  username: string;
  before: TCorrectedEntity[];
  after: TCorrectedEntity[];
};

/**
 * The entities as the log's before and after store them: the record every correction was written with
 * (the history answers it as stored, so its keys and their order do not change).
 */
const stored = (entities: TCorrectedEntity[]) =>
  entities.map((e) => ({
    Id: `11_${e.id}`,
    Description: e.name,
    Type: e.type,
    Status: e.status,
    MergedInto: e.mergedInto ? `11_${e.mergedInto}` : null,
    Aliases: e.aliases,
    DocumentCount: e.documentCount,
  }));

/** Records a correction with its before, after and snapshot; returns its id. */
export async function insertCorrection(
  q: TQueryable,
  correction: TCorrectionFields & { snapshot: TSnapshot },
): Promise<string> {
  return insertCorrectionRow(q, correction, null);
}

async function insertCorrectionRow(
  q: TQueryable,
  c: TCorrectionFields & { snapshot: unknown },
  undoOf: string | null,
): Promise<string> {
  const { rows } = await q.query<TRow<"entity_corrections", "id">>(
    `INSERT INTO entity_corrections (kind, entity_id, entity_ids, user_id, username, before, after, snapshot, undo_of)
       VALUES ($1, $2::int8, $3::int8[], $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::int8) RETURNING id::text`,
    [
      c.kind,
      c.entityId,
      c.entityIds,
      c.userId,
      c.username,
      JSON.stringify(stored(c.before)),
      JSON.stringify(stored(c.after)),
      JSON.stringify(c.snapshot),
      undoOf,
    ],
  );
  return rows[0]!.id;
}

export type TCorrectionRow = TRow<
  "entity_corrections",
  "id" | "kind" | "entity_id" | "username" | "at" | "before" | "after" | "undone_at" | "undo_of"
> & {
  /** No later standing correction touched the same entities. */
  latest: boolean;
};

/** Every correction that touched the entity, newest first (at most 500). */
export async function findCorrectionsOfEntity(entityId: string): Promise<TCorrectionRow[]> {
  const { rows } = await pool().query<TCorrectionRow>(
    `SELECT c.id::text, c.kind, c.entity_id::text, c.username, c.at, c.before, c.after, c.undone_at, c.undo_of::text,
       NOT EXISTS (SELECT 1 FROM entity_corrections l WHERE l.id > c.id AND l.kind <> 'undo' AND l.undone_at IS NULL
                   AND l.entity_ids && c.entity_ids) AS latest
     FROM entity_corrections c WHERE c.entity_ids @> ARRAY[$1::int8] ORDER BY c.id DESC LIMIT 500`,
    [entityId],
  );
  return rows;
}

export type TLockedCorrection = TRow<"entity_corrections", "id" | "kind" | "entity_id" | "entity_ids" | "undone_at"> & {
  snapshot: TSnapshot;
};

/** A correction, locked (FOR UPDATE), or undefined. */
export async function lockCorrection(q: TQueryable, id: string): Promise<TLockedCorrection | undefined> {
  const { rows } = await q.query<TLockedCorrection>(
    `SELECT id::text, kind, entity_id::text, entity_ids::text[], snapshot, undone_at FROM entity_corrections
       WHERE id = $1::int8 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** The first standing correction after `id` that touched any of the entities, or undefined. */
export async function findLaterCorrection(q: TQueryable, id: string, entityIds: string[]): Promise<string | undefined> {
  const { rows } = await q.query<TRow<"entity_corrections", "id">>(
    `SELECT id::text FROM entity_corrections
       WHERE id > $1::int8 AND kind <> 'undo' AND undone_at IS NULL AND entity_ids && $2::int8[] ORDER BY id LIMIT 1`,
    [id, entityIds],
  );
  return rows[0]?.id;
}

/** Marks a correction undone now by the user. */
export async function markCorrectionUndone(q: TQueryable, id: string, userId: number): Promise<void> {
  await q.query(`UPDATE entity_corrections SET undone_at = now(), undone_by = $2 WHERE id = $1::int8`, [id, userId]);
}

/** Records the undo of a correction; returns its id. */
export async function insertUndoCorrection(
  q: TQueryable,
  undo: Omit<TCorrectionFields, "kind"> & { undoOf: string },
): Promise<string> {
  return insertCorrectionRow(q, { ...undo, kind: "undo", snapshot: {} }, undo.undoOf);
}

/** A pair of entities (`a` the lower id) with the alias forms that are alike, and how alike (pg_trgm). */
export type TMergeSuggestionRow = TRowAs<
  "entities",
  { a: "id"; a_name: "name"; a_docs: "doc_count"; b: "id"; b_name: "name"; b_docs: "doc_count"; type: "type" }
> &
  TRowAs<"entity_aliases", { a_form: "alias"; b_form: "alias" }> & { similarity: number };

/**
 * Pairs of active entities of the same type whose alias keys have pg_trgm similarity ≥ 0.6, best first:
 * pairs with the entity when given, else starting from the forms of the most mentioned entities (500).
 */
export async function findMergeSuggestions(entityId: string | null, limit: number): Promise<TMergeSuggestionRow[]> {
  const { rows } = await pool().query<TMergeSuggestionRow>(
    `WITH x AS (
       SELECT e.id, e.type, e.name, e.doc_count, a.alias, a.alias_key
       FROM entities e JOIN entity_aliases a ON a.entity_id = e.id
       WHERE e.status = 'active' AND ($1::int8 IS NULL OR e.id = $1::int8) AND ($1::int8 IS NOT NULL OR e.doc_count > 0)
       ORDER BY e.doc_count DESC LIMIT 500
     ),
     near AS (
       SELECT x.id AS xid, x.name AS xname, x.type, x.alias AS xform, x.doc_count AS xdocs,
         y.id AS yid, y.name AS yname, y.alias AS yform, y.doc_count AS ydocs, similarity(x.alias_key, y.alias_key) AS sim
       FROM x JOIN LATERAL (
         SELECT e2.id, e2.name, e2.doc_count, a2.alias, a2.alias_key FROM entity_aliases a2 JOIN entities e2 ON e2.id = a2.entity_id
         WHERE a2.alias_key % x.alias_key AND e2.type = x.type AND e2.id <> x.id AND e2.status = 'active'
       ) y ON true
     ),
     pairs AS (
       SELECT DISTINCT ON (LEAST(xid, yid), GREATEST(xid, yid))
         CASE WHEN xid < yid THEN xid ELSE yid END AS a, CASE WHEN xid < yid THEN xname ELSE yname END AS a_name,
         CASE WHEN xid < yid THEN yid ELSE xid END AS b, CASE WHEN xid < yid THEN yname ELSE xname END AS b_name,
         type, CASE WHEN xid < yid THEN xform ELSE yform END AS a_form, CASE WHEN xid < yid THEN yform ELSE xform END AS b_form,
         sim AS similarity, CASE WHEN xid < yid THEN xdocs ELSE ydocs END AS a_docs,
         CASE WHEN xid < yid THEN ydocs ELSE xdocs END AS b_docs
       FROM near ORDER BY LEAST(xid, yid), GREATEST(xid, yid), sim DESC
     )
     SELECT * FROM pairs WHERE similarity >= 0.6 ORDER BY similarity DESC, a_docs + b_docs DESC LIMIT $2`,
    [entityId, limit],
  );
  return rows;
}

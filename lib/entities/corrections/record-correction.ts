import "server-only";
import type pg from "pg";
import { announceCorrection } from "@/lib/db/corpus-events";
import { pool, withTransaction } from "@/lib/db/pool";
import type { TCorrectedEntity } from "@/lib/contract/responses";
import { DomainError } from "@/lib/errors";
import { entityRef } from "../entity-keys";
import { assertMayCorrect } from "./may-correct";
import { takeSnapshot, type TEntityState, type TSnapshot } from "./entity-snapshot";

export type TCorrectionKind = "merge" | "split" | "aliases" | "update";
export type TActor = { id: number; username: string; role: string };

/** What a correction's before/after records: the entities' names, types, statuses and aliases. */
export type TEntitySummary = TCorrectedEntity;

export async function summarise(client: pg.PoolClient, ids: string[]): Promise<TEntitySummary[]> {
  const { rows } = await client.query<{
    id: string;
    name: string;
    type: string;
    status: string;
    merged_into: string | null;
    doc_count: number;
    aliases: string[] | null;
  }>(
    `SELECT e.id::text, e.name, e.type, e.status, e.merged_into::text, e.doc_count,
       (SELECT array_agg(a.alias ORDER BY a.alias) FROM entity_aliases a WHERE a.entity_id = e.id) AS aliases
     FROM entities e WHERE e.id = ANY($1::int8[]) ORDER BY array_position($1::int8[], e.id)`,
    [ids],
  );
  return rows.map((r) => ({
    Id: entityRef(r.id),
    Description: r.name,
    Type: r.type,
    Status: r.status,
    MergedInto: r.merged_into ? entityRef(r.merged_into) : null,
    Aliases: r.aliases ?? [],
    DocumentCount: r.doc_count,
  }));
}

/** The entities, locked, each of them active (a merged or blocked entity is corrected through its survivor). */
export async function activeEntities(client: pg.PoolClient, ids: string[]): Promise<Map<string, TEntityState>> {
  const { rows } = await client.query<TEntityState>(
    `SELECT id::text, type, name, name_key, slug, status, merged_into::text, metadata
     FROM entities WHERE id = ANY($1::int8[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row || !["active", "blocked"].includes(row.status)) {
      throw new DomainError("ENTITY_NOT_FOUND", `no entity ${entityRef(id)}`);
    }
  }
  return found;
}

/**
 * Runs one correction in a transaction: checks the role, snapshots the rows of `ids` before `work`
 * changes them, records who, when, before and after with the snapshot (for undo), and announces the
 * change to every process's caches (delivered on commit).
 */
export async function recordCorrection(
  actor: TActor,
  kind: TCorrectionKind,
  entityId: string,
  ids: string[],
  work: (client: pg.PoolClient, snapshot: TSnapshot) => Promise<string[] | void>,
): Promise<{ correctionId: string; entityId: string }> {
  assertMayCorrect(actor);
  return withTransaction(async (client) => {
    // One correction at a time: snapshots and undo must never interleave.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('entity_corrections'))");
    const snapshot = await takeSnapshot(client, ids);
    const before = await summarise(client, ids);
    const extra = (await work(client, snapshot)) ?? [];
    const all = [...ids, ...extra];
    const after = await summarise(client, all);
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO entity_corrections (kind, entity_id, entity_ids, user_id, username, before, after, snapshot)
       VALUES ($1, $2::int8, $3::int8[], $4, $5, $6::jsonb, $7::jsonb, $8::jsonb) RETURNING id::text`,
      [
        kind,
        entityId,
        all,
        actor.id,
        actor.username,
        JSON.stringify(before),
        JSON.stringify(after),
        JSON.stringify(snapshot),
      ],
    );
    await announceCorrection(client);
    return { correctionId: rows[0]!.id, entityId };
  });
}

/** A correction's answer: its id and the corrected entity as it is now. */
export async function correctionResult(result: { correctionId: string; entityId: string }) {
  const client = await pool().connect();
  try {
    return { CorrectionId: result.correctionId, Entity: (await summarise(client, [result.entityId]))[0]! };
  } finally {
    client.release();
  }
}

import "server-only";
import type pg from "pg";
import { announceCorrection } from "@/lib/server/db/corpus-events";
import { pool, withTransaction } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import { DomainError } from "@/lib/server/errors";
import { entityRef } from "../entity-keys";
import type { TCorrectedEntity } from "./corrected-entity";
import { assertMayCorrect } from "./may-correct";
import { findEntitySummaries, insertCorrection, lockCorrections, lockEntityStates } from "../data/corrections";
import { takeSnapshot, type TEntityState, type TSnapshot } from "../data/entity-snapshots";

export type TCorrectionKind = "merge" | "split" | "aliases" | "update";
export type TActor = { id: number; username: string; role: string };

/** What a correction's before/after records: the entities' names, types, statuses and aliases. */
export async function summarise(q: TQueryable, ids: string[]): Promise<TCorrectedEntity[]> {
  const rows = await findEntitySummaries(q, ids);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    status: r.status,
    mergedInto: r.merged_into,
    aliases: r.aliases ?? [],
    documentCount: r.doc_count,
  }));
}

/** The entities, locked, each of them active (a merged or blocked entity is corrected through its survivor). */
export async function activeEntities(client: pg.PoolClient, ids: string[]): Promise<Map<string, TEntityState>> {
  const rows = await lockEntityStates(client, ids);
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
    await lockCorrections(client);
    const snapshot = await takeSnapshot(client, ids);
    const before = await summarise(client, ids);
    const extra = (await work(client, snapshot)) ?? [];
    const all = [...ids, ...extra];
    const after = await summarise(client, all);
    const correctionId = await insertCorrection(client, {
      kind,
      entityId,
      entityIds: all,
      userId: actor.id,
      username: actor.username,
      before,
      after,
      snapshot,
    });
    await announceCorrection(client);
    return { correctionId, entityId };
  });
}

/** A correction's answer: its id and the corrected entity as it is now. */
export type TCorrectionResult = { correctionId: string; entity: TCorrectedEntity };

export async function correctionResult(result: { correctionId: string; entityId: string }): Promise<TCorrectionResult> {
  return { correctionId: result.correctionId, entity: (await summarise(pool(), [result.entityId]))[0]! };
}

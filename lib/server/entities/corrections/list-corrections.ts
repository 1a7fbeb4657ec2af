import "server-only";
import { pool } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { entityRef } from "../entity-keys";
import { findCorrectionsOfEntity } from "../data/corrections";
import type { TCorrectedEntity } from "./corrected-entity";
import { summarise } from "./record-correction";

/** One correction of the log: who, when, what it touched, and whether it was undone or can be now. */
export type TCorrection = {
  id: string;
  kind: string;
  entityId: string;
  username: string;
  at: Date;
  /** The entities before and after, as the log stored them (answered as stored). */
  before: unknown;
  after: unknown;
  undoneAt: Date | null;
  undoOf: string | null;
  canUndo: boolean;
};

/**
 * GET /v1/entities/{ref}/history: every correction that touched the entity, newest first, with who,
 * when, before and after, and whether it was undone (and whether it can be undone now); `entity` is the
 * entity as it is now (names, type, status, aliases).
 */
export async function listCorrections(entity: bigint): Promise<{ entity: TCorrectedEntity; items: TCorrection[] }> {
  const rows = await findCorrectionsOfEntity(String(entity));
  const current = await summarise(pool(), [String(entity)]);
  if (!current[0]) throw new DomainError("ENTITY_NOT_FOUND", `no entity ${entityRef(String(entity))}`);
  return {
    entity: current[0],
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      entityId: r.entity_id,
      username: r.username,
      at: r.at,
      before: r.before,
      after: r.after,
      undoneAt: r.undone_at,
      undoOf: r.undo_of,
      canUndo: r.kind !== "undo" && !r.undone_at && r.latest,
    })),
  };
}

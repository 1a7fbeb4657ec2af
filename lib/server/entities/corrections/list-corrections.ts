import "server-only";
import { pool } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { entityRef } from "../entity-keys";
import { findCorrectionsOfEntity } from "../data/corrections";
import { summarise } from "./record-correction";

/**
 * GET /v1/entities/{ref}/history: every correction that touched the entity, newest first, with who,
 * when, before and after, and whether it was undone (and whether it can be undone now); Entity is the
 * entity as it is now (names, type, status, aliases).
 */
export async function listCorrections(entity: bigint) {
  const rows = await findCorrectionsOfEntity(String(entity));
  const current = await summarise(pool(), [String(entity)]);
  if (!current[0]) throw new DomainError("ENTITY_NOT_FOUND", `no entity ${entityRef(String(entity))}`);
  return {
    Entity: current[0],
    TotalCount: rows.length,
    Items: rows.map((r) => ({
      Id: r.id,
      Kind: r.kind,
      Entity: entityRef(r.entity_id),
      User: r.username,
      At: r.at,
      Before: r.before,
      After: r.after,
      UndoneAt: r.undone_at,
      UndoOf: r.undo_of,
      CanUndo: r.kind !== "undo" && !r.undone_at && r.latest,
    })),
  };
}

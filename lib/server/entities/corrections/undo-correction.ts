import "server-only";
import { announceCorrection } from "@/lib/server/db/corpus-events";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import {
  findLaterCorrection,
  insertUndoCorrection,
  lockCorrection,
  lockCorrections,
  markCorrectionUndone,
} from "../data/corrections";
import { restoreSnapshot } from "../data/entity-snapshots";
import { assertMayCorrect } from "./may-correct";
import type { TCorrectedEntity } from "./corrected-entity";
import { summarise, type TActor } from "./record-correction";

/** An undo: its own correction id, the correction it undid, and the entities as they are again. */
export type TCorrectionUndo = { correctionId: string; undone: string; entities: TCorrectedEntity[] };

/**
 * POST /v1/entities/corrections/{id}/undo: puts back exactly the rows the correction changed. Only the
 * latest standing correction of its entities can be undone (undo later ones first), so a snapshot is
 * never restored over changes it does not know. The undo is itself recorded, with before and after.
 */
export async function undoCorrection(actor: TActor, correctionId: bigint): Promise<TCorrectionUndo> {
  assertMayCorrect(actor);
  return withTransaction(async (client) => {
    await lockCorrections(client);
    const correction = await lockCorrection(client, String(correctionId));
    if (!correction || correction.kind === "undo") {
      throw new DomainError("CORRECTION_NOT_FOUND", `no correction ${correctionId}`);
    }
    if (correction.undone_at) throw new DomainError("ALREADY_UNDONE", `correction ${correctionId} was already undone`);
    const later = await findLaterCorrection(client, correction.id, correction.entity_ids);
    if (later) {
      throw new DomainError("LATER_CORRECTION", `undo correction ${later} first: it changed the same entities later`);
    }
    const ids = correction.entity_ids;
    const before = await summarise(client, ids);
    await restoreSnapshot(client, ids, correction.snapshot);
    const kept = correction.snapshot.entities.map((e) => e.id);
    const after = await summarise(client, kept);
    await markCorrectionUndone(client, correction.id, actor.id);
    const undoId = await insertUndoCorrection(client, {
      entityId: correction.entity_id,
      entityIds: kept,
      userId: actor.id,
      username: actor.username,
      before,
      after,
      undoOf: correction.id,
    });
    await announceCorrection(client);
    return { correctionId: undoId, undone: correction.id, entities: after };
  });
}

import "server-only";
import { announceCorrection } from "@/lib/db/corpus-events";
import { withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { restoreSnapshot, type TSnapshot } from "./entity-snapshot";
import { assertMayCorrect } from "./may-correct";
import { summarise, type TActor } from "./record-correction";

/**
 * POST /v1/entities/corrections/{id}/undo: puts back exactly the rows the correction changed. Only the
 * latest standing correction of its entities can be undone (undo later ones first), so a snapshot is
 * never restored over changes it does not know. The undo is itself recorded, with before and after.
 */
export async function undoCorrection(actor: TActor, correctionId: bigint) {
  assertMayCorrect(actor);
  return withTransaction(async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('entity_corrections'))");
    const { rows } = await client.query<{
      id: string;
      kind: string;
      entity_id: string;
      entity_ids: string[];
      snapshot: TSnapshot;
      undone_at: Date | null;
    }>(
      `SELECT id::text, kind, entity_id::text, entity_ids::text[], snapshot, undone_at FROM entity_corrections
       WHERE id = $1::int8 FOR UPDATE`,
      [String(correctionId)],
    );
    const correction = rows[0];
    if (!correction || correction.kind === "undo") {
      throw new DomainError("CORRECTION_NOT_FOUND", `no correction ${correctionId}`);
    }
    if (correction.undone_at) throw new DomainError("ALREADY_UNDONE", `correction ${correctionId} was already undone`);
    const later = await client.query<{ id: string }>(
      `SELECT id::text FROM entity_corrections
       WHERE id > $1::int8 AND kind <> 'undo' AND undone_at IS NULL AND entity_ids && $2::int8[] ORDER BY id LIMIT 1`,
      [correction.id, correction.entity_ids],
    );
    if (later.rows[0]) {
      throw new DomainError(
        "LATER_CORRECTION",
        `undo correction ${later.rows[0].id} first: it changed the same entities later`,
      );
    }
    const ids = correction.entity_ids;
    const before = await summarise(client, ids);
    await restoreSnapshot(client, ids, correction.snapshot);
    const kept = correction.snapshot.entities.map((e) => e.id);
    const after = await summarise(client, kept);
    await client.query(`UPDATE entity_corrections SET undone_at = now(), undone_by = $2 WHERE id = $1::int8`, [
      correction.id,
      actor.id,
    ]);
    const undo = await client.query<{ id: string }>(
      `INSERT INTO entity_corrections (kind, entity_id, entity_ids, user_id, username, before, after, snapshot, undo_of)
       VALUES ('undo', $1::int8, $2::int8[], $3, $4, $5::jsonb, $6::jsonb, '{}'::jsonb, $7::int8) RETURNING id::text`,
      [
        correction.entity_id,
        kept,
        actor.id,
        actor.username,
        JSON.stringify(before),
        JSON.stringify(after),
        correction.id,
      ],
    );
    await announceCorrection(client);
    return { CorrectionId: undo.rows[0]!.id, Undone: correction.id, Entities: after };
  });
}

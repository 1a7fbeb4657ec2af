import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findOtherEntityNamed, insertAlias, removeMentionsAndQuotes, updateEntityRow } from "../data/entity-changes";
import { nameKey } from "../entity-keys";
import { recountEntities } from "../data/entity-snapshots";
import { activeEntities, correctionResult, recordCorrection, type TActor } from "./record-correction";

export type TEntityPatch = { description?: string; type?: string; blocked?: boolean };

/**
 * PATCH /v1/entities/{ref}: renames (the old name stays an alias), retypes, blocks or unblocks.
 * Blocked means "not an entity": its mentions and quote attributions are removed (kept in the
 * correction for undo), it leaves every result, and future imports skip its name and aliases.
 * Unblocking lets future imports resolve it again; undo of the block restores its mentions.
 */
export async function updateEntity(actor: TActor, entity: bigint, patch: TEntityPatch) {
  const id = String(entity);
  if (patch.description === undefined && patch.type === undefined && patch.blocked === undefined) {
    throw new DomainError("NOTHING_TO_CHANGE", "give Description, Type or Blocked");
  }
  const result = await recordCorrection(actor, "update", id, [id], async (client) => {
    const row = (await activeEntities(client, [id])).get(id)!;
    const name = patch.description?.trim() ?? row.name;
    const key = nameKey(name);
    if (!key) throw new DomainError("INVALID_PARAMETER", "Description must contain a letter or a digit");
    const type = patch.type ?? row.type;
    if (type !== row.type || key !== row.name_key) {
      const taken = await findOtherEntityNamed(client, type, key, id);
      if (taken !== undefined) {
        throw new DomainError("ENTITY_EXISTS", `a ${type} named "${name}" exists (11_${taken}); merge instead`);
      }
    }
    const status = patch.blocked === undefined ? row.status : patch.blocked ? "blocked" : "active";
    await updateEntityRow(client, id, { name, key, type, status });
    await insertAlias(client, id, key, name);
    if (status === "blocked") {
      await removeMentionsAndQuotes(client, id);
      await recountEntities(client, [id]);
    }
  });
  return correctionResult(result);
}

import "server-only";
import { DomainError } from "@/lib/errors";
import { nameKey, slugify } from "../entity-keys";
import { recountEntities } from "./entity-snapshot";
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
      const taken = await client.query<{ id: string }>(
        `SELECT id::text FROM entities WHERE type = $1 AND name_key = $2 AND id <> $3::int8`,
        [type, key, id],
      );
      if (taken.rows[0]) {
        throw new DomainError(
          "ENTITY_EXISTS",
          `a ${type} named "${name}" exists (11_${taken.rows[0].id}); merge instead`,
        );
      }
    }
    const status = patch.blocked === undefined ? row.status : patch.blocked ? "blocked" : "active";
    await client.query(
      `UPDATE entities SET name = $2, name_key = $3, slug = $4, type = $5, status = $6, updated_at = now() WHERE id = $1::int8`,
      [id, name, key, slugify(name), type, status],
    );
    await client.query(
      `INSERT INTO entity_aliases (alias_key, entity_id, alias) VALUES ($1, $2::int8, $3) ON CONFLICT DO NOTHING`,
      [key, id, name],
    );
    if (status === "blocked") {
      await client.query(`DELETE FROM mentions WHERE entity_id = $1::int8`, [id]);
      await client.query(`UPDATE quotes SET speaker_entity_id = NULL WHERE speaker_entity_id = $1::int8`, [id]);
      await recountEntities(client, [id]);
    }
  });
  return correctionResult(result);
}

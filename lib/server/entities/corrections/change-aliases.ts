import "server-only";
import { DomainError } from "@/lib/server/errors";
import { deleteAliasKeys, insertAliases } from "../data/entity-changes";
import { nameKey } from "../entity-keys";
import { activeEntities, correctionResult, recordCorrection, type TActor } from "./record-correction";

/**
 * POST /v1/entities/{ref}/aliases: adds and removes surface forms. The import resolver reads aliases,
 * so later documents that write an added alias resolve to the entity. The entity's own name cannot be
 * removed (rename it with a merge or a split instead).
 */
export async function changeAliases(actor: TActor, entity: bigint, change: { add: string[]; remove: string[] }) {
  const id = String(entity);
  const add = change.add.map((a) => ({ alias: a.trim(), key: nameKey(a) }));
  const removeKeys = change.remove.map((a) => nameKey(a));
  for (const a of add) if (!a.key) throw new DomainError("INVALID_ALIAS", `alias "${a.alias}" has no letter or digit`);
  if (add.length === 0 && removeKeys.length === 0)
    throw new DomainError("NOTHING_TO_CHANGE", "Add or Remove must list aliases");
  const result = await recordCorrection(actor, "aliases", id, [id], async (client) => {
    const row = (await activeEntities(client, [id])).get(id)!;
    if (removeKeys.includes(row.name_key)) {
      throw new DomainError("ALIAS_IS_NAME", `"${row.name}" is the entity's name and cannot be removed`);
    }
    await deleteAliasKeys(client, id, removeKeys);
    await insertAliases(
      client,
      add.map((a) => ({ key: a.key, entityId: id, alias: a.alias })),
    );
  });
  return correctionResult(result);
}

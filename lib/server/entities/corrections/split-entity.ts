import "server-only";
import { DomainError } from "@/lib/server/errors";
import {
  entityNameTaken,
  findAliasOfEntity,
  findMentionTexts,
  insertSplitEntity,
  moveAlias,
  moveMentions,
} from "../data/entity-changes";
import { nameKey } from "../entity-keys";
import { recountEntities } from "../data/entity-snapshots";
import { activeEntities, correctionResult, recordCorrection, type TActor } from "./record-correction";

/**
 * POST /v1/entities/{ref}/split: a new entity named `alias` (of `type`, default the same type) takes
 * the alias and the mentions of the documents in which that alias is written (the stored spans are
 * read against the document text). Later imports resolve the alias to the new entity.
 */
export async function splitEntity(actor: TActor, entity: bigint, input: { alias: string; type?: string }) {
  const id = String(entity);
  const key = nameKey(input.alias);
  if (!key) throw new DomainError("INVALID_ALIAS", "Alias must contain a letter or a digit");
  let createdId = "";
  const result = await recordCorrection(actor, "split", id, [id], async (client) => {
    const row = (await activeEntities(client, [id])).get(id)!;
    if (row.status !== "active") throw new DomainError("ENTITY_BLOCKED", "a blocked entity cannot be split");
    if (row.name_key === key) throw new DomainError("ALIAS_IS_NAME", "the entity's own name cannot be split off");
    const alias = await findAliasOfEntity(client, id, key);
    if (alias === undefined) throw new DomainError("ALIAS_NOT_FOUND", `the entity has no alias "${input.alias}"`);
    const type = input.type ?? row.type;
    if (await entityNameTaken(client, type, key))
      throw new DomainError("ENTITY_EXISTS", `a ${type} named "${input.alias}" exists; merge instead`);
    createdId = await insertSplitEntity(client, type, alias, key);
    await moveAlias(client, id, createdId, key);
    // Mentions of documents where the alias is written move to the new entity.
    const rows = await findMentionTexts(client, id);
    const moving = rows
      .filter((r) => {
        const spans = Array.isArray(r.spans) ? r.spans : [];
        return spans.some(([s, e]) => nameKey(r.body.slice(s, e)) === key);
      })
      .map((r) => r.document_id);
    await moveMentions(client, id, createdId, moving);
    await recountEntities(client, [id, createdId]);
    return [createdId];
  });
  const answer = await correctionResult({ correctionId: result.correctionId, entityId: createdId });
  return answer;
}

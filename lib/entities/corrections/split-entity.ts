import "server-only";
import { DomainError } from "@/lib/errors";
import { nameKey, slugify } from "../entity-keys";
import { recountEntities } from "./entity-snapshot";
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
    const alias = await client.query<{ alias: string }>(
      `SELECT alias FROM entity_aliases WHERE entity_id = $1::int8 AND alias_key = $2`,
      [id, key],
    );
    if (!alias.rows[0]) throw new DomainError("ALIAS_NOT_FOUND", `the entity has no alias "${input.alias}"`);
    const type = input.type ?? row.type;
    const taken = await client.query(`SELECT 1 FROM entities WHERE type = $1 AND name_key = $2`, [type, key]);
    if (taken.rowCount)
      throw new DomainError("ENTITY_EXISTS", `a ${type} named "${input.alias}" exists; merge instead`);
    const created = await client.query<{ id: string }>(
      `INSERT INTO entities (type, name, name_key, slug) VALUES ($1, $2, $3, $4) RETURNING id::text`,
      [type, alias.rows[0].alias, key, slugify(alias.rows[0].alias)],
    );
    createdId = created.rows[0]!.id;
    await client.query(`UPDATE entity_aliases SET entity_id = $2::int8 WHERE entity_id = $1::int8 AND alias_key = $3`, [
      id,
      createdId,
      key,
    ]);
    // Mentions of documents where the alias is written move to the new entity.
    const { rows } = await client.query<{ document_id: string; spans: number[][]; title: string; body: string }>(
      `SELECT m.document_id::text, m.spans, d.title, d.body FROM mentions m JOIN documents d ON d.id = m.document_id
       WHERE m.entity_id = $1::int8`,
      [id],
    );
    const moving = rows
      .filter((r) => {
        const spans = Array.isArray(r.spans) ? r.spans : [];
        return spans.some(([s, e]) => nameKey(r.body.slice(s, e)) === key);
      })
      .map((r) => r.document_id);
    await client.query(
      `UPDATE mentions SET entity_id = $2::int8 WHERE entity_id = $1::int8 AND document_id = ANY($3::int8[])`,
      [id, createdId, moving],
    );
    await recountEntities(client, [id, createdId]);
    return [createdId];
  });
  const answer = await correctionResult({ correctionId: result.correctionId, entityId: createdId });
  return answer;
}

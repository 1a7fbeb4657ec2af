import "server-only";
import { now } from "@/lib/db/clock";
import { withTransaction } from "@/lib/db/pool";
import { createEntity } from "./create-entity";
import { entityRef, entityReference, nameKey } from "./entity-keys";

/**
 * /entity/add (admin only): creates the entity, or 409 ENTITY_EXISTS when an active entity has the same
 * name key. A pending request for the same name is marked approved by this addition.
 */
export async function addEntity(input: { name: string; type: string; language: string; userId: number }) {
  const created = await withTransaction(async (client) => {
    const entity = await createEntity(client, input);
    await client.query(
      `UPDATE entity_requests SET status = 'approved', reviewed_by = $2, reviewed_at = now(), entity_id = $3,
         review_note = 'added directly', updated_at = now()
       WHERE name_key = $1 AND status = 'pending'`,
      [nameKey(input.name), input.userId, entity.id],
    );
    return entity;
  });
  return {
    Info: "created",
    Description: created.name,
    Type: created.type,
    Id: entityRef(created.id),
    EntityReference: entityReference(created.slug, created.id),
    LastUpdated: now(),
  };
}

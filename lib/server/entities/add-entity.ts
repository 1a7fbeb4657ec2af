import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { createEntity } from "./create-entity";
import { approveRequestsByAddition } from "./data/entity-requests";
import { nameKey } from "./entity-keys";
import { toEntitySummary, type TEntitySummary } from "./entity-summary";

/**
 * /entity/add (admin only): creates the entity, or 409 ENTITY_EXISTS when an active entity has the same
 * name key. A pending request for the same name is marked approved by this addition.
 */
export async function addEntity(input: {
  name: string;
  type: string;
  language: string;
  userId: number;
}): Promise<TEntitySummary> {
  const created = await withTransaction(async (client) => {
    const entity = await createEntity(client, input);
    await approveRequestsByAddition(client, nameKey(input.name), input.userId, entity.id);
    return entity;
  });
  return toEntitySummary(created);
}

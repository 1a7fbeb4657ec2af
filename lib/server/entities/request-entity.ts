import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { entityExists, entityNamed, lockName } from "./create-entity";
import { findPendingRequestDescription, insertRequest } from "./data/entity-requests";
import { nameKey } from "./entity-keys";

/**
 * /entity/request (any signed-in user): queues a new entity for an admin to approve or reject. 409
 * ENTITY_EXISTS when the entity exists already, 409 REQUEST_EXISTS while a request for the same name
 * key is pending.
 */
export async function requestEntity(input: {
  name: string;
  type: string;
  language: string;
  comment: string;
  userId: number;
}): Promise<{ requestId: number; name: string; type: string }> {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  const id = await withTransaction(async (client) => {
    await lockName(client, key);
    const existing = await entityNamed(client, key);
    if (existing) throw entityExists(existing);
    const pending = await findPendingRequestDescription(client, key);
    if (pending !== undefined) {
      throw new DomainError("REQUEST_EXISTS", `"${pending}" has already been requested and is waiting for review`);
    }
    return insertRequest(client, {
      name,
      key,
      type: input.type,
      language: input.language,
      comment: input.comment,
      userId: input.userId,
    });
  });
  return { requestId: Number(id), name, type: input.type };
}

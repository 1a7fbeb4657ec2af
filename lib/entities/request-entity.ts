import "server-only";
import { now } from "@/lib/db/clock";
import { withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { entityExists, entityNamed, lockName } from "./create-entity";
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
}) {
  const name = input.name.trim().replace(/\s+/g, " ");
  const key = nameKey(name);
  const id = await withTransaction(async (client) => {
    await lockName(client, key);
    const existing = await entityNamed(client, key);
    if (existing) throw entityExists(existing);
    const pending = await client.query<{ description: string }>(
      `SELECT description FROM entity_requests WHERE name_key = $1 AND status = 'pending'`,
      [key],
    );
    if (pending.rows[0]) {
      throw new DomainError(
        "REQUEST_EXISTS",
        `"${pending.rows[0].description}" has already been requested and is waiting for review`,
      );
    }
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO entity_requests (description, name_key, entity_type, language, comment, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [name, key, input.type, input.language, input.comment, input.userId],
    );
    return rows[0]!.id;
  });
  return { Info: "requested", Description: name, Type: input.type, RequestId: Number(id), LastUpdated: now() };
}

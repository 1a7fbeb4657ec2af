import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { DomainError } from "@/lib/server/errors";
import { createEntity, lockName } from "./create-entity";
import { decideRequest, findRequest, findRequestNameKey, lockRequest } from "./data/entity-requests";
import { toEntityRequest, type TEntityRequest } from "./entity-requests";

/**
 * Approve (creates the entity; 409 ENTITY_EXISTS if one of that name appeared meanwhile, and the
 * request stays pending for the admin to reject) or reject a pending request. 404 for an unknown id,
 * 409 REQUEST_REVIEWED when it was already decided.
 */
export async function reviewEntityRequest(input: {
  id: bigint;
  decision: "approve" | "reject";
  reviewerId: number;
  note?: string;
}): Promise<{ decision: "approved" | "rejected"; request: TEntityRequest }> {
  const key = await requestNameKey(input.id);
  await withTransaction(async (client) => {
    // The name lock first, then the row: the same order as /entity/add, so the two cannot deadlock.
    await lockName(client, key);
    const request = await lockRequest(client, String(input.id));
    if (!request) throw notFound(input.id);
    if (request.status !== "pending") {
      throw new DomainError("REQUEST_REVIEWED", `request ${input.id} was already ${request.status}`);
    }
    const entityId =
      input.decision === "approve"
        ? (
            await createEntity(client, {
              name: request.description,
              type: request.entity_type,
              language: request.language,
            })
          ).id
        : null;
    await decide(client, input, entityId);
  });
  const reviewed = await findRequest(String(input.id));
  return { decision: input.decision === "approve" ? "approved" : "rejected", request: toEntityRequest(reviewed!) };
}

async function requestNameKey(id: bigint): Promise<string> {
  const key = await findRequestNameKey(String(id));
  if (key === undefined) throw notFound(id);
  return key;
}

async function decide(
  client: pg.PoolClient,
  input: { id: bigint; decision: "approve" | "reject"; reviewerId: number; note?: string },
  entityId: string | bigint | null,
) {
  await decideRequest(client, String(input.id), {
    status: input.decision === "approve" ? "approved" : "rejected",
    reviewerId: input.reviewerId,
    note: input.note ?? null,
    entityId: entityId === null ? null : String(entityId),
  });
}

const notFound = (id: bigint) => new DomainError("REQUEST_NOT_FOUND", `no entity request ${id}`);

import "server-only";
import type pg from "pg";
import { now } from "@/lib/db/clock";
import { pool, withTransaction } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { createEntity, lockName } from "./create-entity";
import { REQUEST_SELECT, toRequestItem, type TRequestRow } from "./entity-requests";

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
}) {
  const key = await requestNameKey(input.id);
  await withTransaction(async (client) => {
    // The name lock first, then the row: the same order as /entity/add, so the two cannot deadlock.
    await lockName(client, key);
    const { rows } = await client.query<{ status: string; description: string; entity_type: string; language: string }>(
      `SELECT status, description, entity_type, language FROM entity_requests WHERE id = $1 FOR UPDATE`,
      [String(input.id)],
    );
    const request = rows[0];
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
  const { rows } = await pool().query<TRequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [String(input.id)]);
  return {
    Info: input.decision === "approve" ? "approved" : "rejected",
    Request: toRequestItem(rows[0]!),
    LastUpdated: now(),
  };
}

async function requestNameKey(id: bigint): Promise<string> {
  const { rows } = await pool().query<{ name_key: string }>(`SELECT name_key FROM entity_requests WHERE id = $1`, [
    String(id),
  ]);
  if (!rows[0]) throw notFound(id);
  return rows[0].name_key;
}

async function decide(
  client: pg.PoolClient,
  input: { id: bigint; decision: "approve" | "reject"; reviewerId: number; note?: string },
  entityId: string | bigint | null,
) {
  await client.query(
    `UPDATE entity_requests SET status = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4, entity_id = $5,
       updated_at = now() WHERE id = $1`,
    [
      String(input.id),
      input.decision === "approve" ? "approved" : "rejected",
      input.reviewerId,
      input.note ?? null,
      entityId === null ? null : String(entityId),
    ],
  );
}

const notFound = (id: bigint) => new DomainError("REQUEST_NOT_FOUND", `no entity request ${id}`);

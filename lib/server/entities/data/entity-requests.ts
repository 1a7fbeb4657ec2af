import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TNullable, TRow, TRowAs } from "@/lib/server/db/table-rows";

/** A request with its requester's and reviewer's names and its entity's item (outer joins: may be null). */
export type TRequestRow = TRow<
  "entity_requests",
  | "id"
  | "description"
  | "entity_type"
  | "language"
  | "comment"
  | "status"
  | "reviewed_at"
  | "review_note"
  | "created_at"
  | "updated_at"
> &
  TNullable<TRowAs<"users", { requested_by: "username"; reviewed_by: "username" }>> &
  TNullable<
    TRowAs<
      "entities",
      {
        entity_id: "id";
        entity_name: "name";
        entity_slug: "slug";
        entity_type_now: "type";
        entity_updated_at: "updated_at";
      }
    >
  > & { total?: string };

const REQUEST_SELECT = `SELECT r.id, r.description, r.entity_type, r.language, r.comment, r.status,
    ru.username AS requested_by, vu.username AS reviewed_by, r.reviewed_at, r.review_note, r.created_at, r.updated_at,
    e.id AS entity_id, e.name AS entity_name, e.slug AS entity_slug, e.type AS entity_type_now,
    e.updated_at AS entity_updated_at
  FROM entity_requests r LEFT JOIN users ru ON ru.id = r.requested_by LEFT JOIN users vu ON vu.id = r.reviewed_by
  LEFT JOIN entities e ON e.id = r.entity_id`;

/**
 * One page of requests of a status (all statuses with "all"): oldest pending first, else newest first; each
 * row carries the count of all (`total`).
 */
export async function findRequestPage(input: {
  status: string;
  pageSize: number;
  pageNumber: number;
}): Promise<TRequestRow[]> {
  const where = input.status === "all" ? "" : "WHERE r.status = $3";
  const order = input.status === "pending" ? "r.created_at ASC, r.id ASC" : "r.updated_at DESC, r.id DESC";
  const params: unknown[] = [input.pageSize, input.pageSize * input.pageNumber];
  if (input.status !== "all") params.push(input.status);
  const { rows } = await pool().query<TRequestRow>(
    `SELECT x.*, count(*) OVER () AS total FROM (${REQUEST_SELECT} ${where}) x
     ORDER BY ${order.replaceAll("r.", "x.")} LIMIT $1 OFFSET $2`,
    params,
  );
  return rows;
}

/** A request with its requester, reviewer and created entity, or undefined. */
export async function findRequest(id: string): Promise<TRequestRow | undefined> {
  const { rows } = await pool().query<TRequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
  return rows[0];
}

/** The description of the pending request for this name key, if any. */
export async function findPendingRequestDescription(q: TQueryable, key: string): Promise<string | undefined> {
  const pending = await q.query<TRow<"entity_requests", "description">>(
    `SELECT description FROM entity_requests WHERE name_key = $1 AND status = 'pending'`,
    [key],
  );
  return pending.rows[0]?.description;
}

/** Inserts a pending request; returns its id. */
export async function insertRequest(
  q: TQueryable,
  request: { name: string; key: string; type: string; language: string; comment: string; userId: number },
): Promise<string> {
  const { rows } = await q.query<TRow<"entity_requests", "id">>(
    `INSERT INTO entity_requests (description, name_key, entity_type, language, comment, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [request.name, request.key, request.type, request.language, request.comment, request.userId],
  );
  return rows[0]!.id;
}

/** Marks the pending requests for this name key approved by the direct addition of the entity. */
export async function approveRequestsByAddition(
  q: TQueryable,
  key: string,
  userId: number,
  entityId: string | bigint,
): Promise<void> {
  await q.query(
    `UPDATE entity_requests SET status = 'approved', reviewed_by = $2, reviewed_at = now(), entity_id = $3,
         review_note = 'added directly', updated_at = now()
       WHERE name_key = $1 AND status = 'pending'`,
    [key, userId, entityId],
  );
}

/** The name key of a request, or undefined. */
export async function findRequestNameKey(id: string): Promise<string | undefined> {
  const { rows } = await pool().query<TRow<"entity_requests", "name_key">>(
    `SELECT name_key FROM entity_requests WHERE id = $1`,
    [id],
  );
  return rows[0]?.name_key;
}

/** A request, locked (FOR UPDATE), or undefined. */
export async function lockRequest(
  q: TQueryable,
  id: string,
): Promise<TRow<"entity_requests", "status" | "description" | "entity_type" | "language"> | undefined> {
  const { rows } = await q.query<TRow<"entity_requests", "status" | "description" | "entity_type" | "language">>(
    `SELECT status, description, entity_type, language FROM entity_requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Records the review of a request. */
export async function decideRequest(
  q: TQueryable,
  id: string,
  decision: { status: string; reviewerId: number; note: string | null; entityId: string | null },
): Promise<void> {
  await q.query(
    `UPDATE entity_requests SET status = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4, entity_id = $5,
       updated_at = now() WHERE id = $1`,
    [id, decision.status, decision.reviewerId, decision.note, decision.entityId],
  );
}

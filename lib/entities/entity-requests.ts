import "server-only";
import { now } from "@/lib/db/clock";
import { pool } from "@/lib/db/pool";
import { toEntityItem } from "./entity-item";

export const REQUEST_STATUSES = ["pending", "approved", "rejected", "all"] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

export type TRequestRow = {
  id: string;
  description: string;
  entity_type: string;
  language: string;
  comment: string;
  status: string;
  requested_by: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  review_note: string | null;
  created_at: Date;
  updated_at: Date;
  entity_id: string | null;
  entity_name: string | null;
  entity_slug: string | null;
  entity_type_now: string | null;
  entity_updated_at: Date | null;
  total?: string;
};

export const REQUEST_SELECT = `SELECT r.id, r.description, r.entity_type, r.language, r.comment, r.status,
    ru.username AS requested_by, vu.username AS reviewed_by, r.reviewed_at, r.review_note, r.created_at, r.updated_at,
    e.id AS entity_id, e.name AS entity_name, e.slug AS entity_slug, e.type AS entity_type_now,
    e.updated_at AS entity_updated_at
  FROM entity_requests r LEFT JOIN users ru ON ru.id = r.requested_by LEFT JOIN users vu ON vu.id = r.reviewed_by
  LEFT JOIN entities e ON e.id = r.entity_id`;

/** A request as the admin endpoints show it; Entity is the created entity once approved. */
export function toRequestItem(row: TRequestRow) {
  return {
    Id: Number(row.id),
    Description: row.description,
    Type: row.entity_type,
    Language: row.language,
    Comment: row.comment,
    Status: row.status,
    RequestedBy: row.requested_by ?? "",
    RequestedAt: row.created_at,
    ReviewedBy: row.reviewed_by ?? undefined,
    ReviewedAt: row.reviewed_at ?? undefined,
    ReviewNote: row.review_note ?? undefined,
    Entity:
      row.entity_id && row.entity_name
        ? toEntityItem({
            id: row.entity_id,
            name: row.entity_name,
            slug: row.entity_slug!,
            type: row.entity_type_now!,
            updated_at: row.entity_updated_at!,
          })
        : undefined,
    LastUpdated: row.updated_at,
  };
}

/** /entity/requests (admin): requests by status (pending by default), oldest pending first, else newest first. */
export async function listEntityRequests(input: { status: TRequestStatus; pageSize: number; pageNumber: number }) {
  const where = input.status === "all" ? "" : "WHERE r.status = $3";
  const order = input.status === "pending" ? "r.created_at ASC, r.id ASC" : "r.updated_at DESC, r.id DESC";
  const params: unknown[] = [input.pageSize, input.pageSize * input.pageNumber];
  if (input.status !== "all") params.push(input.status);
  const { rows } = await pool().query<TRequestRow>(
    `SELECT x.*, count(*) OVER () AS total FROM (${REQUEST_SELECT} ${where}) x
     ORDER BY ${order.replaceAll("r.", "x.")} LIMIT $1 OFFSET $2`,
    params,
  );
  return {
    TotalCount: rows[0] ? Number(rows[0].total) : 0,
    Description: `Entity requests (${input.status})`,
    Items: rows.map(toRequestItem),
    LastUpdated: now(),
  };
}

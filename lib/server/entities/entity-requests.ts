import "server-only";
import { now } from "@/lib/server/db/clock";
import { findRequestPage, type TRequestRow } from "./data/entity-requests";
import { toEntityItem } from "./entity-item";

export const REQUEST_STATUSES = ["pending", "approved", "rejected", "all"] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

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
  const rows = await findRequestPage(input);
  return {
    TotalCount: rows[0] ? Number(rows[0].total) : 0,
    Description: `Entity requests (${input.status})`,
    Items: rows.map(toRequestItem),
    LastUpdated: now(),
  };
}

import "server-only";
import { findRequestPage, type TRequestRow } from "./data/entity-requests";
import type { TEntitySummary } from "./entity-summary";

export const REQUEST_STATUSES = ["pending", "approved", "rejected", "all"] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request for a new entity; `entity` is the created entity once approved. */
export type TEntityRequest = {
  id: number;
  name: string;
  type: string;
  language: string;
  comment: string;
  status: string;
  requestedBy: string | null;
  requestedAt: Date;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  entity: TEntitySummary | null;
  updatedAt: Date;
};

export function toEntityRequest(row: TRequestRow): TEntityRequest {
  return {
    id: Number(row.id),
    name: row.description,
    type: row.entity_type,
    language: row.language,
    comment: row.comment,
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: row.created_at,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    reviewNote: row.review_note,
    entity:
      row.entity_id && row.entity_name
        ? {
            id: String(row.entity_id),
            name: row.entity_name,
            slug: row.entity_slug!,
            type: row.entity_type_now!,
            updatedAt: row.entity_updated_at!,
          }
        : null,
    updatedAt: row.updated_at,
  };
}

/** /entity/requests (admin): requests by status (pending by default), oldest pending first, else newest first. */
export async function listEntityRequests(input: {
  status: TRequestStatus;
  pageSize: number;
  pageNumber: number;
}): Promise<{ total: number; items: TEntityRequest[] }> {
  const rows = await findRequestPage(input);
  return { total: rows[0] ? Number(rows[0].total) : 0, items: rows.map(toEntityRequest) };
}

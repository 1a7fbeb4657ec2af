import "server-only";
import { wireDescribedList } from "./described-list";
import { now } from "@/lib/server/db/clock";
import type { TEntityAvailability } from "@/lib/server/entities/check-entity-availability";
import { entityRef, entityReference } from "@/lib/server/entities/entity-keys";
import type { TEntityRequest } from "@/lib/server/entities/entity-requests";
import type { TEntitySummary } from "@/lib/server/entities/entity-summary";
import { wireEntityItem } from "./entities";

/** /entity/add: the created entity. */
export function wireEntityAdded(entity: TEntitySummary) {
  return {
    Info: "created",
    Description: entity.name,
    Type: entity.type,
    Id: entityRef(entity.id),
    EntityReference: entityReference(entity.slug, entity.id),
    LastUpdated: now(),
  };
}

/** /entity/request: the queued request. */
export function wireEntityRequested(request: { requestId: number; name: string; type: string }) {
  return {
    Info: "requested",
    Description: request.name,
    Type: request.type,
    RequestId: request.requestId,
    LastUpdated: now(),
  };
}

/** /term/availability: Available, Reason, and ExistingId and ExistingType when an entity has the name. */
export function wireTermAvailability(availability: TEntityAvailability) {
  const { existing } = availability;
  return {
    Available: availability.reason === "available",
    Description: availability.name,
    Type: availability.type,
    Reason: availability.reason,
    ...(existing ? { ExistingId: entityRef(existing.id), ExistingType: existing.type ?? undefined } : {}),
    LastUpdated: now(),
  };
}

/** A request as the admin endpoints show it; Entity is the created entity once approved. */
export function wireEntityRequest(request: TEntityRequest) {
  return {
    Id: request.id,
    Description: request.name,
    Type: request.type,
    Language: request.language,
    Comment: request.comment,
    Status: request.status,
    RequestedBy: request.requestedBy ?? "",
    RequestedAt: request.requestedAt,
    ReviewedBy: request.reviewedBy ?? undefined,
    ReviewedAt: request.reviewedAt ?? undefined,
    ReviewNote: request.reviewNote ?? undefined,
    Entity: request.entity ? wireEntityItem(request.entity) : undefined,
    LastUpdated: request.updatedAt,
  };
}

/** /entity/requests: one page of requests of a status. */
export function wireEntityRequestList(page: { total: number; items: TEntityRequest[] }, status: string) {
  return wireDescribedList(page, `Entity requests (${status})`, wireEntityRequest);
}

/** /entity/requests/approve and /reject: the decision and the request as it is now. */
export function wireEntityRequestDecision(review: { decision: string; request: TEntityRequest }) {
  return { Info: review.decision, Request: wireEntityRequest(review.request), LastUpdated: now() };
}

import "server-only";
import { z } from "zod";
import { zEnum, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type THandlerInput, type THttpMethod } from "@/lib/server/gateway/types";
import { wireEntityRequestDecision, wireEntityRequestList } from "@/lib/server/gateway/wire/entity-records";
import { listEntityRequests, REQUEST_STATUSES } from "@/lib/server/entities/entity-requests";
import { reviewEntityRequest } from "@/lib/server/entities/review-entity-request";
import { pagingParams } from "../search/search-params";
import { zNumericId } from "./entity-params";
import { ZEntityRequestDecision, ZEntityRequestList } from "@/lib/contract/responses";

const ROW =
  "Rows: {Id, Description, Type, Language, Comment, Status (pending, approved, rejected), RequestedBy, RequestedAt, " +
  "ReviewedBy, ReviewedAt, ReviewNote, Entity (the created entity once approved), LastUpdated}.";

export const listEntityRequestsEndpoint = defineEndpoint({
  id: "entity.requests",
  response: ZEntityRequestList,
  summary: "Admin: the entity requests waiting for review (or all)",
  description: `status: pending (default; oldest first), approved, rejected or all (newest first). pageSize 1..500 (default 20), pageNumber. ${ROW}`,
  methods: ["GET"],
  paths: ["/entity/requests"],
  params: z.object({ status: zEnum(REQUEST_STATUSES).default("pending"), ...pagingParams(20) }),
  formats: "standard",
  auth: "admin",
  examples: [{ request: "GET /api/entity/requests?type=json" }],
  handler: async ({ params }) => wireEntityRequestList(await listEntityRequests(params), params.status),
});

// Approving and rejecting are one review with two decisions.
const reviewing = {
  response: ZEntityRequestDecision,
  methods: ["GET", "POST"] as THttpMethod[],
  params: z.object({ id: zNumericId(), note: zText(2000).optional() }),
  formats: "standard",
  auth: "admin",
  mutates: true,
  xmlRoot: "EntityRequestReview",
} as const;
type TReviewInput = THandlerInput<z.infer<typeof reviewing.params>, "admin">;
const review =
  (decision: "approve" | "reject") =>
  async ({ params, ctx }: TReviewInput) =>
    wireEntityRequestDecision(
      await reviewEntityRequest({ id: params.id, decision, reviewerId: ctx.caller.user.id, note: params.note }),
    );

export const approveEntityRequest = defineEndpoint({
  ...reviewing,
  id: "entity.requests.approve",
  summary: "Admin: approve an entity request, creating the entity",
  description:
    'id: the request. Answers {Info: "approved", Request, LastUpdated}; Request.Entity is the new entity. Unknown ' +
    "id 404; a request already decided 409 REQUEST_REVIEWED; a name taken meanwhile 409 ENTITY_EXISTS (the request " +
    "stays pending: reject it). note: optional remark kept with the request.",
  paths: ["/entity/requests/approve"],
  examples: [{ request: "GET /api/entity/requests/approve?id=12&type=json" }],
  handler: review("approve"),
});

export const rejectEntityRequest = defineEndpoint({
  ...reviewing,
  id: "entity.requests.reject",
  summary: "Admin: reject an entity request",
  description:
    'id: the request; note: optional reason. Answers {Info: "rejected", Request, LastUpdated}. Unknown id 404; a ' +
    "request already decided 409 REQUEST_REVIEWED.",
  paths: ["/entity/requests/reject"],
  examples: [{ request: "GET /api/entity/requests/reject?id=12&note=duplicate%20of%20Acme%20Inc" }],
  handler: review("reject"),
});

import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zInt } from "@/lib/server/gateway/param-types";
import { defineEndpoint, type TEndpoint } from "@/lib/server/gateway/types";
import { listImpersonationAudit } from "@/lib/server/impersonation/impersonation-audit";
import { wireImpersonation, wireImpersonationAudit } from "@/lib/server/gateway/wire/impersonation";
import {
  changeImpersonation,
  deactivateCurrent,
  getImpersonation,
  listImpersonations,
  requestImpersonation,
  type TImpersonationAction,
} from "@/lib/server/impersonation/manage-impersonations";
import { USERNAME_PATTERN } from "@/lib/server/users/create-user";
import { zJsonObject, zName } from "./json-body";
import { realUser, requireRealAdmin } from "./list-result";
import { ZImpersonation, ZImpersonationList, ZRowList } from "@/lib/contract/responses";
import { actionEntry, createEntry, getEntry, listEntry, ZId } from "../entries";

// Every operation here is done by the real user (the admin while impersonating), so an admin who is
// acting as someone can still deactivate or close, and can never approve in the user's name.

const ZRequest = zJsonObject({
  UserName: z.string({ error: "must be a user name" }).regex(USERNAME_PATTERN, "must be a user name"),
  Reason: zName(500),
});

const LIFE_CYCLE =
  "Life cycle: Pending (created by an admin) → Approved (by the user) → Active (activated by the admin; " +
  "the admin's requests then act as the user) ⇄ Approved (deactivated by the admin); Revoked (by the " +
  "user) and Closed (by the admin) end it from any open state.";

export const listImpersonationsEndpoint = listEntry({
  id: "impersonation.list",
  response: ZImpersonationList,
  summary: "Impersonations you asked for or that are of you",
  description: `Newest first, at most 500. ${LIFE_CYCLE}`,
  paths: ["/v1/impersonation"],
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/v1/impersonation?type=json",
      response: {
        Items: [{ Id: 7, AdminUserName: "admin", UserName: "jsmith", Reason: "ticket 4711", Status: "Pending" }],
        TotalCount: 1,
      },
    },
  ],
  list: async ({ ctx }) => (await listImpersonations(realUser(ctx).id)).map(wireImpersonation),
});

export const getImpersonationEndpoint = getEntry({
  id: "impersonation.get",
  response: ZImpersonation,
  summary: "One impersonation (its admin and its user only)",
  paths: ["/v1/impersonation/{id}"],
  formats: "standard",
  auth: "user",
  xmlRoot: "Impersonation",
  examples: [{ request: "GET /api/v1/impersonation/7?type=json" }],
  get: async ({ params, ctx }) => wireImpersonation(await getImpersonation(realUser(ctx).id, params.id)),
});

export const createImpersonationEndpoint = createEntry({
  id: "impersonation.create",
  response: ZImpersonation,
  summary: "Ask to act as a user (admin); pending until the user approves",
  description:
    `JSON body {UserName, Reason (1-500 characters)}. One open impersonation per admin and user (409 ` +
    `IMPERSONATION_EXISTS). Answers 201. ${LIFE_CYCLE}`,
  paths: ["/v1/impersonation"],
  body: ZRequest,
  formats: "standard",
  auth: "user",
  xmlRoot: "Impersonation",
  examples: [{ request: 'POST /api/v1/impersonation?type=json {"UserName":"jsmith","Reason":"ticket 4711"}' }],
  create: async ({ body: input, ctx }) => {
    const admin = requireRealAdmin(ctx);
    return wireImpersonation(await requestImpersonation(admin.id, input.UserName, input.Reason));
  },
});

const STEPS: { action: TImpersonationAction; who: string; summary: string }[] = [
  { action: "approve", who: "user", summary: "Approve an impersonation of you (Pending → Approved)" },
  { action: "revoke", who: "user", summary: "Revoke an impersonation of you; it ends for good" },
  { action: "activate", who: "admin", summary: "Start acting as the user (Approved → Active; admin)" },
  { action: "deactivate", who: "admin", summary: "Stop acting as the user (Active → Approved; admin)" },
  { action: "close", who: "admin", summary: "Close an impersonation you asked for; it ends for good (admin)" },
];

export const impersonationStepEndpoints: TEndpoint[] = STEPS.map(({ action, who, summary }) =>
  actionEntry({
    id: `impersonation.${action}`,
    response: ZImpersonation,
    summary,
    description:
      `Only the impersonation's ${who === "user" ? "user" : "admin"} may do this (else 403); from another ` +
      `state it is a 409 INVALID_STATE. ` +
      (action === "activate" ? "An admin has at most one active impersonation (409 ALREADY_IMPERSONATING). " : "") +
      LIFE_CYCLE,
    paths: [`/v1/impersonation/{id}/${action}`],
    params: ZId,
    formats: "standard",
    auth: "user",
    xmlRoot: "Impersonation",
    examples: [{ request: `POST /api/v1/impersonation/7/${action}?type=json` }],
    act: async ({ params, ctx }) => {
      const actor = who === "admin" ? requireRealAdmin(ctx) : realUser(ctx);
      return wireImpersonation(await changeImpersonation(actor.id, params.id, action));
    },
  }),
);

export const deactivateImpersonationEndpoint = actionEntry({
  id: "impersonation.deactivate-current",
  response: ZImpersonation,
  summary: "Stop acting as the user you impersonate now (admin)",
  description: "Deactivates the caller's active impersonation (409 NOT_IMPERSONATING when there is none).",
  paths: ["/v1/impersonation/deactivate"],
  formats: "standard",
  auth: "user",
  xmlRoot: "Impersonation",
  examples: [{ request: "POST /api/v1/impersonation/deactivate?type=json" }],
  act: async ({ ctx }) => wireImpersonation(await deactivateCurrent(requireRealAdmin(ctx).id)),
});

export const impersonationAuditEndpoint = defineEndpoint({
  id: "impersonation.audit",
  response: ZRowList,
  summary: "What was done during an impersonation (its user and its admin)",
  description:
    "Every request served while the impersonation was active, oldest first: Date, AdminUserName, UserName, " +
    "Method, Endpoint (path template), Path (as sent, without apiKey and digest), Status and RequestId. " +
    "pageSize 1-500 (default 100), pageNumber from 0.",
  methods: ["GET"],
  paths: ["/v1/impersonation/{id}/audit"],
  params: ZId.extend({
    pageSize: zInt(1, PAGE_SIZE_MAX).default(100),
    pageNumber: zInt(0, 1_000_000).default(0),
  }),
  formats: "standard",
  auth: "user",
  examples: [{ request: "GET /api/v1/impersonation/7/audit?type=json" }],
  handler: async ({ params, ctx }) =>
    wireImpersonationAudit(
      await listImpersonationAudit(realUser(ctx).id, params.id, { size: params.pageSize, number: params.pageNumber }),
    ),
});

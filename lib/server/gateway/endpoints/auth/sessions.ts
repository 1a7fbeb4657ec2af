import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { endOtherSessions, endSession, listSessions } from "@/lib/server/auth/user-sessions";
import { wireSession } from "@/lib/server/gateway/wire/auth";
import { ZSessionList, ZSuccess } from "@/lib/contract/responses";
import { actionEntry, deleteEntry, listEntry } from "../entries";

const EXAMPLE_ROW = {
  Id: "q3VbX0…",
  CreatedDate: "2026-11-20T08:00:00Z",
  LastSeenDate: "2026-11-26T09:12:00Z",
  UserAgent: "Mozilla/5.0 (X11; Linux x86_64) …",
  Client: "203.0.113.7",
  Current: true,
};

export const listSessionsEndpoint = listEntry({
  id: "sessions.list",
  response: ZSessionList,
  summary: "The caller's active sign-in sessions",
  description:
    "Sessions that have not ended (by signing out, from this list, or by a password change), most recently " +
    "used first: when each began and was last used (to the minute), the browser and address it began from, " +
    "and Current for the session of this request. Refused while impersonating and to key-only keys.",
  paths: ["/v1/sessions"],
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/v1/sessions?type=json",
      response: { Items: [EXAMPLE_ROW], TotalCount: 1, LastUpdated: EXAMPLE_ROW.LastSeenDate },
    },
  ],
  list: async ({ ctx }) => (await listSessions(ctx.caller.user.id, ctx.caller.sessionId)).map(wireSession),
});

export const endSessionEndpoint = deleteEntry({
  id: "sessions.end",
  summary: "End one of the caller's sessions (its cookie no longer signs in, wherever it is)",
  description:
    "Another user's session, an unknown and an ended one all answer 404 SESSION_NOT_FOUND. Ending the current " +
    "session signs this browser out on its next request. Refused while impersonating.",
  paths: ["/v1/sessions/{id}"],
  params: z.object({ id: zText(64) }),
  formats: "standard",
  auth: "user",
  example: "DELETE /api/v1/sessions/q3VbX0…?type=json",
  remove: ({ params, ctx }) => endSession(ctx.caller.user.id, params.id),
});

export const endOtherSessionsEndpoint = actionEntry({
  id: "sessions.end-others",
  response: ZSuccess,
  summary: "End every session of the caller but the current one",
  description:
    "Answers Ended, the number of sessions ended. Called with an API key, every session ends. Refused while " +
    "impersonating.",
  paths: ["/v1/sessions/endothers"],
  formats: "standard",
  auth: "user",
  xmlRoot: "Result",
  examples: [{ request: "POST /api/v1/sessions/endothers?type=json", response: { Success: true, Ended: 2 } }],
  act: async ({ ctx }) => ({
    Success: true,
    Ended: await endOtherSessions(ctx.caller.user.id, ctx.caller.via === "session" ? ctx.caller.sessionId : undefined),
  }),
});

export const SESSION_ENDPOINTS = [listSessionsEndpoint, endSessionEndpoint, endOtherSessionsEndpoint];

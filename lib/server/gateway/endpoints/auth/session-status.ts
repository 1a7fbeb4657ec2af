import "server-only";
import { z } from "zod";
import { changePassword } from "@/lib/server/auth/login";
import { isAcceptablePassword, PASSWORD_RULE } from "@/lib/server/auth/password";
import {
  clearedSessionCookie,
  readCookie,
  SESSION_COOKIE,
  sealSession,
  sessionCookie,
} from "@/lib/server/auth/session";
import { endOtherSessions, endSession } from "@/lib/server/auth/user-sessions";
import { ApiError, badRequest } from "@/lib/server/gateway/errors";
import { MIN_DATE } from "@/lib/server/gateway/format/types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { ZStatus } from "@/lib/contract/responses";
import { writeEntry } from "../entries";

export const logout = defineEndpoint({
  id: "auth.logout",
  response: ZStatus,
  summary: "Sign out: ends the session and clears its cookie",
  description:
    "Status is `Logged out` when a session cookie was used, else `No active session found`. The session ends " +
    "on the server too: a copy of its cookie no longer signs anyone in.",
  methods: ["GET", "POST"],
  paths: ["/v1/logout", "/logout"],
  params: z.object({}),
  formats: "json",
  auth: "none",
  changesSession: true,
  examples: [{ request: "POST /api/v1/logout", response: { Status: "Logged out", LastUpdated: MIN_DATE } }],
  handler: async ({ ctx }) => {
    const hadCookie = readCookie(ctx.headers.get("cookie"), SESSION_COOKIE) !== undefined;
    if (hadCookie) ctx.setCookie(clearedSessionCookie(ctx.secure));
    const active = ctx.caller?.via === "session";
    const sessionId = ctx.caller?.sessionId;
    if (active && sessionId)
      await endSession(ctx.caller!.realUser?.id ?? ctx.caller!.user.id, sessionId).catch(() => undefined);
    return { Status: active ? "Logged out" : "No active session found", LastUpdated: MIN_DATE };
  },
});

export const loginStatus = defineEndpoint({
  id: "auth.loginstatus",
  response: ZStatus,
  summary: "Whether the request is authenticated, and as whom",
  methods: ["GET", "POST"],
  paths: ["/v1/loginstatus", "/loginStatus"],
  params: z.object({}),
  formats: "json",
  auth: "none",
  examples: [
    { request: "GET /api/v1/loginstatus?type=json", response: { Status: "unauthenticated", LastUpdated: MIN_DATE } },
  ],
  handler: async ({ ctx }) =>
    ctx.caller
      ? {
          Status: "authenticated",
          UserName: ctx.caller.user.username,
          AuthenticatedBy: ctx.caller.via,
          LastUpdated: MIN_DATE,
        }
      : { Status: "unauthenticated", LastUpdated: MIN_DATE },
});

const ZPasswordChange = z.object({
  Password: z.string().min(1, "is required").max(256),
  NewPassword: z.string().max(256),
});

export const changePasswordEndpoint = writeEntry({
  id: "auth.changepassword",
  response: ZStatus,
  summary: "Change the caller's password; other sessions end",
  method: "POST",
  paths: ["/v1/changepassword"],
  body: ZPasswordChange,
  formats: "json",
  auth: "user",
  examples: [
    {
      request: 'POST /api/v1/changepassword {"Password":"old…","NewPassword":"new…"}',
      response: { Status: "Success" },
    },
  ],
  write: async ({ body, ctx }) => {
    const { Password, NewPassword } = body;
    if (!isAcceptablePassword(NewPassword))
      throw badRequest("INVALID_PASSWORD", `NewPassword must be ${PASSWORD_RULE}`);
    const result = await changePassword(ctx.caller.user.id, Password, NewPassword);
    if (!result.ok) throw new ApiError("WRONG_PASSWORD", "the current password is not correct");
    // Every other session ends (their cookies were made with the old password); this one goes on.
    const current = ctx.caller.via === "session" ? ctx.caller.sessionId : undefined;
    await endOtherSessions(result.user.id, current);
    if (current) {
      const sealed = await sealSession({
        uid: result.user.id,
        pwc: result.user.passwordChangedAt.getTime(),
        iat: Math.floor(Date.now() / 1000),
        sid: current,
      });
      ctx.setCookie(sessionCookie(sealed, ctx.secure));
    }
    return { Status: "Success", LastUpdated: result.user.updatedAt };
  },
});

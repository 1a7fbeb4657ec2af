import "server-only";
import { z } from "zod";
import { attemptLogin } from "@/lib/server/auth/login";
import { SESSION_COOKIE, sealSession, sessionCookie } from "@/lib/server/auth/session";
import { startSession } from "@/lib/server/auth/user-sessions";
import { defineEndpoint, type TRequestContext } from "@/lib/server/gateway/types";
import { ZStatus } from "@/lib/contract/responses";

async function login(username: string, password: string, ctx: TRequestContext) {
  const outcome = await attemptLogin(username, password, ctx.clientAddress);
  if (outcome.status === "Delay") return { Status: "Delay", NextLoginDelayInSeconds: outcome.delaySeconds };
  const sid = await startSession(outcome.user.id, ctx.headers.get("user-agent"), ctx.clientAddress);
  const sealed = await sealSession({
    uid: outcome.user.id,
    pwc: outcome.user.passwordChangedAt.getTime(),
    iat: Math.floor(Date.now() / 1000),
    sid,
  });
  ctx.setCookie(sessionCookie(sealed, ctx.secure));
  return { Status: "Success", CookieName: SESSION_COOKIE };
}

const ZCredentials = z.object({
  Username: z.string().min(1, "is required").max(64),
  Password: z.string().min(1, "is required").max(256),
});

export const loginV1 = defineEndpoint({
  id: "auth.login",
  response: ZStatus,
  summary: "Sign in with user name and password; sets the session cookie",
  description:
    "Answers Status Success with CookieName, or Status Delay with NextLoginDelayInSeconds after a failed attempt. " +
    "An attempt before the delay has elapsed is not checked and earns a new, longer delay.",
  methods: ["POST"],
  paths: ["/v1/login/"],
  params: z.object({}),
  body: { kind: "json", schema: ZCredentials },
  formats: "json",
  auth: "none",
  changesSession: true,
  examples: [
    {
      request: 'POST /api/v1/login/ {"Username":"alice","Password":"…"}',
      response: { Status: "Success", CookieName: SESSION_COOKIE },
    },
    { request: "POST /api/v1/login/ (wrong password)", response: { Status: "Delay", NextLoginDelayInSeconds: 2 } },
  ],
  handler: async ({ body, ctx }) => {
    const { Username, Password } = body as z.infer<typeof ZCredentials>;
    return login(Username, Password, ctx);
  },
});

export const loginLegacy = defineEndpoint({
  id: "auth.login.legacy",
  response: ZStatus,
  summary: "Legacy sign in with username and password parameters (json or jsonp)",
  methods: ["GET", "POST"],
  paths: ["/login"],
  params: z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(256) }),
  formats: "json",
  auth: "none",
  changesSession: true,
  examples: [
    {
      request: "GET /api/login?username=alice&password=…&type=json",
      response: { Status: "Success", CookieName: SESSION_COOKIE },
    },
  ],
  handler: async ({ params, ctx }) => login(params.username, params.password, ctx),
});

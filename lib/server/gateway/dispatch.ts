import "server-only";
import { forgetCallers } from "@/lib/server/auth/caller-cache";
import { actorOfUser, runAsActor } from "@/lib/server/auth/current-actor";
import { serviceTypeAllowed, serviceTypeOf } from "@/lib/server/auth/service-types";
import { NOT_WHILE_IMPERSONATING } from "@/lib/server/impersonation/effective-user";
import { recordImpersonatedRequest } from "@/lib/server/impersonation/impersonation-audit";
import { randomUUID } from "node:crypto";
import { syncClock } from "@/lib/server/db/clock";
import { log } from "@/lib/server/log";
import { authenticate } from "./authenticate";
import { authorizeKeyOnly } from "./key-only";
import { ApiError, badRequest, errorBody, toDomainError } from "./errors";
import { serialize } from "./format";
import { ServerTiming } from "./server-timing";
import type { TFormat } from "./format/types";
import { toWire } from "./format/wire";
import { matchPath } from "./match";
import { auditCategoryOf, auditTarget } from "@/lib/server/audit/audited-actions";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { limitAddress, limitCaller } from "./rate-limit";
import { collectParams, mergeCaptures, validateParams } from "./params";
import { parseJsonBody, readRawBody } from "./read-body";
import { routeTable } from "./registry";
import {
  apiSegments,
  browserSite,
  clientAddress,
  lenientQueryOf,
  publicOrigin,
  queryOf,
  rawPathAndQuery,
} from "./request-info";
import { defaultsToJson, lenientFormat, resolveFormat, type TResolvedFormat } from "./resolve-format";
import { fileResultHeaders, isFileResult } from "./results";
import type { TCaller, TEndpoint, THttpMethod, TRequestContext } from "./types";

const METHODS = new Set<THttpMethod>(["GET", "POST", "PUT", "PATCH", "DELETE"]);

type TState = {
  requestId: string;
  endpoint?: TEndpoint;
  template?: string;
  caller: TCaller | null;
  format: TResolvedFormat;
  status: number;
  headers: Headers;
  timing: ServerTiming;
  /** Audited endpoints (lib/server/audit): what was acted on, the user name tried, and how it ended. */
  audit?: { target?: string; username?: string; outcome?: string };
};

/** The one API route: match → format → auth → params → handler → serialise (DESIGN §2). */
export async function dispatch(request: Request): Promise<Response> {
  const started = performance.now();
  const incomingId = request.headers.get("x-request-id");
  const state: TState = {
    requestId: incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID(),
    caller: null,
    format: { format: "xml" },
    status: 200,
    headers: new Headers({ "Cache-Control": "no-store" }),
    timing: new ServerTiming(),
  };
  let response: Response;
  try {
    response = await handle(request, state);
  } catch (error) {
    response = errorResponse(error, state, request);
  }
  // Credentials this request changed hold from the very next request on (lib/server/auth/caller-cache.ts).
  if (request.method !== "GET" || state.endpoint?.mutates) forgetCallers();
  response.headers.set("X-Request-Id", state.requestId);
  response.headers.set("Server-Timing", state.timing.header());
  const category = state.endpoint ? auditCategoryOf(state.endpoint.id) : undefined;
  if (category) {
    await recordAudit({
      category,
      action: state.endpoint!.id,
      userId: state.caller?.user.id,
      realUserId: state.caller?.realUser?.id,
      username: state.caller?.user.username ?? state.audit?.username,
      status: response.status,
      outcome: state.audit?.outcome ?? (response.status < 400 ? "done" : "refused"),
      target: state.audit?.target,
      client: clientAddress(request),
      requestId: state.requestId,
    });
  }
  await auditImpersonation(request, state, response.status);
  log().info(
    {
      reqId: state.requestId,
      method: request.method,
      route: state.template ?? "(unmatched)",
      status: response.status,
      ms: Math.round(performance.now() - started),
      user: state.caller?.user.username,
      realUser: state.caller?.realUser?.username,
      via: state.caller?.via,
    },
    "request",
  );
  return response;
}

async function handle(request: Request, state: TState): Promise<Response> {
  const raw = rawPathAndQuery(request);
  const v1 = defaultsToJson(raw);
  state.format = lenientFormat(lenientQueryOf(raw), undefined, v1);
  const query = queryOf(raw);
  const global = new Map([...query].map(([k, v]) => [k.toLowerCase(), v]));
  state.format = lenientFormat(global, undefined, v1);
  const method = request.method.toUpperCase() as THttpMethod;
  if (!METHODS.has(method)) throw new ApiError("METHOD_NOT_ALLOWED", `method ${request.method} is not supported`);

  const match = matchPath(routeTable(), apiSegments(raw), method);
  if (match.kind === "none") throw badRequest("INVALID_URI", "invalid request URI");
  if (match.kind === "wrong-method") {
    state.headers.set("Allow", match.allowed.join(", "));
    throw new ApiError("METHOD_NOT_ALLOWED", `use ${match.allowed.join(" or ")} for this path`);
  }
  const endpoint = match.endpoint;
  state.endpoint = endpoint;
  state.template = match.template;
  state.format = lenientFormat(global, endpoint.formats, v1);

  const params = collectParams(query, endpoint.params);
  state.format = resolveFormat(endpoint.formats, params.global, v1);
  const rawBody = await readRawBody(request, endpoint);
  const origin = publicOrigin(request);
  await limitAddress(clientAddress(request), state.headers);
  state.caller = await authenticate({
    method,
    origin,
    rawPathAndQuery: raw,
    apiKey: params.global.get("apikey"),
    digest: params.global.get("digest"),
    cookieHeader: request.headers.get("cookie"),
    body: rawBody,
  });
  await limitCaller(state.caller, state.headers);
  authorize(endpoint, state.caller);
  authorizeKeyOnly(endpoint, method, state.caller);
  authorizeServiceAndImpersonation(endpoint, state);
  refuseCrossSite(request, origin, endpoint, state);
  mergeCaptures(params.values, match.captured, endpoint.params);
  const values = validateParams(endpoint.params, params.values);
  // GET and DELETE carry no body, even on endpoints that also accept one by POST.
  const hasBody = method !== "GET" && method !== "DELETE";
  const body = endpoint.body?.kind === "json" && hasBody ? parseJsonBody(rawBody, endpoint.body.schema) : undefined;

  const ctx: TRequestContext = {
    requestId: state.requestId,
    method,
    origin,
    format: state.format.format,
    caller: state.caller,
    actor: state.caller ? actorOfUser(state.caller.user) : undefined,
    clientAddress: clientAddress(request),
    secure: origin.startsWith("https:"),
    headers: request.headers,
    setStatus: (status) => (state.status = status),
    setCookie: (cookie) => state.headers.append("Set-Cookie", cookie),
  };
  if (auditCategoryOf(endpoint.id)) {
    const tried = (body as { Username?: unknown } | undefined)?.Username ?? params.values.get("username");
    state.audit = { target: auditTarget(params.values, body), username: typeof tried === "string" ? tried : undefined };
  }
  await syncClock(); // SERVICE_NOW=latest: every handler sees the corpus's newest publication time
  state.timing.lap("gateway");
  const result = await runAsActor(ctx.actor ?? null, () => endpoint.handler({ params: values, body, rawBody, ctx }));
  state.timing.lap("app");
  if (state.audit) {
    const status = (result as { Status?: unknown } | null)?.Status;
    state.audit.outcome = typeof status === "string" ? status : "done";
  }
  if (isFileResult(result)) {
    fileResultHeaders(result).forEach((value, name) => state.headers.set(name, value));
    const body = result.body;
    return new Response(typeof body === "string" || body instanceof ReadableStream ? body : Buffer.from(body), {
      status: state.status,
      headers: state.headers,
    });
  }
  return serialized(toWire(result), state, origin + withoutCredentials(raw));
}

function authorize(endpoint: TEndpoint, caller: TCaller | null): void {
  if (endpoint.auth === "none") return;
  if (!caller)
    throw new ApiError(
      "AUTHENTICATION_REQUIRED",
      "authorization is required: an API key with a digest, or a session cookie",
    );
  if (endpoint.auth === "digest" && !(caller.via === "apikey" && caller.digested)) {
    throw new ApiError("DIGEST_REQUIRED", "this resource accepts only API keys with a digest");
  }
  if (endpoint.auth === "admin" && caller.user.role !== "admin") {
    throw new ApiError("FORBIDDEN", "this operation needs the admin role");
  }
  // Refused before the body is validated, so a caller without the role learns nothing from a 400.
  if (endpoint.auth === "editor" && caller.user.role !== "admin" && caller.user.role !== "editor") {
    throw new ApiError("FORBIDDEN", "this operation needs the editor or admin role");
  }
}

/**
 * DECISIONS 17: what a browser marks as coming from another site (or marks contradictorily) may not change
 * anything with a session cookie, log in or out, or read through jsonp with a cookie (a script tag on
 * another site must not read private data). A request without the browser headers is judged on its
 * credentials alone.
 */
function refuseCrossSite(request: Request, origin: string, endpoint: TEndpoint, state: TState): void {
  const withCookie = state.caller?.via === "session";
  const changes = endpoint.changesSession || (withCookie && endpoint.mutates);
  const readsByScript = withCookie && state.format.format === "jsonp";
  if (!changes && !readsByScript) return;
  if (browserSite(request, origin) !== "cross") return;
  throw new ApiError(
    "CROSS_SITE_REQUEST",
    readsByScript && !changes
      ? "jsonp with a session cookie must come from this site; other sites use an API key"
      : endpoint.changesSession
        ? "signing in or out must come from this site"
        : "a change made with a session cookie must come from this site",
  );
}

/** Service accounts use only their service types; an impersonating admin cannot touch credentials. */
function authorizeServiceAndImpersonation(endpoint: TEndpoint, state: TState): void {
  const caller = state.caller;
  if (!caller) return;
  const type = serviceTypeOf(state.template ?? "", state.format.format);
  if (!serviceTypeAllowed(caller.user, type)) {
    throw new ApiError("SERVICE_TYPE_NOT_ALLOWED", `this service account may not use the ${type} service`);
  }
  if (caller.realUser && NOT_WHILE_IMPERSONATING.has(endpoint.id)) {
    throw new ApiError("NOT_WHILE_IMPERSONATING", "credentials cannot be changed while impersonating");
  }
}

/** Every request made while impersonating is recorded with both users (lib/server/impersonation). */
async function auditImpersonation(request: Request, state: TState, status: number): Promise<void> {
  const caller = state.caller;
  if (!caller?.realUser || caller.impersonationId === undefined) return;
  const raw = (() => {
    try {
      return withoutCredentials(rawPathAndQuery(request));
    } catch {
      return "";
    }
  })();
  await recordImpersonatedRequest({
    impersonationId: caller.impersonationId,
    adminId: caller.realUser.id,
    targetId: caller.user.id,
    method: request.method.toUpperCase(),
    endpoint: state.template ?? "(unmatched)",
    path: raw,
    status,
    requestId: state.requestId,
  });
}

/** The path and query as sent, minus the apiKey and digest parameters. */
function withoutCredentials(raw: string): string {
  const at = raw.indexOf("?");
  if (at < 0) return raw;
  const kept = raw
    .slice(at + 1)
    .split("&")
    .filter((part) => part !== "" && !/^(apikey|digest)(=|$)/i.test(part));
  return kept.length > 0 ? `${raw.slice(0, at)}?${kept.join("&")}` : raw.slice(0, at);
}

function serialized(
  wire: ReturnType<typeof toWire>,
  state: TState,
  selfUrl: string,
  rootName = state.endpoint?.xmlRoot,
): Response {
  const { format, callback } = state.format;
  const { body, contentType } = serialize(format, wire, {
    rootName,
    callback,
    title: state.endpoint?.summary,
    selfUrl,
    origin: new URL(selfUrl).origin,
  });
  state.headers.set("Content-Type", contentType);
  state.timing.lap("format");
  return new Response(body, { status: state.status, headers: state.headers });
}

function errorResponse(error: unknown, state: TState, request: Request): Response {
  const domain = toDomainError(error);
  if (domain.status >= 500) {
    log().error({ reqId: state.requestId, err: error }, "request failed");
  }
  state.status = domain.status;
  if (state.audit) state.audit.outcome = domain.code;
  state.headers.delete("Set-Cookie");
  if (domain.status === 503) state.headers.set("Retry-After", "5");
  const format: TFormat = state.format.format === "atom10" ? "xml" : state.format.format;
  state.format = { ...state.format, format };
  const origin = (() => {
    try {
      return publicOrigin(request);
    } catch {
      return "http://localhost";
    }
  })();
  return serialized(toWire(errorBody(domain)), state, origin + "/api", "Error");
}

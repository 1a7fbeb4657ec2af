import "server-only";
import type { z } from "zod";
import type { TCurrentActor } from "@/lib/server/auth/current-actor";
import type { User } from "@/lib/generated/prisma/client";
import type { TFormat } from "./format/types";

export type THttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * none: open; user: any signed-in caller; admin: role admin; editor: role editor or admin (entity
 * corrections; their services check the role too); digest: API key with a valid digest only.
 */
export type TAuthMode = "none" | "user" | "admin" | "editor" | "digest";

/**
 * standard: xml (default), json, jsonp. json: json (default), jsonp. documents: standard + atom10 + html.
 * png: an image endpoint whose only `type` is png (/utility/getImage); its errors are XML.
 */
export type TFormatSet = "standard" | "json" | "documents" | "png";

export type TCaller = {
  /** The effective user: whose identity and rights the request has. */
  user: User;
  via: "apikey" | "session" | "anonymous";
  digested: boolean;
  apiKeyId?: number;
  /** The API key the request was made with (to sign links handed back to its owner). */
  apiKey?: string;
  /** A key created without a digest requirement: it may only read (DECISIONS 15, lib/server/gateway/key-only.ts). */
  keyOnly?: boolean;
  /** The sign-in session of a cookie request (user_sessions.id). */
  sessionId?: string;
  /** While an admin impersonates `user`: the admin, who really made the request. */
  realUser?: User;
  impersonationId?: number;
};

export type TRequestContext = {
  requestId: string;
  method: THttpMethod;
  /** Public origin as the client addressed it, e.g. http://localhost:3000. */
  origin: string;
  format: TFormat;
  caller: TCaller | null;
  /** The actor services take: the caller's user (set whenever there is a caller). */
  actor?: TCurrentActor;
  clientAddress?: string;
  secure: boolean;
  headers: Headers;
  setStatus(status: number): void;
  setCookie(cookie: string): void;
};

/** The context of a handler whose auth mode guarantees a caller (every mode but "none"). */
export type TAuthedContext = TRequestContext & { caller: TCaller; actor: TCurrentActor };

/** A handler's input: its context is typed by its auth mode (a caller always, unless the mode is "none"). */
export type THandlerInput<P, A extends TAuthMode = TAuthMode> = {
  params: P;
  body: unknown;
  rawBody: Uint8Array | undefined;
  ctx: A extends "none" ? TRequestContext : TAuthedContext;
};

export type TExample = { request: string; response?: unknown; note?: string };

export type TEndpoint<S extends z.ZodObject = z.ZodObject, A extends TAuthMode = TAuthMode> = {
  id: string;
  summary: string;
  description?: string;
  methods: THttpMethod[];
  /** Canonical path first, then legacy aliases. `{query}` captures into q, `{types}` into types. */
  paths: string[];
  params: S;
  formats: TFormatSet;
  auth: A;
  /** Changes stored data: cookie-only callers must be same-origin (DECISIONS 17). */
  mutates?: boolean;
  /** Creates or ends a session (login, logout): a browser must send it from this site (DECISIONS 17). */
  changesSession?: boolean;
  /** How a POST/PUT/PATCH body is read: parsed JSON (validated by bodySchema) or raw bytes. */
  body?: { kind: "json"; schema: z.ZodType } | { kind: "binary"; maxBytes: number };
  /**
   * The JSON form of a successful answer (lib/contract/responses): documented in OpenAPI and checked against the
   * real answers by e2e/api/response-schemas.test.ts. ZFile for answers that are files, images, feeds or scripts.
   */
  response?: z.ZodType;
  /** XML root element for non-list results. */
  xmlRoot?: string;
  examples: TExample[];
  handler: (input: THandlerInput<z.infer<S>, A>) => Promise<unknown>;
};

export function defineEndpoint<S extends z.ZodObject, A extends TAuthMode>(endpoint: TEndpoint<S, A>): TEndpoint {
  return endpoint as unknown as TEndpoint;
}

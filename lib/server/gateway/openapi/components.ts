import "server-only";
import { z } from "zod";
import { SESSION_COOKIE } from "@/lib/server/auth/session";
import { ZErrorBody } from "@/lib/contract/responses";

// Shared pieces of the OpenAPI document: the parameters every endpoint accepts (DECISIONS 10), the
// error body and statuses (DECISIONS 9) and the three ways to authenticate (spec "Authentication").

export const GLOBAL_PARAMETERS = ["apiKey", "digest", "type", "format", "callback", "cacheBuster"] as const;

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR_REF }, "application/xml": { schema: ERROR_REF } },
});

const ERRORS = {
  "400": errorResponse("Bad input: an invalid URI, an unknown parameter, a bad value or body; the message names it"),
  "401": errorResponse("Not authenticated"),
  "403": errorResponse("Authenticated but not allowed (e.g. not an admin, a cross-site cookie write)"),
  "404": errorResponse("An id that does not exist or that the caller may not see"),
  "409": errorResponse("A conflict (duplicate name, wrong state, concurrent change)"),
  "413": errorResponse("The body is too large"),
  "429": errorResponse("Rate limited; see Retry-After"),
  "500": errorResponse("A real fault (never for bad input)"),
};

/** Every operation's error statuses, as references to components.responses. */
export const ERROR_RESPONSES = Object.fromEntries(
  Object.keys(ERRORS).map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
);

/** The error body of DECISIONS 9, from the same schema the contract declares. */
function errorSchema(): Record<string, unknown> {
  const out = z.toJSONSchema(ZErrorBody, { io: "output", target: "draft-2020-12" }) as Record<string, unknown>;
  delete out.$schema;
  return out;
}

export const COMPONENTS = {
  responses: Object.fromEntries(Object.entries(ERRORS).map(([status, response]) => [`Error${status}`, response])),
  schemas: {
    Error: errorSchema(),
  },
  parameters: {
    apiKey: {
      name: "apiKey",
      in: "query",
      required: false,
      description: "The API key (with digest); or use a session cookie",
      schema: { type: "string" },
    },
    digest: {
      name: "digest",
      in: "query",
      required: false,
      description:
        "Base64(HMAC-SHA1(shared secret, METHOD + ' ' + full URL without apiKey/digest [+ raw body for POST])), URL-encoded",
      schema: { type: "string" },
    },
    type: {
      name: "type",
      in: "query",
      required: false,
      description: "Response format: xml (default unless json-only), json, jsonp; atom10 and html for document lists",
      schema: { type: "string", enum: ["xml", "json", "jsonp", "atom10", "html"] },
    },
    format: {
      name: "format",
      in: "query",
      required: false,
      description: "The same as type (both given and different: 400)",
      schema: { type: "string", enum: ["xml", "json", "jsonp", "atom10", "html"] },
    },
    callback: {
      name: "callback",
      in: "query",
      required: false,
      description: "jsonp callback name",
      schema: { type: "string", pattern: "^[A-Za-z_$][A-Za-z0-9_$.]{0,63}$" },
    },
    cacheBuster: {
      name: "_",
      in: "query",
      required: false,
      description: "Cache buster, ignored",
      schema: { type: "string" },
    },
  },
  securitySchemes: {
    apiKey: { type: "apiKey", in: "query", name: "apiKey", description: "API key (issued by POST /v1/apikey)" },
    digest: { type: "apiKey", in: "query", name: "digest", description: "Request digest computed with the shared key" },
    session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "Session cookie from POST /v1/login/" },
  },
};

import "server-only";
import { SESSION_COOKIE } from "@/lib/auth/session";

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

export const COMPONENTS = {
  responses: Object.fromEntries(Object.entries(ERRORS).map(([status, response]) => [`Error${status}`, response])),
  schemas: {
    Error: {
      type: "object",
      required: ["Error", "Code", "LastUpdated"],
      properties: {
        Error: { type: "string", description: "a human-readable message" },
        Code: { type: "string", description: "a machine code, e.g. INVALID_PARAMETER" },
        LastUpdated: { type: "string", const: "0001-01-01T00:00:00" },
      },
    },
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

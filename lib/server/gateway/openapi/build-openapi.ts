import "server-only";
import { z } from "zod";
import type { TEndpoint, TFormatSet, THttpMethod } from "@/lib/server/gateway/types";
import * as RESPONSES from "@/lib/contract/responses";
import { ZFile } from "@/lib/contract/responses";
import { APP_VERSION } from "@/lib/server/version";
import { COMPONENTS, ERROR_RESPONSES, GLOBAL_PARAMETERS } from "./components";

// The OpenAPI 3.1 document is generated from the endpoint registry, so it cannot disagree with what the
// gateway serves: every endpoint × path (canonical and aliases) × method is one operation. Parameters
// come from the zod schemas (input side: what a client sends, i.e. query-string text with its pattern).

type TJsonSchema = Record<string, unknown>;
type TOperation = Record<string, unknown>;

const CONTENT_TYPES: Record<TFormatSet, string[]> = {
  standard: ["application/xml", "application/json", "application/javascript"],
  json: ["application/json", "application/javascript"],
  documents: ["application/xml", "application/json", "application/javascript", "application/atom+xml", "text/html"],
  png: ["image/png"],
};

const AUTH_TEXT = {
  none: "Open: no credentials needed.",
  user: "Any signed-in caller (API key with digest, or session cookie).",
  admin: "Admin role only (403 for other users).",
  editor: "Editor or admin role only (403 for other users).",
  digest: "Only an API key with a valid digest (no cookies, no digest-free keys).",
} as const;

function toJsonSchema(schema: z.ZodType): TJsonSchema {
  const out = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as TJsonSchema;
  delete out.$schema;
  return out;
}

/** `{query}` captures into q (DECISIONS 3); OpenAPI path parameters keep the template's name. */
function pathParameterNames(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z][\w-]*)\}/g)].map((m) => m[1]!);
}

const CAPTURE_ALIASES: Record<string, string> = { query: "q" };

function parameters(endpoint: TEndpoint, template: string): TOperation[] {
  const schema = toJsonSchema(endpoint.params) as { properties?: Record<string, TJsonSchema>; required?: string[] };
  const properties = schema.properties ?? {};
  const captured = pathParameterNames(template);
  const capturedFields = new Set(captured.map((name) => CAPTURE_ALIASES[name] ?? name));
  const inPath = captured.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: properties[CAPTURE_ALIASES[name] ?? name] ?? { type: "string" },
    ...(CAPTURE_ALIASES[name] ? { description: `the same as the ${CAPTURE_ALIASES[name]} parameter` } : {}),
  }));
  const inQuery = Object.entries(properties)
    .filter(([name]) => !capturedFields.has(name))
    .map(([name, property]) => ({
      name,
      in: "query",
      required: schema.required?.includes(name) ?? false,
      schema: property,
    }));
  return [...inPath, ...inQuery, ...GLOBAL_PARAMETERS.map((p) => ({ $ref: `#/components/parameters/${p}` }))];
}

function requestBody(endpoint: TEndpoint): TOperation | undefined {
  if (endpoint.body?.kind === "json") {
    return { required: true, content: { "application/json": { schema: toJsonSchema(endpoint.body.schema) } } };
  }
  if (endpoint.body?.kind === "binary") {
    return {
      required: true,
      description: `Raw bytes (multipart/form-data where the description says so), at most ${endpoint.body.maxBytes} bytes.`,
      content: {
        "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
      },
    };
  }
  return undefined;
}

/** The response schemas by their exported names: each becomes one component that operations refer to. */
const RESPONSE_NAMES = new Map<unknown, string>(
  Object.entries(RESPONSES)
    .filter(([name, value]) => name.startsWith("Z") && value instanceof z.ZodType)
    .map(([name, value]) => [value, name.slice(1)]),
);

function toResponseJsonSchema(schema: z.ZodType): TJsonSchema {
  const out = z.toJSONSchema(schema, { io: "output", unrepresentable: "any", target: "draft-2020-12" }) as TJsonSchema;
  delete out.$schema;
  return out;
}

/** A reference to the schema's component (added to `components` on first use), or the schema inline. */
function responseRef(schema: z.ZodType, components: Record<string, TJsonSchema>): TJsonSchema {
  const name = RESPONSE_NAMES.get(schema);
  if (!name) return toResponseJsonSchema(schema);
  components[name] ??= toResponseJsonSchema(schema);
  return { $ref: `#/components/schemas/${name}` };
}

function successResponse(endpoint: TEndpoint, components: Record<string, TJsonSchema>): TOperation {
  const example = endpoint.examples.find((e) => e.response !== undefined)?.response;
  const file = endpoint.response === ZFile;
  const schema = endpoint.response ? responseRef(endpoint.response, components) : {};
  const content = Object.fromEntries(
    CONTENT_TYPES[endpoint.formats].map((type) => {
      if (file) return [type, { schema }];
      if (type !== "application/json") return [type, { schema: {} }];
      return [type, example !== undefined ? { schema, example } : { schema }];
    }),
  );
  return { description: endpoint.summary, content };
}

function description(endpoint: TEndpoint): string {
  const examples = endpoint.examples.map((e) => `- \`${e.request}\`${e.note ? ` (${e.note})` : ""}`);
  return [
    endpoint.description ?? "",
    `**Auth**: ${AUTH_TEXT[endpoint.auth]}`,
    `**Formats**: ${CONTENT_TYPES[endpoint.formats].join(", ")}`,
    examples.length ? `**Examples**:\n${examples.join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function operation(
  endpoint: TEndpoint,
  template: string,
  method: THttpMethod,
  alias: boolean,
  components: Record<string, TJsonSchema>,
): TOperation {
  const suffix = endpoint.methods.length > 1 ? `.${method.toLowerCase()}` : "";
  const aliasIndex = endpoint.paths.indexOf(template);
  const op: TOperation = {
    operationId: `${endpoint.id}${suffix}${alias ? `.alias${aliasIndex}` : ""}`,
    summary: endpoint.summary + (alias ? ` (alias of ${endpoint.paths[0]})` : ""),
    description: description(endpoint),
    tags: [tagOf(endpoint.paths[0]!)],
    parameters: parameters(endpoint, template),
    responses: { "200": successResponse(endpoint, components), ...ERROR_RESPONSES },
    security: endpoint.auth === "none" ? [] : [{ apiKey: [], digest: [] }, { apiKey: [] }, { session: [] }],
    "x-auth": endpoint.auth,
    "x-mutates": endpoint.mutates ?? false,
    "x-examples": endpoint.examples,
  };
  if (alias) op.deprecated = true;
  const body = method === "GET" || method === "DELETE" ? undefined : requestBody(endpoint);
  if (body) op.requestBody = body;
  if (method === "POST" && endpoint.mutates) {
    (op.responses as Record<string, unknown>)["201"] = { description: "Created (where the description says so)" };
  }
  return op;
}

/** The first meaningful path segment (v1 skipped) names the group: search, entities, v1/users → users. */
export function tagOf(path: string): string {
  const segments = path.split("/").filter((s) => s && !s.startsWith("{"));
  const first = segments[0]?.toLowerCase() === "v1" ? segments[1] : segments[0];
  return (first ?? "root").toLowerCase();
}

export function buildOpenApi(endpoints: TEndpoint[], serverUrl = "/api") {
  const paths: Record<string, Record<string, TOperation>> = {};
  const responseSchemas: Record<string, TJsonSchema> = {};
  for (const endpoint of endpoints) {
    endpoint.paths.forEach((template, index) => {
      const key = template.replace(/\/+$/, "") || "/";
      paths[key] ??= {};
      for (const method of endpoint.methods) {
        paths[key]![method.toLowerCase()] = operation(endpoint, template, method, index > 0, responseSchemas);
      }
    });
  }
  const tags = [
    ...new Set(Object.values(paths).flatMap((ops) => Object.values(ops).map((o) => (o.tags as string[])[0]!))),
  ]
    .sort()
    .map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "News and Entity Intelligence Service API",
      version: APP_VERSION,
      description:
        "Generated from the endpoint registry (lib/server/gateway/endpoints/index.ts). Parameter names and paths match " +
        "case-insensitively; every error has the body {Error, Code, LastUpdated}. Legacy alias paths are marked " +
        "deprecated and behave exactly like their canonical path.",
    },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: { ...COMPONENTS, schemas: { ...COMPONENTS.schemas, ...responseSchemas } },
  };
}

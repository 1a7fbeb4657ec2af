import "server-only";
import type { z } from "zod";
import { badRequest } from "./errors";

/** Accepted on every endpoint (DECISIONS 10). */
export const GLOBAL_PARAMS = ["apiKey", "digest", "type", "format", "callback", "_"] as const;
const GLOBAL_LOWER = new Set(GLOBAL_PARAMS.map((p) => p.toLowerCase()));

export type TRawParams = { values: Map<string, string>; global: Map<string, string> };

/**
 * Splits the query into endpoint parameters (keyed by the schema's own spelling, matched
 * case-insensitively) and the global ones. Unknown names and repeated names are 400s.
 */
export function collectParams(search: URLSearchParams, schema: z.ZodObject): TRawParams {
  const known = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
  const values = new Map<string, string>();
  const global = new Map<string, string>();
  for (const [name, value] of search) {
    const lower = name.toLowerCase();
    const target = GLOBAL_LOWER.has(lower) ? global : values;
    const canonical = GLOBAL_LOWER.has(lower) ? lower : known.get(lower);
    if (canonical === undefined) {
      throw badRequest("UNSUPPORTED_PARAMETER", `unsupported parameter: ${name}`);
    }
    if (target.has(canonical)) throw badRequest("DUPLICATE_PARAMETER", `parameter ${name} is given more than once`);
    // PostgreSQL text cannot hold NUL, and no parameter of this API has a use for it.
    if (value.includes("\u0000")) throw badRequest("INVALID_PARAMETER", `parameter ${name} contains a NUL character`);
    target.set(canonical, value);
  }
  return { values, global };
}

/** Path captures mean exactly their parameter; both given and different is a 400 (DECISIONS 3). */
export function mergeCaptures(values: Map<string, string>, captured: Record<string, string>, schema: z.ZodObject) {
  const known = new Map(Object.keys(schema.shape).map((name) => [name.toLowerCase(), name]));
  const entries = Object.entries(captured).flatMap(([name, value]) => {
    if (name !== "parameters") return [[name, value] as const];
    // `/entity/add/{parameters}`: the segment is a query string of the endpoint's own parameters.
    return [...new URLSearchParams(value)].map(([key, v]) => {
      if (!known.has(key.toLowerCase())) throw badRequest("UNSUPPORTED_PARAMETER", `unsupported parameter ${key}`);
      return [key, v] as const;
    });
  });
  for (const [name, value] of entries) {
    const canonical = known.get(name.toLowerCase()) ?? name;
    const given = values.get(canonical);
    if (given !== undefined && given !== value) {
      throw badRequest(
        "CONFLICTING_PARAMETER",
        `${canonical} is given in the path and as a parameter with different values`,
      );
    }
    values.set(canonical, value);
  }
}

export function validateParams<S extends z.ZodObject>(schema: S, values: Map<string, string>): z.infer<S> {
  const result = schema.safeParse(Object.fromEntries(values));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "parameters");
  const message = issue.code === "invalid_type" && values.get(name) === undefined ? "is required" : issue.message;
  throw badRequest("INVALID_PARAMETER", `parameter ${name} ${message}`);
}

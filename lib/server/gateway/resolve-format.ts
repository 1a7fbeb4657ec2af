import "server-only";
import { isValidCallback } from "./format/json";
import { FORMATS, type TFormat } from "./format/types";
import { badRequest } from "./errors";
import type { TFormatSet } from "./types";

const ALLOWED: Record<TFormatSet, TFormat[]> = {
  standard: ["xml", "json", "jsonp"],
  json: ["json", "jsonp"],
  documents: ["xml", "json", "jsonp", "atom10", "html"],
  png: ["xml"],
};

export type TResolvedFormat = { format: TFormat; callback?: string };

/** DECISIONS 5: endpoints under /v1/ default to json (the public sample clients parse /v1/network as JSON). */
export function defaultsToJson(pathAndQuery: string): boolean {
  return /^\/api\/v1(\/|\?|$)/i.test(pathAndQuery);
}

const fallbackOf = (allowed: TFormat[], preferJson: boolean): TFormat =>
  preferJson && allowed.includes("json") ? "json" : allowed[0]!;

/**
 * DECISIONS 5 and 6: `type` or `format`, one allowed set per endpoint, jsonp needs a safe callback.
 * `preferJson` (a /v1/ path) makes json the default where the endpoint offers it.
 */
export function resolveFormat(set: TFormatSet, global: Map<string, string>, preferJson = false): TResolvedFormat {
  const type = global.get("type")?.trim().toLowerCase();
  const format = global.get("format")?.trim().toLowerCase();
  if (type !== undefined && format !== undefined && type !== format) {
    throw badRequest("CONFLICTING_FORMAT", "parameters type and format are both given and differ");
  }
  const requested = type ?? format;
  if (set === "png") {
    if (requested !== undefined && requested !== "png") {
      throw badRequest("UNSUPPORTED_FORMAT", `parameter ${type !== undefined ? "type" : "format"} must be png here`);
    }
    return { format: "xml" };
  }
  const allowed = ALLOWED[set];
  const chosen = (requested || fallbackOf(allowed, preferJson)) as TFormat;
  if (!FORMATS.includes(chosen)) {
    throw badRequest(
      "INVALID_FORMAT",
      `parameter ${type !== undefined ? "type" : "format"} must be one of ${FORMATS.join(", ")}`,
    );
  }
  if (!allowed.includes(chosen)) {
    throw badRequest("UNSUPPORTED_FORMAT", `format ${chosen} is not available here; use ${allowed.join(", ")}`);
  }
  if (chosen !== "jsonp") return { format: chosen };
  const callback = global.get("callback");
  if (!callback || !isValidCallback(callback)) {
    throw badRequest(
      "INVALID_CALLBACK",
      "parameter callback must be a JavaScript identifier path such as cb or jQuery1_2",
    );
  }
  return { format: chosen, callback };
}

/**
 * The format of an error raised before the endpoint's own rules apply: the one requested when
 * the endpoint (or, before matching, any endpoint) offers it, else the endpoint's default.
 */
export function lenientFormat(global: Map<string, string>, set?: TFormatSet, preferJson = false): TResolvedFormat {
  const allowed = set ? ALLOWED[set] : (["xml", "json", "jsonp"] as TFormat[]);
  const requested = (global.get("type") ?? global.get("format"))?.trim().toLowerCase() as TFormat | undefined;
  const fallback = set === "png" ? "xml" : fallbackOf(allowed, preferJson);
  if (!requested || !allowed.includes(requested)) return { format: fallback };
  if (requested !== "jsonp") return { format: requested === "atom10" ? "xml" : requested };
  const callback = global.get("callback");
  return callback && isValidCallback(callback)
    ? { format: "jsonp", callback }
    : { format: allowed.includes("json") ? "json" : fallback };
}

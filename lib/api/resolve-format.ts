import "server-only";
import { isValidCallback } from "./format/json";
import { FORMATS, type TFormat } from "./format/types";
import { badRequest } from "./errors";
import type { TFormatSet } from "./types";

const ALLOWED: Record<TFormatSet, TFormat[]> = {
  standard: ["xml", "json", "jsonp"],
  json: ["json", "jsonp"],
  documents: ["xml", "json", "jsonp", "atom10", "html"],
};

export type TResolvedFormat = { format: TFormat; callback?: string };

/** DECISIONS 5 and 6: `type` or `format`, one allowed set per endpoint, jsonp needs a safe callback. */
export function resolveFormat(set: TFormatSet, global: Map<string, string>): TResolvedFormat {
  const type = global.get("type")?.trim().toLowerCase();
  const format = global.get("format")?.trim().toLowerCase();
  if (type !== undefined && format !== undefined && type !== format) {
    throw badRequest("CONFLICTING_FORMAT", "parameters type and format are both given and differ");
  }
  const requested = type ?? format;
  const allowed = ALLOWED[set];
  const chosen = (requested || allowed[0]) as TFormat;
  if (!FORMATS.includes(chosen)) {
    throw badRequest("INVALID_FORMAT", `parameter type must be one of ${FORMATS.join(", ")}`);
  }
  if (!allowed.includes(chosen)) {
    throw badRequest("UNSUPPORTED_FORMAT", `format ${chosen} is not available here; use ${allowed.join(", ")}`);
  }
  if (chosen !== "jsonp") return { format: chosen };
  const callback = global.get("callback");
  if (!callback || !isValidCallback(callback)) {
    throw badRequest("INVALID_CALLBACK", "parameter callback must be a JavaScript identifier path such as cb or jQuery1_2");
  }
  return { format: chosen, callback };
}

/** For errors raised before the endpoint's own rules apply: honour a plausible request, else the default. */
export function lenientFormat(global: Map<string, string>, fallback: TFormat): TResolvedFormat {
  const requested = (global.get("type") ?? global.get("format"))?.trim().toLowerCase();
  const callback = global.get("callback");
  if (requested === "jsonp") return callback && isValidCallback(callback) ? { format: "jsonp", callback } : { format: "json" };
  if (requested === "json" || requested === "xml" || requested === "html") return { format: requested };
  return { format: fallback };
}

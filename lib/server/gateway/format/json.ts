import "server-only";

import type { TSerialized, TWire } from "./types";

export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";
export const JSONP_CONTENT_TYPE = "application/javascript; charset=utf-8";

/** DECISIONS 6. Dots allow namespaced callbacks such as `jQuery.fn.cb`. */
const CALLBACK_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$.]{0,63}$/;

/**
 * Names the regex lets through that cannot be called (`function(...)` is a syntax error) or that
 * would run something other than the client's own function.
 */
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends " +
    "false finally for function if import in instanceof new null return super switch this throw " +
    "true try typeof var void while with yield let static implements interface package private " +
    "protected public await eval arguments"
  ).split(" "),
);

export function isValidCallback(name: string): boolean {
  if (!CALLBACK_PATTERN.test(name)) return false;
  const segments = name.split(".");
  // `a..b` and `a.` are syntax errors; `1a` after a dot is too (`a.1b`).
  if (segments.some((segment) => !/^[A-Za-z_$]/.test(segment))) return false;
  return !RESERVED.has(segments[0] ?? "");
}

export function serializeJson(value: TWire): TSerialized {
  return { body: JSON.stringify(value), contentType: JSON_CONTENT_TYPE };
}

/**
 * DECISIONS 6: `callback(<json>);`. U+2028/U+2029 are legal in JSON but were line terminators in
 * JavaScript string literals before ES2019, so older engines would fail to parse the script.
 */
export function serializeJsonp(value: TWire, callback: string): TSerialized {
  if (!isValidCallback(callback)) {
    // The gateway validates first and answers 400; reaching here is a programming error.
    throw new TypeError(`invalid jsonp callback: ${JSON.stringify(callback)}`);
  }
  const json = JSON.stringify(value)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return { body: `${callback}(${json});`, contentType: JSONP_CONTENT_TYPE };
}

import "server-only";

import { serializeAtom } from "./atom";
import { serializeHtml, serializeHtmlError } from "./html";
import { serializeJson, serializeJsonp } from "./json";
import { serializeXml } from "./xml";
import type { TFormat, TSerializeOptions, TSerialized, TWire } from "./types";

/** DECISIONS 9 error body: `{Error, Code, LastUpdated}`. */
function isErrorBody(value: TWire): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value) && "Error" in value && "Code" in value;
}

/**
 * The gateway's one entry point after `toWire`. jsonp needs `options.callback` (validated with
 * `isValidCallback` beforehand); errors in atom10 go out as XML since a feed cannot carry them.
 */
export function serialize(format: TFormat, value: TWire, options: TSerializeOptions = {}): TSerialized {
  switch (format) {
    case "xml":
      // The gateway passes rootName "Error"; the fallback keeps an error an <Error> if it forgets.
      return serializeXml(value, isErrorBody(value) ? { ...options, rootName: options.rootName ?? "Error" } : options);
    case "json":
      return serializeJson(value);
    case "jsonp":
      return serializeJsonp(value, options.callback ?? "");
    case "atom10":
      return isErrorBody(value)
        ? serializeXml(value, { ...options, rootName: "Error" })
        : serializeAtom(value, options);
    case "html":
      return isErrorBody(value) ? serializeHtmlError(value) : serializeHtml(value, options);
  }
}

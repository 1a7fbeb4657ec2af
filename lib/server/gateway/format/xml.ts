import "server-only";

import { rowElementName } from "./xml-names";
import { XML_DECLARATION, element, escapeXmlText, isXmlName } from "@/lib/server/markup/xml-text";
import type { TSerializeOptions, TSerialized, TWire, TWireObject } from "./types";

export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";

function isObject(value: TWire): value is TWireObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Lists are `ResultList` (DECISIONS 7); anything else takes the name the gateway chose. */
function rootNameOf(value: TWire, options: TSerializeOptions): string {
  if (isObject(value) && "Items" in value && "TotalCount" in value) return "ResultList";
  const name = options.rootName ?? "Result";
  return isXmlName(name) ? name : "Result";
}

/**
 * Content of the element that holds `value`. `key` is the JSON key the value sits under, which names
 * the rows when the value is an array.
 */
function content(value: TWire, key: string | undefined): string {
  if (value === null) return "";
  if (typeof value === "string") return escapeXmlText(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    return value.map((row) => element(rowElementName(key, row), content(row, undefined))).join("");
  }
  return Object.entries(value)
    .map(([field, item]) => fieldElement(field, item))
    .join("");
}

/**
 * One object field. Keys that are not XML names (`Heat-1/30`, user names with spaces) keep the key
 * as data in an attribute, so nothing is lost and the document stays well-formed.
 */
function fieldElement(field: string, value: TWire): string {
  if (isXmlName(field)) return element(field, content(value, field));
  return element("Entry", content(value, field), { Key: field });
}

/** DECISIONS 7: UTF-8 XML with a declaration; element names equal the JSON keys. */
export function serializeXml(value: TWire, options: TSerializeOptions = {}): TSerialized {
  const root = rootNameOf(value, options);
  const body = `${XML_DECLARATION}\n${element(root, content(value, undefined))}`;
  return { body, contentType: XML_CONTENT_TYPE };
}

import "server-only";
import { z } from "zod";
import { settingsSchema } from "@/lib/contract/schemas";
import { KIND_SPECS, type TWidgetData } from "@/lib/contract/widget-kinds";
import { DomainError } from "@/lib/server/errors";
import { parseQuery } from "@/lib/server/query-language";

// The widget kinds are declared in lib/contract/widget-kinds.ts; here each gets its server schema, which
// adds what only the server can check: a query parses in the query language (a syntax error is a 400 at
// save time).

export type { TWidgetData };

export type TWidgetKind = {
  key: string;
  title: string;
  /** For the widget gallery. */
  description: string;
  data: TWidgetData;
  settings: z.ZodObject;
  defaults: Record<string, string>;
};

function queryProblem(value: string): string | undefined {
  try {
    parseQuery(value);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : "is not a valid query";
  }
}

export const WIDGET_KINDS: TWidgetKind[] = KIND_SPECS.map((spec) => ({
  key: spec.key,
  title: spec.title,
  description: spec.description,
  data: spec.data,
  defaults: spec.defaults,
  settings: settingsSchema(spec, (field, value) => (field.type === "query" ? queryProblem(value) : undefined)),
}));

/** Kinds an operator enabled: MYPAGE_WIDGET_KEYS (comma-separated) when set, else all. */
export function enabledKinds(): Set<string> {
  const configured = process.env.MYPAGE_WIDGET_KEYS?.split(",")
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  return new Set(
    WIDGET_KINDS.filter((k) => !configured?.length || configured.includes(k.key.toLowerCase())).map((k) => k.key),
  );
}

/** A kind by Key (any case), or a 400 naming where the key came from. */
export function widgetKind(key: string, where: string): TWidgetKind {
  const found = WIDGET_KINDS.find((k) => k.key.toLowerCase() === key.trim().toLowerCase());
  if (!found) {
    throw new DomainError(
      "UNKNOWN_WIDGET_KEY",
      `${where}: unknown widget key "${key}" (use ${WIDGET_KINDS.map((k) => k.key).join(", ")})`,
    );
  }
  if (!enabledKinds().has(found.key)) {
    throw new DomainError("WIDGET_KEY_DISABLED", `${where}: widget key ${found.key} is not enabled on this server`);
  }
  return found;
}

/**
 * Checked Settings of a kind, defaults filled in. Numbers and booleans are taken as their text;
 * other values, unknown names and invalid values are a 400 naming `where`.Name.
 */
export function checkSettings(kind: TWidgetKind, raw: unknown, where: string): Record<string, string> {
  if (raw === undefined || raw === null) return { ...kind.defaults };
  if (typeof raw !== "object" || Array.isArray(raw))
    throw new DomainError("INVALID_SETTINGS", `${where}: must be an object of string values`);
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      throw new DomainError("INVALID_SETTINGS", `${where}.${name}: must be a string`);
    // Setting names match the kind's spelling in any case.
    const canonical = Object.keys(kind.defaults).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
    given[canonical] = String(value);
  }
  const merged = { ...kind.defaults, ...given };
  const result = kind.settings.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = issue.code === "unrecognized_keys" ? issue.keys[0] : issue.path.join(".");
    const message =
      issue.code === "unrecognized_keys"
        ? `is not a setting of ${kind.key} (use ${Object.keys(kind.defaults).join(", ")})`
        : issue.message;
    throw new DomainError("INVALID_SETTINGS", `${where}.${name}: ${message}`);
  }
  return merged;
}

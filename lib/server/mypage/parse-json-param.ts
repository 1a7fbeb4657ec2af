import "server-only";
import { DomainError } from "@/lib/server/errors";
import { WIDGET_GROUPS, type TWidgetGroup } from "./widget-model";

// The JSON parameters of the MyPage calls (widgetJSON, widgetProjectJSON, widgetsJSON, layoutTree):
// parsed strictly, member names matched in any case, every fault a 400 that names the parameter.

export const bad = (where: string, message: string) => new DomainError("INVALID_PARAMETER", `${where}: ${message}`);

/** JSON text → value, or a 400 naming the parameter. */
export function parseJsonParam(text: string, parameter: string): unknown {
  // PostgreSQL text and jsonb cannot hold NUL: refuse it here rather than fail at the database.
  if (/\\u0000/i.test(text)) throw bad(parameter, "must not contain the character U+0000");
  try {
    return JSON.parse(text);
  } catch {
    throw bad(parameter, "must be valid JSON");
  }
}

/** An object whose member names are mapped to `names` (any case); other members are a 400. */
export function membersOf<const N extends string>(
  value: unknown,
  names: readonly N[],
  where: string,
  ignored: readonly string[] = [],
): Partial<Record<N, unknown>> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw bad(where, "must be a JSON object");
  const out: Partial<Record<N, unknown>> = {};
  for (const [name, member] of Object.entries(value)) {
    const canonical = names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (canonical) out[canonical] = member;
    else if (!ignored.some((n) => n.toLowerCase() === name.toLowerCase()))
      throw bad(`${where}.${name}`, `is not a member (use ${names.join(", ")})`);
  }
  return out;
}

export function optString(value: unknown, where: string, max = 2000): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw bad(where, "must be a string");
  if (value.length > max) throw bad(where, `must be at most ${max} characters`);
  return value;
}

export function optBool(value: unknown, where: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === "true" || value === "false") return value === "true";
  throw bad(where, "must be true or false");
}

export function optInt(value: unknown, where: string, min = 0, max = 2_147_483_647): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === "string" && /^-?\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) throw bad(where, "must be a whole number");
  if (n < min || n > max) throw bad(where, `must be from ${min} to ${max}`);
  return n;
}

/** An ISO 8601 datetime as the API writes them (`2024-01-02T03:04:05.678Z`). */
export function optDate(value: unknown, where: string): Date | undefined {
  if (value === undefined || value === null) return undefined;
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value)
      ? new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`)
      : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw bad(where, "must be an ISO 8601 datetime such as 2024-01-02T03:04:05Z");
  return date;
}

export function optGroup(value: unknown, where: string): TWidgetGroup | undefined {
  if (value === undefined || value === null) return undefined;
  const found =
    typeof value === "string" ? WIDGET_GROUPS.find((g) => g.toLowerCase() === value.trim().toLowerCase()) : undefined;
  if (!found) throw bad(where, `must be one of ${WIDGET_GROUPS.join(", ")}`);
  return found;
}

export function optGuid(value: unknown, where: string): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (
    typeof value !== "string" ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim())
  )
    throw bad(where, "must be a GUID");
  return value.trim().toLowerCase();
}

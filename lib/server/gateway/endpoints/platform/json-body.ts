import "server-only";
import { z } from "zod";

/**
 * A JSON object body whose field names match case-insensitively (like parameter names, DECISIONS 2):
 * `{"description": …}` and `{"Description": …}` are the same field. Unknown fields are a 400 naming
 * them, so a typo never passes silently.
 */
export function zJsonObject<T extends z.ZodRawShape>(shape: T) {
  const canonical = new Map(Object.keys(shape).map((name) => [name.toLowerCase(), name]));
  return z.preprocess(
    (value) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) out[canonical.get(key.toLowerCase()) ?? key] = item;
      return out;
    },
    z.strictObject(shape, { error: objectError }),
  );
}

function objectError(issue: { code?: string; keys?: string[] }): string | undefined {
  if (issue.code === "invalid_type") return "must be a JSON object";
  if (issue.code === "unrecognized_keys") return `unknown field ${issue.keys?.join(", ")}`;
  return undefined;
}

/** A trimmed, non-empty name of at most `max` characters. */
export const zName = (max = 200) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "must not contain control characters");

import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX } from "@/lib/contract/wire";

// Query-string values arrive as strings; these schemas turn them into typed values and fail
// with a message that the gateway prefixes with the parameter's name (DECISIONS 11).

export const zInt = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(
      z
        .number()
        .int("must be a whole number of at most 15 digits")
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
    );

export const zNumber = (min = -Infinity, max = Infinity) =>
  z
    .string()
    .trim()
    .regex(/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/, "must be a number")
    .transform(Number)
    .pipe(
      z
        .number({ error: "must be a finite number" })
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
    );

export const zBool = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ["true", "false", "1", "0"].includes(v), "must be true or false")
    .transform((v) => v === "true" || v === "1");

/** An enum matched case-insensitively that yields the canonical spelling. */
export const zEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().transform((raw, ctx) => {
    const found = values.find((v) => v.toLowerCase() === raw.trim().toLowerCase());
    if (found === undefined) {
      ctx.addIssue({ code: "custom", message: `must be one of ${values.join(", ")}` });
      return z.NEVER;
    }
    return found as T[number];
  });

/** A comma-separated list; empty entries are dropped. */
export const zList = () =>
  z.string().transform((raw) =>
    raw
      .split(",")
      .map((v) => v.trim())
      .filter((v) => v.length > 0),
  );

export const zText = (max = 2000) => z.string().max(max, `must be at most ${max} characters`);

export { PAGE_SIZE_MAX };

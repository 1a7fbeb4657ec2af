import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zInt, zList, zText } from "@/lib/server/gateway/param-types";

/**
 * A comma-separated list whose values must come from `allowed` (matched case-insensitively; canonical
 * spelling out). A repeated value is dropped, or with `repeats: "refuse"` is an error. `what` names a
 * value in the message about an unknown one.
 */
export const zListOf = <const T extends readonly string[]>(
  allowed: T,
  { what = "value", repeats = "drop" }: { what?: string; repeats?: "drop" | "refuse" } = {},
) =>
  zList().transform((values, ctx) => {
    const out: T[number][] = [];
    for (const value of values) {
      const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
      if (!found) {
        ctx.addIssue({ code: "custom", message: `has unknown ${what} "${value}" (use ${allowed.join(", ")})` });
        return z.NEVER;
      }
      if (!out.includes(found)) out.push(found);
      else if (repeats === "refuse") {
        ctx.addIssue({ code: "custom", message: `lists ${found} twice` });
        return z.NEVER;
      }
    }
    return out;
  });

export const zQuery = () => zText(2000).optional();

export const pagingParams = (defaultSize: number) => ({
  pageSize: zInt(1, PAGE_SIZE_MAX).default(defaultSize),
  pageNumber: zInt(0, 100_000).default(0),
});

/** An ISO 8601 date or datetime (`2020-01-31`, `2020-01-31T12:00:00Z`); a date alone means midnight UTC. */
export const zDate = () =>
  z.string().transform((raw, ctx) => {
    const value = raw.trim();
    const date = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "must be an ISO 8601 date such as 2020-01-31 or 2020-01-31T12:00:00Z" });
      return z.NEVER;
    }
    return date;
  });

/** An entity as 11_<n> or an EntityReference <slug>-11_<n>; yields the entity id. */
export const zEntityRef = () =>
  z.string().transform((raw, ctx) => {
    const match = /^(?:.+-)?11_(\d{1,18})$/.exec(raw.trim());
    if (!match) {
      ctx.addIssue({
        code: "custom",
        message: "must be an entity: 11_<number> or an EntityReference <slug>-11_<number>",
      });
      return z.NEVER;
    }
    return BigInt(match[1]!);
  });

import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zInt, zList, zText } from "@/lib/api/param-types";

/** A comma-separated list whose values must come from `allowed` (matched case-insensitively). */
export const zListOf = <const T extends readonly string[]>(allowed: T) =>
  zList().transform((values, ctx) => {
    const out: T[number][] = [];
    for (const value of values) {
      const found = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
      if (!found) {
        ctx.addIssue({ code: "custom", message: `has unknown value "${value}" (use ${allowed.join(", ")})` });
        return z.NEVER;
      }
      if (!out.includes(found)) out.push(found);
    }
    return out;
  });

export const zQuery = () => zText(2000).optional();

export const pagingParams = (defaultSize: number) => ({
  pageSize: zInt(1, PAGE_SIZE_MAX).default(defaultSize),
  pageNumber: zInt(0, 100_000).default(0),
});

import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zEnum, zInt, zList } from "@/lib/server/gateway/param-types";
import { DomainError } from "@/lib/server/errors";
import { OPTIMIZATIONS, type TOptimization } from "@/lib/server/related/foreground";
import { zListOf, zQuery } from "../search/search-params";

/**
 * A comma-separated list of types from `allowed` (case-insensitive, canonical spelling out). Not
 * de-duplicated: a repeat is an error, so that entityTypeLimits stay aligned with the types.
 */
export const zTypes = <const T extends readonly string[]>(allowed: T) =>
  zListOf(allowed, { what: "type", repeats: "refuse" });

/** entityTypeLimits: whole numbers 0..500, one per type. */
export const zTypeLimits = () =>
  zList().transform((values, ctx) => {
    const out: number[] = [];
    for (const value of values) {
      const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
      if (!(n <= PAGE_SIZE_MAX)) {
        ctx.addIssue({
          code: "custom",
          message: `must be whole numbers from 0 to ${PAGE_SIZE_MAX} ("${value}" is not)`,
        });
        return z.NEVER;
      }
      out.push(n);
    }
    return out;
  });

export const zOptimization = () => zEnum(OPTIMIZATIONS).default("accuracy");

export const OPTIMIZATION_DOC =
  "optimization: accuracy (default; every matching document) or speed (only the 1,000 newest matching documents).";

export const SIGNIFICANCE_DOC =
  "Significance is the signed log-likelihood ratio G² of an entity's share of the query's documents against its " +
  "share of the rest of the corpus (lib/server/related/README.md); Extras.Relevance gives {Score (G²), DocumentCount " +
  "(matching documents that mention it), BackgroundDocumentCount (corpus documents that mention it)}.";

/** entityTypeLimits must come with types and have the same length (DECISIONS 11). */
export function checkTypeLimits(types: readonly string[] | undefined, limits: number[] | undefined): void {
  if (limits === undefined) return;
  if (!types || types.length === 0) {
    throw new DomainError("INVALID_PARAMETER", "parameter entityTypeLimits needs types (one limit per type)");
  }
  if (limits.length !== types.length) {
    throw new DomainError(
      "INVALID_PARAMETER",
      `parameter entityTypeLimits must have as many values as types (${types.length}), not ${limits.length}`,
    );
  }
}

/** What every endpoint of significant related items takes: a query, types with limits, and the optimisation. */
export const relatedParams = <const T extends readonly string[]>(types: T) => ({
  q: zQuery(),
  types: zTypes(types).optional(),
  entityTypeLimits: zTypeLimits().optional(),
  optimization: zOptimization(),
});

/** The page size of the related lists that are not paged: 1..PAGE_SIZE_MAX, their own default when omitted. */
export const relatedPageSize = () => zInt(1, PAGE_SIZE_MAX).optional();

type TRelatedParams<T> = { q?: string; types?: T[]; entityTypeLimits?: number[]; optimization: TOptimization };

/** The service input of those parameters for the caller, once the limits agree with the types. */
export function relatedInput<T extends string>(params: TRelatedParams<T>, callerId: number) {
  checkTypeLimits(params.types, params.entityTypeLimits);
  const { q, types, entityTypeLimits, optimization } = params;
  return { q, types, entityTypeLimits, optimization, callerId };
}

const ENTITY_REF = /^(?:\S+-)?11_(\d{1,18})$/;
const MAX_REFS = 100;

/** A comma-separated list of entities (11_<n> or EntityReference), at most MAX_REFS, without repeats. */
export const zEntityRefs = () =>
  zList().transform((values, ctx) => {
    const ids: bigint[] = [];
    for (const value of values) {
      const match = ENTITY_REF.exec(value);
      if (!match) {
        ctx.addIssue({ code: "custom", message: `has "${value}", not an entity (11_<number> or <slug>-11_<number>)` });
        return z.NEVER;
      }
      const id = BigInt(match[1]!);
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > MAX_REFS) {
      ctx.addIssue({ code: "custom", message: `lists more than ${MAX_REFS} entities` });
      return z.NEVER;
    }
    return ids;
  });

/** The same list in a JSON body: an array of references or one comma-separated string. */
export const zBodyEntityRefs = () =>
  z.union([z.string(), z.array(z.string()).max(MAX_REFS)]).transform((value, ctx) => {
    const parsed = zEntityRefs().safeParse(Array.isArray(value) ? value.join(",") : value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message });
    return z.NEVER;
  });

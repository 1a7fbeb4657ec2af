import "server-only";
import { z } from "zod";
import { zBool, zEnum, zInt, zList, zText } from "@/lib/server/gateway/param-types";
import { HEAT_SORTS, SORT_DIRECTIONS } from "@/lib/server/stats/heat-formula";

const ENTITY_REF = /^(?:.+-)?11_(\d{1,18})$/;
export const HEAT_PAGE_SIZE = 50;
export const HEAT_ITEMS_MAX = 5_000;

/** Entity references (11_<n> or <slug>-11_<n>) → ids; a bad one is reported with its value. */
function toEntityIds(values: string[], ctx: z.RefinementCtx): bigint[] {
  if (values.length > HEAT_ITEMS_MAX) {
    ctx.addIssue({ code: "custom", message: `may name at most ${HEAT_ITEMS_MAX} entities` });
    return z.NEVER;
  }
  const ids: bigint[] = [];
  for (const value of values) {
    const match = ENTITY_REF.exec(value.trim());
    if (!match) {
      ctx.addIssue({
        code: "custom",
        message: `has "${value.slice(0, 40)}", which is not an entity (11_<number> or <slug>-11_<number>)`,
      });
      return z.NEVER;
    }
    ids.push(BigInt(match[1]!));
  }
  return ids;
}

const zProjectRef = () =>
  z
    .string()
    .trim()
    .regex(/^15_\d{1,18}$/, "must be a ProjectRef such as 15_42");

/** Query parameters of /entities/heat and GET /v1/heat. */
export const heatParams = {
  q: zText(200).optional(),
  forceDb: zBool().default(false),
  tq: zText(2000).optional(),
  projectref: zProjectRef().optional(),
  itemrefs: zList().transform(toEntityIds).optional(),
  sortBy: zEnum(HEAT_SORTS).default("heat1d"),
  sortDirection: zEnum(SORT_DIRECTIONS).default("desc"),
  pageSize: zInt(1, 500).default(HEAT_PAGE_SIZE),
  pageNumber: zInt(0, 100_000).default(0),
};

/** JSON body of POST /v1/heat: the same choices, with items as an array (or a comma-separated string). */
export const ZHeatBody = z.strictObject({
  items: z
    .union([
      z.array(z.string().max(200)),
      z
        .string()
        .max(200_000)
        .transform((s) => s.split(",")),
    ])
    .transform((list) => list.map((v) => v.trim()).filter(Boolean))
    .transform(toEntityIds)
    .optional(),
  query: zText(2000).optional(),
  q: zText(200).optional(),
  forceDb: z.boolean().optional(),
  projectRef: zProjectRef().optional(),
  sortBy: zEnum(HEAT_SORTS).optional(),
  sortDirection: zEnum(SORT_DIRECTIONS).optional(),
  pageSize: z.number().int().min(1).max(500).optional(),
  pageNumber: z.number().int().min(0).max(100_000).optional(),
});
export type THeatBody = z.infer<typeof ZHeatBody>;

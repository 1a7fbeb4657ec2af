import "server-only";
import { z } from "zod";
import { zText } from "@/lib/server/gateway/param-types";
import { nameKey } from "@/lib/server/entities/entity-keys";

export { TERM_TYPES } from "@/lib/contract/entity-types";

/** An entity's description: 1-200 characters with at least one letter or digit. */
export const zEntityName = () => zText(200).refine((v) => nameKey(v).length > 0, "must contain a letter or a digit");

/** A language code such as en, de, pt-BR (default en). */
export const zLanguage = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "must be a language code such as en or pt-BR")
    .transform((v) => {
      const [primary, region] = v.split("-");
      return region ? `${primary!.toLowerCase()}-${region}` : primary!.toLowerCase();
    });

/** A numeric id as digits, or as an itemRef with the given class (`11_42`). */
export const zNumericId = (itemClass?: number) =>
  z.string().transform((raw, ctx) => {
    const pattern = itemClass ? new RegExp(`^(?:${itemClass}_)?([1-9]\\d{0,17})$`) : /^([1-9]\d{0,17})$/;
    const match = pattern.exec(raw.trim());
    if (!match) {
      ctx.addIssue({
        code: "custom",
        message: itemClass ? `must be ${itemClass}_<number> or a number` : "must be a positive whole number",
      });
      return z.NEVER;
    }
    return BigInt(match[1]!);
  });

/** A comma-separated list of numeric ids (digits or 11_<n>), 1..500 of them. */
export const zEntityIds = () =>
  z.string().transform((raw, ctx) => {
    const values = raw
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0 || values.length > 500) {
      ctx.addIssue({ code: "custom", message: "must list 1 to 500 entity ids" });
      return z.NEVER;
    }
    const ids: bigint[] = [];
    for (const value of values) {
      const match = /^(?:11_)?([1-9]\d{0,17})$/.exec(value);
      if (!match) {
        ctx.addIssue({
          code: "custom",
          message: `has "${value.slice(0, 40)}", which is not an entity id (a number or 11_<number>)`,
        });
        return z.NEVER;
      }
      ids.push(BigInt(match[1]!));
    }
    return ids;
  });

/**
 * The zod schemas of the contract, apart from its data and rules so that client code importing
 * `lib/contract` does not load zod (about 28 kB gzipped on every page). Server code and tests import
 * these; the browser never needs them.
 */
import { z } from "zod";
import { ENTITY_TYPES } from "./entity-types";
import { ERROR_CODES, type TErrorCode } from "./error-codes";
import { checkSetting, type TKindSpec, type TSettingField } from "./widget-kinds";
import { ZONES } from "./zones";

export const ZZone = z.enum(ZONES);
export const ZEntityType = z.enum(ENTITY_TYPES);
export const ZErrorCode = z.enum(ERROR_CODES as [TErrorCode, ...TErrorCode[]]);

// The body of every error answer is ZErrorBody in ./responses (with the other answers).

/**
 * The zod schema of a kind's Settings: a strict object of the kind's fields, each checked by
 * `checkSetting`, then by `more` (the server passes the query-language parser for query fields).
 */
export function settingsSchema(
  spec: TKindSpec,
  more?: (field: TSettingField, value: string) => string | undefined,
): z.ZodObject {
  const shape = Object.fromEntries(
    spec.fields.map((field) => [
      field.name,
      z.string().superRefine((value, ctx) => {
        const problem = checkSetting(field, value) ?? more?.(field, value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    ]),
  );
  return z.object(shape).strict();
}

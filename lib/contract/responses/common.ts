import { z } from "zod";
import { MIN_DATE } from "../wire";

// Building blocks of the response schemas: the JSON form of every answer, with the wire names the
// service emits. Objects are loose (keys the schema does not name are allowed: extras, optional
// members and future fields), but every named field is checked, and required ones must be there.

/** A service datetime: ISO 8601 (UTC, Z) or the minimum value of DECISIONS 8. */
export const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/, "must be an ISO 8601 datetime")
  .meta({ format: "date-time" });

export const ZLastUpdated = ZDate.meta({ description: `the last change; ${MIN_DATE} when not applicable` });

/** A whole number (counts, ids). */
export const ZInt = z.number().int();

/** A loose object: the named fields are checked, other keys pass. */
export const object = <S extends z.core.$ZodLooseShape>(shape: S) => z.looseObject(shape);

/** The list envelope of DECISIONS 7 and of every /v1 list: {TotalCount, Items, LastUpdated}. */
export const list = <T extends z.ZodType>(row: T) =>
  z.looseObject({ TotalCount: ZInt, Items: z.array(row), LastUpdated: ZLastUpdated });

/** Rows without a count: {Items, LastUpdated} (quotes, geo results, related topics). */
export const items = <T extends z.ZodType>(row: T) => z.looseObject({ Items: z.array(row), LastUpdated: ZLastUpdated });

/** A list that also echoes its query or label (search results, entity lists). */
export const describedList = <T extends z.ZodType>(row: T) =>
  z.looseObject({ TotalCount: ZInt, Description: z.string(), Items: z.array(row), LastUpdated: ZLastUpdated });

/** {Success: true}: a change that answers nothing else. */
export const ZSuccess = z.looseObject({ Success: z.boolean() });

/** A record whose fields this contract does not fix (free-form settings, catalogues). */
export const ZRecord = z.record(z.string(), z.unknown());

/** The bytes of a file, an image, a feed or a script (non-JSON answers). */
export const ZFile = z.string().meta({ description: "the file's bytes (not JSON)", format: "binary" });

/** DECISIONS 9: every error has this body, whatever the format. */
export const ZErrorBody = z.looseObject({
  Error: z.string().meta({ description: "a human-readable message" }),
  Code: z.string().meta({ description: "a machine code, e.g. INVALID_PARAMETER" }),
  LastUpdated: z.literal(MIN_DATE),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

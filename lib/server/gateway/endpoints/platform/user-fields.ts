import "server-only";
import { z } from "zod";
import { PASSWORD_RULE } from "@/lib/server/auth/password";
import { USERNAME_PATTERN } from "@/lib/server/users/create-user";
import { findTimeZone } from "@/lib/server/users/time-zones";
import type { TUserInput, TUserPatch } from "@/lib/server/users/update-user";
import { CULTURES } from "@/lib/server/users/user-record";

export type TFieldInfo = {
  Name: string;
  Type: "string" | "integer" | "boolean";
  /** Must be given when a user is created. */
  Required: boolean;
  /** Can be changed by PATCH /v1/users/{userName}. */
  Updatable: boolean;
  /** Accepted but never returned. */
  WriteOnly: boolean;
  MaxLength?: number;
  Pattern?: string;
  Values?: (string | number)[];
  Description: string;
};

const text = (max: number) =>
  z.string({ error: "must be a string" }).trim().max(max, `must be at most ${max} characters`);

// One table drives validation (USER_CREATE_SHAPE / USER_UPDATE_SHAPE) and the /v1/users/fields answer.
const FIELDS: { info: TFieldInfo; schema: z.ZodType }[] = [
  {
    info: {
      Name: "UserName",
      Type: "string",
      Required: true,
      Updatable: false,
      WriteOnly: false,
      MaxLength: 64,
      Pattern: USERNAME_PATTERN.source,
      Description: "Sign-in name, unique ignoring case; letters, digits and . _ @ -",
    },
    schema: z.string({ error: "must be a string" }).regex(USERNAME_PATTERN, "must be 1-64 letters, digits or . _ @ -"),
  },
  {
    info: {
      Name: "Password",
      Type: "string",
      Required: true,
      Updatable: true,
      WriteOnly: true,
      MaxLength: 256,
      Description: `Password, ${PASSWORD_RULE}; setting it ends the user's sessions`,
    },
    schema: z.string({ error: "must be a string" }).min(8, `must be ${PASSWORD_RULE}`).max(256),
  },
  field("FirstName", 100, "Given name"),
  field("LastName", 100, "Family name"),
  {
    info: { ...info("Email", 254, "E-mail address, or empty"), Pattern: "^$|^[^@\\s]+@[^@\\s]+$" },
    schema: text(254).regex(/^$|^[^@\s]+@[^@\s]+$/, "must be an e-mail address or empty"),
  },
  field("Phone", 50, "Telephone number, free text"),
  {
    info: {
      Name: "Role",
      Type: "string",
      Required: false,
      Updatable: true,
      WriteOnly: false,
      Values: ["user", "editor", "admin"],
      Description:
        "user (default), editor or admin; editors and admins correct entities, admins manage users, keys, " +
        "organisation and impersonation",
    },
    schema: z.enum(["user", "editor", "admin"], { error: "must be user, editor or admin" }),
  },
  {
    info: {
      Name: "TimeZoneId",
      Type: "integer",
      Required: false,
      Updatable: true,
      WriteOnly: false,
      Description: "An id of /v1/timezones (default 0, UTC); gives UtcOffSetHours in the User record",
    },
    schema: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .refine((id) => findTimeZone(id) !== undefined, "must be a TimeZoneId of /v1/timezones"),
  },
  {
    info: {
      Name: "CultureId",
      Type: "integer",
      Required: false,
      Updatable: true,
      WriteOnly: false,
      Values: Object.keys(CULTURES).map(Number),
      Description: "Language and formatting culture (default 1033, English (United States))",
    },
    schema: z
      .number({ error: "must be a whole number" })
      .refine((id) => CULTURES[id] !== undefined, `must be one of ${Object.keys(CULTURES).join(", ")}`),
  },
  {
    info: {
      Name: "LockedOut",
      Type: "boolean",
      Required: false,
      Updatable: true,
      WriteOnly: false,
      Description: "A locked-out user cannot sign in and their API keys stop working",
    },
    schema: z.boolean({ error: "must be true or false" }),
  },
  field(
    "Company",
    200,
    'Name of an existing company (/v1/companies), or "" for none; clears a department of another company',
  ),
  field("Department", 200, 'Name of a department of the user\'s company (/v1/departments), or "" for none'),
];

function info(name: string, max: number, description: string): TFieldInfo {
  return {
    Name: name,
    Type: "string",
    Required: false,
    Updatable: true,
    WriteOnly: false,
    MaxLength: max,
    Description: description,
  };
}

function field(name: string, max: number, description: string) {
  return { info: info(name, max, description), schema: text(max) };
}

export const USER_FIELDS: readonly TFieldInfo[] = FIELDS.map((f) => f.info);

const shape = (filter: (f: TFieldInfo) => boolean, required: (f: TFieldInfo) => boolean) =>
  Object.fromEntries(
    FIELDS.filter((f) => filter(f.info)).map((f) => [f.info.Name, required(f.info) ? f.schema : f.schema.optional()]),
  );

export const USER_CREATE_SHAPE = shape(
  () => true,
  (f) => f.Required,
) as Record<string, z.ZodType>;
export const USER_UPDATE_SHAPE = shape(
  (f) => f.Updatable,
  () => false,
) as Record<string, z.ZodType>;

export type TUserFields = {
  UserName: string;
  Password: string;
  FirstName?: string;
  LastName?: string;
  Email?: string;
  Phone?: string;
  Role?: "user" | "editor" | "admin";
  TimeZoneId?: number;
  CultureId?: number;
  LockedOut?: boolean;
  Company?: string;
  Department?: string;
};
export type TUserFieldsPatch = Partial<Omit<TUserFields, "UserName">>;

/** The fields of a user update (a validated PATCH body) as the users service takes them. */
export function userPatchOf(fields: TUserFieldsPatch): TUserPatch {
  return {
    password: fields.Password,
    firstName: fields.FirstName,
    lastName: fields.LastName,
    email: fields.Email,
    phone: fields.Phone,
    role: fields.Role,
    timeZoneId: fields.TimeZoneId,
    cultureId: fields.CultureId,
    lockedOut: fields.LockedOut,
    company: fields.Company,
    department: fields.Department,
  };
}

/** The fields of a new user (a validated POST body) as the users service takes them. */
export function userInputOf(fields: TUserFields): TUserInput {
  return { username: fields.UserName, ...userPatchOf(fields), password: fields.Password };
}

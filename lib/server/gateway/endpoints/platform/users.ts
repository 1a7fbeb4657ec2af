import "server-only";
import { z } from "zod";
import { PAGE_SIZE_MAX, zInt, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { withDepartmentNames } from "@/lib/server/users/admin-users";
import { wireAdminUser } from "@/lib/server/gateway/wire/users";
import { searchUsers } from "@/lib/server/users/search-users";
import { registerUser, updateUser } from "@/lib/server/users/update-user";
import {
  USER_CREATE_SHAPE,
  USER_FIELDS,
  USER_UPDATE_SHAPE,
  userInputOf,
  userPatchOf,
  type TUserFields,
  type TUserFieldsPatch,
} from "./user-fields";
import { zJsonObject } from "./json-body";
import { listResult } from "./list-result";
import { ZUser, ZUserFieldList, ZUserList } from "@/lib/contract/responses";
import { createEntry, listEntry, updateEntry } from "../entries";

const ZCreate = zJsonObject(USER_CREATE_SHAPE);
const ZUpdate = zJsonObject(USER_UPDATE_SHAPE);

export const listUsersEndpoint = defineEndpoint({
  id: "users.list",
  response: ZUserList,
  summary: "List and search users (admin)",
  description:
    "q: text found (ignoring case) in the user name, first or last name, e-mail or company. pageSize 1-500 " +
    "(default 50), pageNumber from 0. Ordered by user name. Service accounts are not listed (see " +
    "/v1/servicekey). Rows are the User record plus Id, Role, CompanyId, DepartmentId, Department, " +
    "ServiceAccount and ServiceTypes; never a password.",
  methods: ["GET"],
  paths: ["/v1/users"],
  params: z.object({
    q: zText(200).optional(),
    pageSize: zInt(1, PAGE_SIZE_MAX).default(50),
    pageNumber: zInt(0, 1_000_000).default(0),
  }),
  formats: "standard",
  auth: "admin",
  examples: [{ request: "GET /api/v1/users?q=smith&pageSize=20&type=json" }],
  handler: async ({ params }) => {
    const { users, total } = await searchUsers(params);
    return listResult((await withDepartmentNames(users)).map(wireAdminUser), total);
  },
});

export const createUserEndpoint = createEntry({
  id: "users.create",
  response: ZUser,
  summary: "Create a user (admin)",
  description:
    "JSON body with the fields of /v1/users/fields (UserName and Password required; names match ignoring " +
    "case; unknown fields are a 400). A taken user name (ignoring case) is a 409 USERNAME_TAKEN. Answers 201 " +
    "with the user's admin record.",
  paths: ["/v1/users"],
  body: ZCreate,
  formats: "standard",
  auth: "admin",
  xmlRoot: "User",
  examples: [
    {
      request:
        'POST /api/v1/users?type=json {"UserName":"jsmith","Password":"correct horse","FirstName":"Jane",' +
        '"Company":"Acme","Department":"Research","TimeZoneId":2}',
    },
  ],
  create: async ({ body }) => {
    const user = await registerUser(userInputOf(body as TUserFields));
    return wireAdminUser((await withDepartmentNames([user]))[0]!);
  },
});

export const updateUserEndpoint = updateEntry({
  id: "users.update",
  response: ZUser,
  summary: "Change a user's fields (admin)",
  description:
    "The user is named in the path (/v1/users/{userName}) or by the userName parameter. JSON body: any of " +
    "the Updatable fields of /v1/users/fields; only those given change. LockedOut true locks the user out " +
    "(sessions and API keys stop working at once); an admin cannot lock out or demote themselves (409 " +
    "SELF_LOCKOUT). A new Password ends the user's sessions.",
  paths: ["/v1/users/{userName}", "/v1/users"],
  params: z.object({ userName: zText(64) }),
  body: ZUpdate,
  formats: "standard",
  auth: "admin",
  xmlRoot: "User",
  examples: [{ request: 'PATCH /api/v1/users/jsmith?type=json {"LockedOut":true}' }],
  update: async ({ params, body, ctx }) => {
    const user = await updateUser(ctx.caller.user.id, params.userName, userPatchOf(body as TUserFieldsPatch));
    return wireAdminUser((await withDepartmentNames([user]))[0]!);
  },
});

export const userFieldsEndpoint = listEntry({
  id: "users.fields",
  response: ZUserFieldList,
  summary: "The fields of a user that POST and PATCH /v1/users take, with their types and constraints",
  description:
    "Each field: Name, Type (string, integer, boolean), Required (on create), Updatable (by PATCH), WriteOnly " +
    "(never returned), MaxLength, Pattern (a regular expression), Values (the allowed values) and Description.",
  paths: ["/v1/users/fields"],
  formats: "standard",
  auth: "admin",
  examples: [{ request: "GET /api/v1/users/fields?type=json" }],
  list: async () => [...USER_FIELDS],
});

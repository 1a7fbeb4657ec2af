import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/server/gateway/errors";
import { zList, zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { findUserByName } from "@/lib/server/users/find-user";
import { KNOWN_RESOURCES, resourceAccess } from "@/lib/server/users/user-access";
import { wireUser } from "@/lib/server/gateway/wire/users";
import { ZUser, ZUserAccess } from "@/lib/contract/responses";

export const getUser = defineEndpoint({
  id: "user.get",
  response: ZUser,
  summary: "The caller's user record, or another user's (admin only)",
  methods: ["GET"],
  paths: ["/user"],
  params: z.object({ user: zText(64).optional() }),
  formats: "standard",
  auth: "user",
  xmlRoot: "User",
  examples: [
    { request: "GET /api/user?type=json", note: "User record: UserName, FirstName, LastName, Email, Roles, …" },
  ],
  handler: async ({ params, ctx }) => {
    const self = ctx.caller.user;
    if (!params.user || params.user.toLowerCase() === self.username.toLowerCase()) return wireUser(self);
    if (self.role !== "admin") throw new ApiError("FORBIDDEN", "looking up another user needs the admin role");
    const other = await findUserByName(params.user);
    if (!other) throw new ApiError("USER_NOT_FOUND", `no user named ${params.user}`);
    return wireUser(other);
  },
});

export const getUserAccess = defineEndpoint({
  id: "user.access",
  response: ZUserAccess,
  summary: "Which resources the caller may use",
  description: `Known resources: ${KNOWN_RESOURCES.join(", ")}. Unknown names answer false; no list answers all known ones.`,
  methods: ["GET"],
  paths: ["/user/access"],
  params: z.object({ resources: zList().optional() }),
  formats: "standard",
  auth: "user",
  xmlRoot: "UserAccess",
  examples: [
    { request: "GET /api/user/access?resources=api,ads&type=json", response: { Resources: { api: true, ads: false } } },
  ],
  handler: async ({ params, ctx }) => ({
    Resources: resourceAccess(ctx.caller.user, params.resources ?? []),
    LastUpdated: ctx.caller.user.updatedAt,
  }),
});

import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/server/gateway/errors";
import { zText } from "@/lib/server/gateway/param-types";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { actorOfUser } from "@/lib/server/auth/current-actor";
import { findProjectByAnyId } from "@/lib/server/projects/find-project";
import { wireFullProjectRecord } from "@/lib/server/gateway/wire/projects";
import { getUserProperty, setUserProperty } from "@/lib/server/users/user-properties";
import { ZSuccess, ZUserProperty } from "@/lib/contract/responses";

const zPropertyName = () => z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, "must be 1-100 letters, digits or _ . -");

export const getProperty = defineEndpoint({
  id: "user.property",
  response: ZUserProperty,
  summary: "Read one of the caller's properties",
  description:
    "404 when the caller has no value for the property. LastUsedMyPageTab (whose value is a tab GUID, a " +
    "ProjectRef or a projectId) answers the full project record of that tab.",
  methods: ["GET"],
  paths: ["/user/property"],
  params: z.object({ propertyDescription: zPropertyName() }),
  formats: "standard",
  auth: "user",
  xmlRoot: "UserProperty",
  examples: [
    {
      request: "GET /api/user/property?propertyDescription=Theme&type=json",
      response: { Description: "Theme", Value: "dark" },
    },
  ],
  handler: async ({ params, ctx }) => {
    const property = await getUserProperty(ctx.caller.user.id, params.propertyDescription);
    if (!property) throw new ApiError("PROPERTY_NOT_FOUND", `no value for property ${params.propertyDescription}`);
    if (property.name.toLowerCase() === "lastusedmypagetab") {
      return wireFullProjectRecord(await findProjectByAnyId(actorOfUser(ctx.caller.user), property.value), []);
    }
    return { Description: property.name, Value: property.value, LastUpdated: property.updatedAt };
  },
});

export const updateProperty = defineEndpoint({
  id: "user.property.update",
  response: ZSuccess,
  summary: "Save one of the caller's properties (created when missing, replaced otherwise)",
  methods: ["GET", "POST"],
  paths: ["/user/property/update"],
  params: z.object({ propertyDescription: zPropertyName(), value: zText(4000) }),
  formats: "standard",
  auth: "user",
  mutates: true,
  xmlRoot: "UserPropertyUpdate",
  examples: [
    {
      request: "GET /api/user/property/update?propertyDescription=Theme&value=dark&type=json",
      response: { Status: "Saved", Success: true },
    },
  ],
  handler: async ({ params, ctx }) => {
    await setUserProperty(ctx.caller.user.id, params.propertyDescription, params.value);
    return { Status: "Saved", Success: true };
  },
});

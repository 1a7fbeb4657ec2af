import "server-only";
import { z } from "zod";
import { defineEndpoint } from "@/lib/server/gateway/types";
import { USERNAME_PATTERN } from "@/lib/server/users/create-user";
import { changeProviderAccess, providerAccess } from "@/lib/server/providers/provider-access";
import {
  getProvider,
  listProviders,
  registerProvider,
  unregisterProvider,
  updateProvider,
} from "@/lib/server/providers/manage-providers";
import { wireProvider, wireProviderAccess } from "@/lib/server/gateway/wire/providers";
import { zJsonObject, zName } from "./json-body";
import { ZProvider, ZProviderAccess, ZProviderList, ZProviderRecord } from "@/lib/contract/responses";
import { createEntry, deleteEntry, getEntry, listEntry, updateEntry, writeEntry } from "../entries";

// Document providers (documents.provider) and who may see them. Everyone sees every provider unless an
// admin restricts it; then only its access list and admins do, in every search (lib/server/providers/README.md).

const ZName = z.object({
  name: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(200, "must be at most 200 characters")
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "must not contain control characters"),
});
const zDescription = z.string({ error: "must be a string" }).max(2000, "must be at most 2000 characters");
const zRestricted = z.boolean({ error: "must be true or false" });
const zUserNames = z
  .array(z.string({ error: "must be a user name" }).regex(USERNAME_PATTERN, "must be user names"), {
    error: "must be a list of user names",
  })
  .max(1000, "must name at most 1000 users");
const ZNew = zJsonObject({ Name: zName(), Description: zDescription.optional(), Restricted: zRestricted.optional() });
const ZChange = zJsonObject({ Description: zDescription.optional(), Restricted: zRestricted.optional() });
const ZAccess = zJsonObject({ UserNames: zUserNames, Restricted: zRestricted.optional() });
const ZGrant = zJsonObject({ UserNames: zUserNames.min(1, "must name at least one user") });

const RECORD =
  "{Name, Description, Restricted, Registered, DocumentCount, UserCount (users on the access list), LastUpdated}";

export const listProvidersEndpoint = listEntry({
  id: "providers.list",
  response: ZProviderList,
  summary: "Document providers the caller may see",
  description:
    `Every provider that has documents or is registered, by name: ${RECORD}. Restricted providers appear only to ` +
    "the users on their access list and to admins.",
  paths: ["/v1/providers"],
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/v1/providers?type=json",
      response: { Items: [{ Name: "Reuters", Restricted: false, DocumentCount: 19043 }], TotalCount: 1 },
    },
  ],
  list: async ({ ctx }) => (await listProviders(ctx.caller.user.id)).map(wireProvider),
});

export const getProviderEndpoint = getEntry({
  id: "providers.get",
  response: ZProvider,
  summary: "One document provider (by name, ignoring case)",
  description: `${RECORD}. Unknown, or restricted and not visible to the caller: 404.`,
  paths: ["/v1/providers/{name}"],
  params: ZName,
  formats: "standard",
  auth: "user",
  xmlRoot: "Provider",
  examples: [{ request: "GET /api/v1/providers/Reuters?type=json" }],
  get: async ({ params, ctx }) => wireProvider(await getProvider(ctx.caller.user.id, params.name)),
});

export const registerProviderEndpoint = createEntry({
  id: "providers.create",
  response: ZProviderRecord,
  summary: "Register a provider, optionally restricted (admin)",
  description:
    "JSON body {Name, Description, Restricted (false)}. Registering a name before any document arrives lets an " +
    "admin restrict it ahead of an import. Already registered: 409 PROVIDER_EXISTS. Answers 201.",
  paths: ["/v1/providers"],
  body: ZNew,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Provider",
  examples: [{ request: 'POST /api/v1/providers?type=json {"Name":"Licensed Wire","Restricted":true}' }],
  create: async ({ body: input, ctx }) => {
    await registerProvider({
      name: input.Name,
      description: input.Description ?? "",
      restricted: input.Restricted ?? false,
    });
    return wireProvider(await getProvider(ctx.caller.user.id, input.Name));
  },
});

export const updateProviderEndpoint = updateEntry({
  id: "providers.update",
  response: ZProviderRecord,
  summary: "Change a provider's description or restriction (admin)",
  description: "JSON body {Description?, Restricted?}. A provider known only from its documents is registered.",
  paths: ["/v1/providers/{name}"],
  params: ZName,
  body: ZChange,
  formats: "standard",
  auth: "admin",
  xmlRoot: "Provider",
  examples: [{ request: 'PATCH /api/v1/providers/Reuters?type=json {"Restricted":true}' }],
  update: async ({ params, body: input, ctx }) => {
    await updateProvider(params.name, { description: input.Description, restricted: input.Restricted });
    return wireProvider(await getProvider(ctx.caller.user.id, params.name));
  },
});

export const unregisterProviderEndpoint = deleteEntry({
  id: "providers.delete",
  summary: "Remove a provider's registration and access list (admin)",
  description: "Its documents stay and become visible to everyone. Not registered: 404.",
  paths: ["/v1/providers/{name}"],
  params: ZName,
  formats: "standard",
  auth: "admin",
  example: "DELETE /api/v1/providers/Reuters?type=json",
  remove: ({ params }) => unregisterProvider(params.name),
});

const ACCESS = "{Provider, Restricted, Users: [{UserName, GrantedDate}], LastUpdated}";

export const providerAccessEndpoint = getEntry({
  id: "providers.access",
  response: ZProviderAccess,
  summary: "Who may see a provider's documents (admin)",
  description: `${ACCESS}. Only meaningful while Restricted is true; admins always see every provider.`,
  paths: ["/v1/providers/{name}/access"],
  params: ZName,
  formats: "standard",
  auth: "admin",
  xmlRoot: "ProviderAccess",
  examples: [{ request: "GET /api/v1/providers/Reuters/access?type=json" }],
  get: async ({ params }) => wireProviderAccess(await providerAccess(params.name)),
});

export const setProviderAccessEndpoint = writeEntry({
  id: "providers.access.set",
  response: ZProviderAccess,
  summary: "Set a provider's access list and restriction (admin)",
  description:
    `JSON body {UserNames: [...], Restricted (true)}: exactly these users may see it. Answers ${ACCESS}. ` +
    "An unknown user name is a 400 (nothing changes).",
  method: "PUT",
  paths: ["/v1/providers/{name}/access"],
  params: ZName,
  body: ZAccess,
  formats: "standard",
  auth: "admin",
  xmlRoot: "ProviderAccess",
  examples: [{ request: 'PUT /api/v1/providers/Reuters/access?type=json {"UserNames":["jdoe"],"Restricted":true}' }],
  write: async ({ params, body: input }) =>
    wireProviderAccess(await changeProviderAccess(params.name, "replace", input.UserNames, input.Restricted ?? true)),
});

export const grantProviderAccessEndpoint = writeEntry({
  id: "providers.access.grant",
  response: ZProviderAccess,
  summary: "Let more users see a provider (admin)",
  description: `JSON body {UserNames}. The restriction is unchanged. Answers ${ACCESS}.`,
  method: "POST",
  paths: ["/v1/providers/{name}/access"],
  params: ZName,
  body: ZGrant,
  formats: "standard",
  auth: "admin",
  xmlRoot: "ProviderAccess",
  examples: [{ request: 'POST /api/v1/providers/Reuters/access?type=json {"UserNames":["jdoe"]}' }],
  write: async ({ params, body }) => wireProviderAccess(await changeProviderAccess(params.name, "add", body.UserNames)),
});

export const revokeProviderAccessEndpoint = defineEndpoint({
  id: "providers.access.revoke",
  response: ZProviderAccess,
  summary: "Take a user off a provider's access list (admin)",
  description: `Answers ${ACCESS}. A user not on the list: 404.`,
  methods: ["DELETE"],
  paths: ["/v1/providers/{name}/access/{userName}"],
  params: ZName.extend({ userName: z.string().regex(USERNAME_PATTERN, "must be a user name") }),
  formats: "standard",
  auth: "admin",
  mutates: true,
  xmlRoot: "ProviderAccess",
  examples: [{ request: "DELETE /api/v1/providers/Reuters/access/jdoe?type=json" }],
  handler: async ({ params }) =>
    wireProviderAccess(await changeProviderAccess(params.name, "remove", [params.userName])),
});

import "server-only";
import { z } from "zod";
import { createServiceKey, listServiceKeys, revokeServiceKey } from "@/lib/server/auth/manage-service-keys";
import { SERVICE_TYPE_NAMES } from "@/lib/server/auth/service-types";
import { USERNAME_PATTERN } from "@/lib/server/users/create-user";
import { wireNewServiceKey, wireServiceKey } from "@/lib/server/gateway/wire/auth";
import { zJsonObject } from "./json-body";
import { ZCreatedServiceKey, ZRowList } from "@/lib/contract/responses";
import { createEntry, listEntry } from "../entries";
import { revokeKeyEntry } from "./revoke-key-entry";

const ZNewServiceKey = zJsonObject({
  UserName: z.string({ error: "must be a string" }).regex(USERNAME_PATTERN, "must be 1-64 letters, digits or . _ @ -"),
  Description: z.string({ error: "must be a string" }).trim().max(200, "must be at most 200 characters").optional(),
  DigestRequired: z.boolean({ error: "must be true or false" }).optional(),
  ServiceTypes: z
    .array(z.enum(SERVICE_TYPE_NAMES, { error: `must be one of ${SERVICE_TYPE_NAMES.join(", ")}` }), {
      error: "must be a list of service types",
    })
    .min(1, "must name at least one service type")
    .transform((types) => [...new Set(types)])
    .optional(),
});

export const listServiceKeysEndpoint = listEntry({
  id: "servicekey.list",
  response: ZRowList,
  summary: "Keys of service accounts (admin; never their shared secrets)",
  description: "Every key of every service account, with the account's ServiceTypes, oldest first.",
  paths: ["/v1/servicekey"],
  formats: "standard",
  auth: "admin",
  examples: [{ request: "GET /api/v1/servicekey?type=json" }],
  list: async () => (await listServiceKeys()).map(wireServiceKey),
});

export const createServiceKeyEndpoint = createEntry({
  id: "servicekey.create",
  response: ZCreatedServiceKey,
  summary: "Create a service account (if new) and a key for it (admin); the secret is in this answer only",
  description:
    "JSON body {UserName, Description, DigestRequired (default true), ServiceTypes (list of /v1/servicetypes " +
    "names; default [api] for a new account; given for an existing one it replaces its types)}. A service " +
    "account has no usable password and acts only through its keys, limited to its service types. A " +
    "personal user's name is a 409 NOT_A_SERVICE_ACCOUNT. Answers 201.",
  paths: ["/v1/servicekey"],
  body: ZNewServiceKey,
  formats: "standard",
  auth: "admin",
  xmlRoot: "ServiceKey",
  examples: [
    {
      request: 'POST /api/v1/servicekey?type=json {"UserName":"svc-intranet","ServiceTypes":["feeds","widgets"]}',
      response: { UserName: "svc-intranet", ServiceTypes: ["feeds", "widgets"], ApiKey: "…", SharedKey: "…" },
    },
  ],
  create: async ({ body }) =>
    wireNewServiceKey(
      await createServiceKey({
        username: body.UserName,
        description: body.Description,
        digestRequired: body.DigestRequired,
        serviceTypes: body.ServiceTypes,
      }),
    ),
});

export const revokeServiceKeyEndpoint = revokeKeyEntry({
  id: "servicekey.revoke",
  summary: "Revoke a service account's key (admin)",
  description: "`key` parameter or /v1/servicekey/{key}. A personal user's key is not a service key: 404.",
  path: "/v1/servicekey",
  auth: "admin",
  example: "DELETE /api/v1/servicekey?key=…&type=json",
  revoke: ({ params }) => revokeServiceKey(params.key),
});

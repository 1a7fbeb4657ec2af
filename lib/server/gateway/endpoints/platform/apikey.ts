import "server-only";
import { z } from "zod";
import { createApiKey, listApiKeys, MAX_ACTIVE_KEYS, revokeApiKey } from "@/lib/server/auth/manage-api-keys";
import { wireApiKey, wireNewApiKey } from "@/lib/server/gateway/wire/auth";
import { zJsonObject } from "./json-body";
import { ZApiKeyList, ZCreatedApiKey } from "@/lib/contract/responses";
import { createEntry, listEntry } from "../entries";
import { revokeKeyEntry } from "./revoke-key-entry";

const ZNewKey = zJsonObject({
  Description: z.string({ error: "must be a string" }).trim().max(200, "must be at most 200 characters").optional(),
  DigestRequired: z.boolean({ error: "must be true or false" }).optional(),
});

export const listApiKeysEndpoint = listEntry({
  id: "apikey.list",
  response: ZApiKeyList,
  summary: "The caller's API keys (never their shared secrets)",
  description:
    "Lists every key of the caller, revoked ones included (Revoked true), oldest first. The shared secret " +
    "is shown only once, in the answer of POST /v1/apikey.",
  paths: ["/v1/apikey"],
  formats: "standard",
  auth: "user",
  examples: [
    {
      request: "GET /api/v1/apikey?type=json",
      response: {
        Items: [
          {
            ApiKey: "3f0c…",
            DigestRequired: true,
            Description: "reporting script",
            CreatedDate: "2026-01-05T10:00:00Z",
            LastUsedDate: null,
            Revoked: false,
          },
        ],
        TotalCount: 1,
      },
    },
  ],
  list: async ({ ctx }) => (await listApiKeys(ctx.caller.user.username)).map(wireApiKey),
});

export const createApiKeyEndpoint = createEntry({
  id: "apikey.create",
  response: ZCreatedApiKey,
  summary: "Create an API key for the caller; the shared secret is in this answer only",
  description:
    "JSON body {Description (≤200 characters), DigestRequired (boolean, default true)}; field names match " +
    "ignoring case. DigestRequired false makes a key-only key: it may be used without a digest, but only to " +
    `read (GET requests that change nothing), never on key, user, password or administration endpoints. Answers 201 with ApiKey and SharedKey (keep it: it is never shown again). At most ` +
    `${MAX_ACTIVE_KEYS} active keys per user (409 TOO_MANY_KEYS). Refused while impersonating.`,
  paths: ["/v1/apikey"],
  body: ZNewKey,
  formats: "standard",
  auth: "user",
  xmlRoot: "ApiKey",
  examples: [
    {
      request: 'POST /api/v1/apikey?type=json {"Description":"reporting script","DigestRequired":true}',
      response: { ApiKey: "3f0c…", SharedKey: "q8…", Description: "reporting script", DigestRequired: true },
    },
  ],
  create: async ({ body: input, ctx }) => {
    const key = await createApiKey({
      username: ctx.caller.user.username,
      description: input.Description,
      digestRequired: input.DigestRequired,
    });
    return wireNewApiKey(key);
  },
});

export const revokeApiKeyEndpoint = revokeKeyEntry({
  id: "apikey.revoke",
  summary: "Revoke one of the caller's API keys",
  description:
    "The key is given as the `key` parameter or as the last path segment (/v1/apikey/{key}). Another user's " +
    "key, an unknown key and an already revoked key all answer 404. Refused while impersonating.",
  path: "/v1/apikey",
  auth: "user",
  example: "DELETE /api/v1/apikey?key=3f0c…&type=json",
  revoke: ({ params, ctx }) => revokeApiKey(params.key, ctx.caller.user.id),
});

import "server-only";
import type { TApiKey, TNewApiKey } from "@/lib/server/auth/manage-api-keys";
import type { TNewServiceKey, TServiceKey } from "@/lib/server/auth/manage-service-keys";
import type { SERVICE_TYPES } from "@/lib/server/auth/service-types";
import type { TSession } from "@/lib/server/auth/user-sessions";

/** When a key was made and last used, and whether it is revoked (the last fields of every key record). */
const keyUse = (key: { createdAt: Date; lastUsedAt: Date | null; revoked: boolean }) => ({
  CreatedDate: key.createdAt,
  LastUsedDate: key.lastUsedAt,
  Revoked: key.revoked,
  LastUpdated: key.lastUsedAt ?? key.createdAt,
});

/** One of the caller's keys in /v1/apikey (the owner is the caller: no UserName). */
export function wireApiKey(key: TApiKey) {
  return {
    ApiKey: key.key,
    DigestRequired: key.digestRequired,
    Description: key.description,
    ...keyUse(key),
  };
}

/** The answer of POST /v1/apikey: the only time the shared secret is shown. */
export function wireNewApiKey(key: TNewApiKey) {
  return {
    ApiKey: key.apiKey,
    SharedKey: key.sharedKey,
    Description: key.description,
    DigestRequired: key.digestRequired,
  };
}

/** One service account's key in /v1/servicekey. */
export function wireServiceKey(key: TServiceKey) {
  return {
    ApiKey: key.key,
    UserName: key.username,
    ServiceTypes: key.serviceTypes,
    Description: key.description,
    DigestRequired: key.digestRequired,
    ...keyUse(key),
  };
}

/** The answer of POST /v1/servicekey: the only time the shared secret is shown. */
export function wireNewServiceKey(key: TNewServiceKey) {
  return {
    UserName: key.username,
    ServiceTypes: key.serviceTypes,
    ApiKey: key.apiKey,
    SharedKey: key.sharedKey,
    DigestRequired: key.digestRequired,
    Description: key.description,
  };
}

/** One of the caller's sign-in sessions in /v1/sessions. */
export function wireSession(session: TSession) {
  return {
    Id: session.id,
    CreatedDate: session.createdAt,
    LastSeenDate: session.lastSeenAt,
    UserAgent: session.userAgent,
    Client: session.client,
    Current: session.current,
    LastUpdated: session.lastSeenAt,
  };
}

/** One row of /v1/servicetypes. */
export function wireServiceType(type: (typeof SERVICE_TYPES)[number]) {
  return { Name: type.name, Description: type.description };
}

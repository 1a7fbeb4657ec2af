import "server-only";
import { randomBytes } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import { createUser } from "@/lib/server/users/create-user";
import { findUserByName } from "@/lib/server/users/find-user";
import { findApiKeyWithUser, findServiceApiKeys } from "./data/api-keys";
import { updateUserServiceTypes } from "./data/user-credentials";
import { createApiKey, revokeApiKey, type TApiKey, type TNewApiKey } from "./manage-api-keys";
import type { TServiceType } from "./service-types";

export type TServiceKeyInput = {
  username: string;
  description?: string;
  digestRequired?: boolean;
  serviceTypes?: TServiceType[];
};

/** A service account's key just created, with its shared secret (shown this once). */
export type TNewServiceKey = TNewApiKey & { username: string; serviceTypes: string[] };

/** A service account's key, with the account's service types; never its shared secret. */
export type TServiceKey = TApiKey & { serviceTypes: string[] };

/**
 * Issues a key for a service account, creating the account on first use. A service account has no
 * usable password (a random one nobody is told) so it only ever acts through its keys. Giving
 * service types replaces the account's types. The shared secret is in this answer only.
 */
export async function createServiceKey(input: TServiceKeyInput): Promise<TNewServiceKey> {
  let user = await findUserByName(input.username);
  if (user && !user.serviceAccount) {
    throw new DomainError("NOT_A_SERVICE_ACCOUNT", `${input.username} is a personal account, not a service account`);
  }
  if (!user) {
    user = await createUser({
      username: input.username,
      password: randomBytes(32).toString("base64url"),
      firstName: "Service",
      lastName: input.username,
      serviceAccount: true,
      serviceTypes: input.serviceTypes ?? ["api"],
    });
  } else if (input.serviceTypes) {
    user = await updateUserServiceTypes(user.id, input.serviceTypes);
  }
  const key = await createApiKey({
    username: user.username,
    description: input.description,
    digestRequired: input.digestRequired ?? true,
  });
  return { ...key, username: user.username, serviceTypes: user.serviceTypes };
}

export async function listServiceKeys(): Promise<TServiceKey[]> {
  const keys = await findServiceApiKeys();
  return keys.map((k) => ({
    key: k.key,
    username: k.user.username,
    serviceTypes: k.user.serviceTypes,
    description: k.description,
    digestRequired: k.digestRequired,
    createdAt: k.createdAt,
    lastUsedAt: k.lastUsedAt,
    revoked: k.revokedAt !== null,
  }));
}

/** Revokes a service account's key; a personal user's key is not found here. */
export async function revokeServiceKey(key: string): Promise<void> {
  const row = await findApiKeyWithUser(key);
  if (!row || !row.user.serviceAccount) {
    throw new DomainError("API_KEY_NOT_FOUND", "no active service key with that value");
  }
  await revokeApiKey(key, row.userId);
}

import "server-only";
import { randomBytes } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import { createUser } from "@/lib/server/users/create-user";
import { findUserByName } from "@/lib/server/users/find-user";
import { findApiKeyWithUser, findServiceApiKeys } from "./data/api-keys";
import { updateUserServiceTypes } from "./data/user-credentials";
import { createApiKey, revokeApiKey } from "./manage-api-keys";
import type { TServiceType } from "./service-types";

export type TServiceKeyInput = {
  UserName: string;
  Description?: string;
  DigestRequired?: boolean;
  ServiceTypes?: TServiceType[];
};

/**
 * Issues a key for a service account, creating the account on first use. A service account has no
 * usable password (a random one nobody is told) so it only ever acts through its keys. Giving
 * ServiceTypes replaces the account's types. The shared secret is in this answer only.
 */
export async function createServiceKey(input: TServiceKeyInput) {
  let user = await findUserByName(input.UserName);
  if (user && !user.serviceAccount) {
    throw new DomainError("NOT_A_SERVICE_ACCOUNT", `${input.UserName} is a personal account, not a service account`);
  }
  if (!user) {
    user = await createUser({
      username: input.UserName,
      password: randomBytes(32).toString("base64url"),
      firstName: "Service",
      lastName: input.UserName,
      serviceAccount: true,
      serviceTypes: input.ServiceTypes ?? ["api"],
    });
  } else if (input.ServiceTypes) {
    user = await updateUserServiceTypes(user.id, input.ServiceTypes);
  }
  const key = await createApiKey({
    username: user.username,
    description: input.Description,
    digestRequired: input.DigestRequired ?? true,
  });
  return {
    UserName: user.username,
    ServiceTypes: user.serviceTypes,
    ApiKey: key.ApiKey,
    SharedKey: key.SharedKey,
    DigestRequired: input.DigestRequired ?? true,
    Description: input.Description ?? "",
  };
}

export async function listServiceKeys() {
  const keys = await findServiceApiKeys();
  return keys.map((k) => ({
    ApiKey: k.key,
    UserName: k.user.username,
    ServiceTypes: k.user.serviceTypes,
    Description: k.description,
    DigestRequired: k.digestRequired,
    CreatedDate: k.createdAt,
    LastUsedDate: k.lastUsedAt,
    Revoked: k.revokedAt !== null,
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

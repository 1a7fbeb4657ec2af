import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import { DomainError } from "@/lib/server/errors";
import {
  deleteProviderAccess,
  deleteProviderAccessExcept,
  findProviderAccessUsers,
  findProviderRegistration,
  findUserIdsByLowerName,
  insertProviderAccess,
  touchProviderRestriction,
} from "./data/provider-access";
import { providerHasDocuments } from "./data/providers";
import { ensureRegistered } from "./manage-providers";

/** Who may see a provider's documents while it is restricted; an unregistered provider is open to all. */
export type TProviderAccess = {
  provider: string;
  restricted: boolean;
  users: { username: string; grantedAt: Date }[];
  updatedAt: Date;
};

/** Who may see a provider's documents when it is restricted (admins always may). */
export async function providerAccess(name: string): Promise<TProviderAccess> {
  const registration = await findProviderRegistration(name);
  if (!registration) {
    await ensureKnown(name);
    return { provider: name, restricted: false, users: [], updatedAt: new Date(0) };
  }
  return {
    provider: registration.name,
    restricted: registration.restricted,
    users: await findProviderAccessUsers(name),
    updatedAt: registration.updatedAt,
  };
}

/**
 * Changes the access list: "replace" sets it to exactly `userNames` (and the restriction to `restricted`),
 * "add" grants, "remove" revokes. An unknown user name is a 400 and changes nothing.
 */
export async function changeProviderAccess(
  name: string,
  mode: "replace" | "add" | "remove",
  userNames: string[],
  restricted?: boolean,
): Promise<TProviderAccess> {
  const providerId = await ensureRegistered(name);
  await withTransaction(async (client) => {
    const ids = await userIds(client, userNames);
    if (mode === "remove") {
      const revoked = await deleteProviderAccess(client, providerId, ids);
      if (revoked === 0) throw new DomainError("ACCESS_NOT_FOUND", `${userNames.join(", ")} had no access to ${name}`);
    } else {
      if (mode === "replace") {
        await deleteProviderAccessExcept(client, providerId, ids);
      }
      await insertProviderAccess(client, providerId, ids);
    }
    await touchProviderRestriction(client, providerId, restricted);
  });
  return providerAccess(name);
}

async function userIds(client: TQueryable, userNames: string[]): Promise<number[]> {
  const rows = await findUserIdsByLowerName(client, userNames);
  const found = new Set(rows.map((r) => r.key));
  const unknown = userNames.filter((u) => !found.has(u.toLowerCase()));
  if (unknown.length > 0) throw new DomainError("UNKNOWN_USER", `UserNames: no user ${unknown.join(", ")}`);
  return rows.map((r) => r.id);
}

async function ensureKnown(name: string): Promise<void> {
  if (!(await providerHasDocuments(name))) throw new DomainError("PROVIDER_NOT_FOUND", `no provider ${name}`);
}

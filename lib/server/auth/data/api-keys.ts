import "server-only";
import { db } from "@/lib/server/db/client";
import type { ApiKey, User } from "@/lib/generated/prisma/client";

export function countActiveApiKeys(userId: number): Promise<number> {
  return db().apiKey.count({ where: { userId, revokedAt: null } });
}

export type TNewApiKey = {
  userId: number;
  key: string;
  secretCiphertext: string;
  digestRequired: boolean;
  description: string;
};

export async function insertApiKey(key: TNewApiKey): Promise<void> {
  await db().apiKey.create({ data: key });
}

export type TApiKeyWithUser = ApiKey & { user: User };

/** Keys with their users, oldest first: one user's when a user id is given, else everyone's. */
export function findApiKeysWithUsers(userId?: number): Promise<TApiKeyWithUser[]> {
  return db().apiKey.findMany({
    where: userId !== undefined ? { userId } : {},
    include: { user: true },
    orderBy: { id: "asc" },
  });
}

/** The keys of service accounts with their users, oldest first. */
export function findServiceApiKeys(): Promise<TApiKeyWithUser[]> {
  return db().apiKey.findMany({
    where: { user: { serviceAccount: true } },
    include: { user: true },
    orderBy: { id: "asc" },
  });
}

export function findApiKey(key: string): Promise<ApiKey | null> {
  return db().apiKey.findUnique({ where: { key } });
}

export function findApiKeyWithUser(key: string): Promise<TApiKeyWithUser | null> {
  return db().apiKey.findUnique({ where: { key }, include: { user: true } });
}

/** Revokes the key if it is active (and, when a user id is given, that user's); whether it was. */
export async function revokeActiveApiKey(key: string, userId?: number): Promise<boolean> {
  const result = await db().apiKey.updateMany({
    where: { key, revokedAt: null, ...(userId !== undefined && { userId }) },
    data: { revokedAt: new Date() },
  });
  return result.count !== 0;
}

/** Stamps the key's last use, unless it was stamped in the last minute. */
export async function stampApiKeyUse(id: number): Promise<void> {
  await db().$executeRaw`
    UPDATE api_keys SET last_used_at = now()
    WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`;
}

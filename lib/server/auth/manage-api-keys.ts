import "server-only";
import { randomBytes } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import { findUserByName } from "@/lib/server/users/find-user";
import {
  countActiveApiKeys,
  findApiKey,
  findApiKeysWithUsers,
  insertApiKey,
  revokeActiveApiKey,
  stampApiKeyUse,
} from "./data/api-keys";
import { decryptSecret, encryptSecret } from "./secret-box";
import { log } from "@/lib/server/log";
import { onceAMinute } from "./once-a-minute";

/** A key as its owner and administrators see it: never its shared secret. */
export type TApiKey = {
  key: string;
  username: string;
  digestRequired: boolean;
  description: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revoked: boolean;
};

/** A key just created, with its shared secret (shown this once). */
export type TNewApiKey = { apiKey: string; sharedKey: string; description: string; digestRequired: boolean };

/** Active keys one user may hold; beyond it old keys must be revoked first. */
export const MAX_ACTIVE_KEYS = 25;

/**
 * Creates a key; the shared secret is returned here once and never again. A key needs its digest unless
 * `digestRequired: false` makes it a key-only key, which may only read (DECISIONS 15, lib/server/gateway/key-only.ts).
 */
export async function createApiKey(input: {
  username: string;
  digestRequired?: boolean;
  description?: string;
}): Promise<TNewApiKey> {
  const user = await findUserByName(input.username);
  if (!user) throw new DomainError("USER_NOT_FOUND", `no user named ${input.username}`);
  const active = await countActiveApiKeys(user.id);
  if (active >= MAX_ACTIVE_KEYS) {
    throw new DomainError("TOO_MANY_KEYS", `a user holds at most ${MAX_ACTIVE_KEYS} active keys; revoke one first`);
  }
  const apiKey = randomBytes(16).toString("hex");
  const sharedKey = randomBytes(24).toString("base64url");
  const digestRequired = input.digestRequired ?? true;
  const description = input.description ?? "";
  await insertApiKey({
    userId: user.id,
    key: apiKey,
    secretCiphertext: encryptSecret(sharedKey),
    digestRequired,
    description,
  });
  return { apiKey, sharedKey, description, digestRequired };
}

export async function listApiKeys(username?: string): Promise<TApiKey[]> {
  const user = username ? await findUserByName(username) : null;
  if (username && !user) throw new DomainError("USER_NOT_FOUND", `no user named ${username}`);
  const keys = await findApiKeysWithUsers(user?.id);
  return keys.map((k) => ({
    key: k.key,
    username: k.user.username,
    digestRequired: k.digestRequired,
    description: k.description,
    createdAt: k.createdAt,
    lastUsedAt: k.lastUsedAt,
    revoked: k.revokedAt !== null,
  }));
}

/** Revokes an active key; `userId` limits it to that user's keys (another user's key looks absent). */
export async function revokeApiKey(key: string, userId?: number): Promise<void> {
  if (!(await revokeActiveApiKey(key, userId)))
    throw new DomainError("API_KEY_NOT_FOUND", "no active API key with that value");
}

export type TActiveKey = { userId: number; digestRequired: boolean; secret: string; id: number };

export async function findActiveKey(key: string): Promise<TActiveKey | null> {
  const row = await findApiKey(key);
  if (!row || row.revokedAt) return null;
  return { id: row.id, userId: row.userId, digestRequired: row.digestRequired, secret: readableSecret(row) };
}

/** A key sealed under another service secret (SESSION_SECRET was changed) cannot verify digests. */
function readableSecret(row: { id: number; secretCiphertext: string }): string {
  try {
    return decryptSecret(row.secretCiphertext);
  } catch (error) {
    log().warn({ apiKeyId: row.id, err: error }, "API key secret unreadable: was SESSION_SECRET changed?");
    throw new DomainError(
      "API_KEY_UNREADABLE",
      "this API key was created under a different service secret and can no longer be verified; create a new key",
    );
  }
}

const keyStampDue = onceAMinute<number>();

/** Best-effort usage stamp, at most once a minute per key so hot keys do not write on every call. */
export async function touchApiKey(id: number): Promise<void> {
  if (!keyStampDue(id)) return;
  await stampApiKeyUse(id);
}

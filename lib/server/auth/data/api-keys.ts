import "server-only";
import type { ApiKey, User } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import { selectColumns, type TRecordColumns } from "@/lib/server/db/record-columns";
import { userColumns } from "@/lib/server/users/data/users";

/** The columns of `api_keys` by the fields of the key record. */
const API_KEY_COLUMNS: TRecordColumns<ApiKey> = {
  id: "id",
  userId: "user_id",
  key: "key",
  secretCiphertext: "secret_ciphertext",
  digestRequired: "digest_required",
  description: "description",
  createdAt: "created_at",
  lastUsedAt: "last_used_at",
  revokedAt: "revoked_at",
};

export type TApiKeyWithUser = ApiKey & { user: User };

/** The key's columns and its user's record as `user` (a row of `api_keys k JOIN users u`). */
const KEY_WITH_USER = `${selectColumns(API_KEY_COLUMNS, "k")},
  (SELECT to_jsonb(x) FROM (SELECT ${userColumns("u")}) x) AS "user"`;

/** The JSON of the user record carries its times as text: they become Dates again. */
function withUser(row: ApiKey & { user: Record<string, unknown> }): TApiKeyWithUser {
  const user = row.user as unknown as User & Record<"passwordChangedAt" | "createdAt" | "updatedAt", string>;
  return {
    ...row,
    user: {
      ...user,
      passwordChangedAt: new Date(user.passwordChangedAt),
      createdAt: new Date(user.createdAt),
      updatedAt: new Date(user.updatedAt),
    },
  };
}

export async function countActiveApiKeys(userId: number): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId],
  );
  return rows[0]!.n;
}

/** What creating a key sets: the generated record's own fields, the rest are the table's defaults. */
export type TNewApiKey = Pick<ApiKey, "userId" | "key" | "secretCiphertext" | "digestRequired" | "description">;

export async function insertApiKey(key: TNewApiKey): Promise<void> {
  await pool().query(
    `INSERT INTO api_keys (user_id, key, secret_ciphertext, digest_required, description) VALUES ($1, $2, $3, $4, $5)`,
    [key.userId, key.key, key.secretCiphertext, key.digestRequired, key.description],
  );
}

/** Keys with their users, oldest first: one user's when a user id is given, else everyone's. */
export async function findApiKeysWithUsers(userId?: number): Promise<TApiKeyWithUser[]> {
  const { rows } = await pool().query<ApiKey & { user: Record<string, unknown> }>(
    `SELECT ${KEY_WITH_USER} FROM api_keys k JOIN users u ON u.id = k.user_id
     WHERE $1::int IS NULL OR k.user_id = $1 ORDER BY k.id ASC`,
    [userId ?? null],
  );
  return rows.map(withUser);
}

/** The keys of service accounts with their users, oldest first. */
export async function findServiceApiKeys(): Promise<TApiKeyWithUser[]> {
  const { rows } = await pool().query<ApiKey & { user: Record<string, unknown> }>(
    `SELECT ${KEY_WITH_USER} FROM api_keys k JOIN users u ON u.id = k.user_id
     WHERE u.service_account ORDER BY k.id ASC`,
  );
  return rows.map(withUser);
}

export async function findApiKey(key: string): Promise<ApiKey | null> {
  const { rows } = await pool().query<ApiKey>(`SELECT ${selectColumns(API_KEY_COLUMNS)} FROM api_keys WHERE key = $1`, [
    key,
  ]);
  return rows[0] ?? null;
}

export async function findApiKeyWithUser(key: string): Promise<TApiKeyWithUser | null> {
  const { rows } = await pool().query<ApiKey & { user: Record<string, unknown> }>(
    `SELECT ${KEY_WITH_USER} FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.key = $1`,
    [key],
  );
  return rows[0] ? withUser(rows[0]) : null;
}

/** Revokes the key if it is active (and, when a user id is given, that user's); whether it was. */
export async function revokeActiveApiKey(key: string, userId?: number): Promise<boolean> {
  const { rowCount } = await pool().query(
    `UPDATE api_keys SET revoked_at = $3 WHERE key = $1 AND revoked_at IS NULL AND ($2::int IS NULL OR user_id = $2)`,
    [key, userId ?? null, new Date()],
  );
  return (rowCount ?? 0) !== 0;
}

/** Stamps the key's last use, unless it was stamped in the last minute. */
export async function stampApiKeyUse(id: number): Promise<void> {
  await pool().query(
    `UPDATE api_keys SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}

import "server-only";
import type { UserProperty } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";

export type TUserPropertyRow = Pick<UserProperty, "name" | "value" | "updatedAt">;

export async function findUserProperty(userId: number, name: string): Promise<TUserPropertyRow | null> {
  const { rows } = await pool().query<TUserPropertyRow>(
    `SELECT name, value, updated_at AS "updatedAt" FROM user_properties WHERE user_id = $1 AND lower(name) = lower($2)`,
    [userId, name],
  );
  return rows[0] ?? null;
}

/** Upsert: one value per user and (case-insensitive) property name. */
export async function upsertUserProperty(userId: number, name: string, value: string): Promise<void> {
  await pool().query(
    `INSERT INTO user_properties (user_id, name, value, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id, lower(name)) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [userId, name, value],
  );
}

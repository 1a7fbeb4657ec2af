import "server-only";
import { db } from "@/lib/server/db/client";

export type TUserPropertyRow = { name: string; value: string; updatedAt: Date };

export async function findUserProperty(userId: number, name: string): Promise<TUserPropertyRow | null> {
  const rows = await db().$queryRaw<{ name: string; value: string; updated_at: Date }[]>`
    SELECT name, value, updated_at FROM user_properties WHERE user_id = ${userId} AND lower(name) = lower(${name})`;
  const row = rows[0];
  return row ? { name: row.name, value: row.value, updatedAt: row.updated_at } : null;
}

/** Upsert: one value per user and (case-insensitive) property name. */
export async function upsertUserProperty(userId: number, name: string, value: string): Promise<void> {
  await db().$executeRaw`
    INSERT INTO user_properties (user_id, name, value, updated_at) VALUES (${userId}, ${name}, ${value}, now())
    ON CONFLICT (user_id, lower(name)) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`;
}

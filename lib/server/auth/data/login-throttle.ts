import "server-only";
import { db } from "@/lib/server/db/client";

/** When each of these throttle keys may next be tried (keys without a row are left out). */
export async function findNextAllowedTimes(keys: string[]): Promise<Date[]> {
  const rows = await db().loginThrottle.findMany({ where: { key: { in: keys } } });
  return rows.map((r) => r.nextAllowedAt);
}

/** Counts one more failure of the key (creating its row); the failures counted so far. */
export async function incrementThrottleFailures(key: string): Promise<number | undefined> {
  const rows = await db().$queryRaw<{ failures: number }[]>`
      INSERT INTO login_throttle (key, failures, next_allowed_at, updated_at)
      VALUES (${key}, 1, now(), now())
      ON CONFLICT (key) DO UPDATE SET failures = login_throttle.failures + 1, updated_at = now()
      RETURNING failures`;
  return rows[0]?.failures;
}

/** The key may next be tried `delaySeconds` from now. */
export async function setThrottleDelay(key: string, delaySeconds: number): Promise<void> {
  await db().$executeRaw`
      UPDATE login_throttle SET next_allowed_at = now() + make_interval(secs => ${delaySeconds}) WHERE key = ${key}`;
}

export async function deleteThrottle(key: string): Promise<void> {
  await db().loginThrottle.deleteMany({ where: { key } });
}

/** Deletes the keys quiet for a day; how many went. */
export function deleteStaleThrottles(): Promise<number> {
  return db().$executeRaw`DELETE FROM login_throttle WHERE updated_at < now() - interval '1 day'`;
}

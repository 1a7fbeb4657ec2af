import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";

/** When each of these throttle keys may next be tried (keys without a row are left out). */
export async function findNextAllowedTimes(keys: string[]): Promise<Date[]> {
  const { rows } = await pool().query<TRow<"login_throttle", "next_allowed_at">>(
    `SELECT next_allowed_at FROM login_throttle WHERE key = ANY($1::text[])`,
    [keys],
  );
  return rows.map((r) => r.next_allowed_at);
}

/** Counts one more failure of the key (creating its row); the failures counted so far. */
export async function incrementThrottleFailures(key: string): Promise<number | undefined> {
  const { rows } = await pool().query<TRow<"login_throttle", "failures">>(
    `INSERT INTO login_throttle (key, failures, next_allowed_at, updated_at)
     VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET failures = login_throttle.failures + 1, updated_at = now()
     RETURNING failures`,
    [key],
  );
  return rows[0]?.failures;
}

/** The key may next be tried `delaySeconds` from now. */
export async function setThrottleDelay(key: string, delaySeconds: number): Promise<void> {
  await pool().query(`UPDATE login_throttle SET next_allowed_at = now() + make_interval(secs => $1) WHERE key = $2`, [
    delaySeconds,
    key,
  ]);
}

export async function deleteThrottle(key: string): Promise<void> {
  await pool().query(`DELETE FROM login_throttle WHERE key = $1`, [key]);
}

/** Deletes the keys quiet for a day; how many went. */
export async function deleteStaleThrottles(): Promise<number> {
  const { rowCount } = await pool().query(`DELETE FROM login_throttle WHERE updated_at < now() - interval '1 day'`);
  return rowCount ?? 0;
}

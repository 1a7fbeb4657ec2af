import "server-only";
import { pool } from "./pool";

/**
 * Runs `work` while this process holds the session-level advisory lock `id` on a connection of its own
 * (waiting for another holder to release it); the lock is released however `work` ends.
 */
export async function withAdvisoryLock<T>(id: number, work: () => Promise<T>): Promise<T> {
  const lock = await pool().connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [id]);
    return await work();
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [id]).catch(() => {});
    lock.release();
  }
}

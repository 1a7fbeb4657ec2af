import "server-only";
import pg from "pg";
import { log } from "@/lib/server/log";

const holder = globalThis as unknown as { __pool?: pg.Pool };

/**
 * The one pg pool of this process: every data-access function runs its SQL here or on the client of a
 * transaction taken from it. At most 10 connections (the larger of the two pools it replaces: 6 for bulk
 * SQL, 10 for the Prisma client's adapter).
 */
export function pool(): pg.Pool {
  if (!holder.__pool) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set");
    holder.__pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection cut by the server (a restart, a failover) is dropped by the pool and replaced on the
    // next query; without a listener the pool's "error" event would end the process.
    holder.__pool.on("error", (error) => log().warn({ err: error }, "idle database connection lost"));
    // A connection cut while checked out (inside a transaction, between its queries) reports to the client
    // itself: its query fails, the pool drops it on release, and the process must not end.
    holder.__pool.on("connect", (client) =>
      client.on("error", (error) => log().warn({ err: error }, "database connection lost while in use")),
    );
    // bigint ids come back as strings: keep them exact.
  }
  return holder.__pool;
}

export async function withTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export async function closePool(): Promise<void> {
  await holder.__pool?.end();
  holder.__pool = undefined;
}

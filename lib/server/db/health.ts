import "server-only";
import { pool } from "./pool";

export type THealth = { reachable: boolean; version?: string; latencyMs?: number; error?: string };

export async function databaseHealth(): Promise<THealth> {
  const started = performance.now();
  try {
    const rows = await Promise.race([
      pool().query<{ version: string }>(`SELECT current_setting('server_version') AS version`),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out after 3 s")), 3000)),
    ]);
    return { reachable: true, version: rows.rows[0]?.version, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { reachable: false, error: (error as Error).message.split("\n")[0] };
  }
}

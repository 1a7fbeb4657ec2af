import "server-only";
import { pool } from "@/lib/server/db/pool";

/** The text-search configurations documents are indexed with, and english and simple (search_configs()). */
export async function findSearchConfigs(): Promise<string[]> {
  const { rows } = await pool().query<{ config: string }>(`SELECT s::text AS config FROM search_configs() s`);
  return rows.map((r) => r.config);
}

import "server-only";
import { db } from "@/lib/db/client";

/** A text-search configuration name as PostgreSQL lists it (pg_ts_config.cfgname). */
const CONFIG_NAME = /^[a-z_]+$/;

/**
 * The text-search configurations to parse query words in: english and simple (stemmed and exact, as
 * ever), then every other configuration documents are indexed with (migration 0013, one index probe
 * each). Read per query, so a newly imported language is searchable at once.
 */
export async function searchConfigs(): Promise<string[]> {
  const rows = await db().$queryRaw<{ config: string }[]>`SELECT s::text AS config FROM search_configs() s`;
  return orderConfigs(rows.map((r) => r.config));
}

/** english, simple, then the rest by name; anything that is not a plain configuration name is dropped. */
export function orderConfigs(configs: readonly string[]): string[] {
  const rest = configs.filter((c) => c !== "english" && c !== "simple" && CONFIG_NAME.test(c)).sort();
  return ["english", "simple", ...new Set(rest)];
}

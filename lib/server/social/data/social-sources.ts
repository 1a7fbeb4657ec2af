import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import { SOURCE_SELECT, updateSourceRow } from "@/lib/server/ingest/data/sources";

export async function findSocialSourceByUrl(url: string): Promise<Source | null> {
  const { rows } = await pool().query<Source>(
    `SELECT ${SOURCE_SELECT} FROM sources WHERE kind = 'social' AND url = $1 LIMIT 1`,
    [url],
  );
  return rows[0] ?? null;
}

export type TNewSocialSource = { url: string; name: string; publisher: string; intervalSeconds: number };

export async function insertSocialSource(source: TNewSocialSource): Promise<Source> {
  const { rows } = await pool().query<Source>(
    `INSERT INTO sources (kind, url, name, publisher, interval_seconds) VALUES ('social', $1, $2, $3, $4)
     RETURNING ${SOURCE_SELECT}`,
    [source.url, source.name, source.publisher, source.intervalSeconds],
  );
  return rows[0]!;
}

export async function findSocialSources(): Promise<Source[]> {
  const { rows } = await pool().query<Source>(
    `SELECT ${SOURCE_SELECT} FROM sources WHERE kind = 'social' ORDER BY id ASC`,
  );
  return rows;
}

/** A successful poll: the source is ok again, its next poll is scheduled and its new items counted. */
export async function markSocialSourcePolled(id: number, nextFetchAt: Date, inserted: number): Promise<void> {
  await updateSourceRow(id, {
    status: "ok",
    lastError: null,
    failures: 0,
    lastFetchedAt: new Date(),
    nextFetchAt,
    itemsSeen: { increment: inserted },
  });
}

/** Per provider: its enabled social sources, how many are ok, new or not configured, and its last poll. */
export type TSocialSourceHealth = {
  provider: string;
  enabled: number;
  ok: number;
  pending: number;
  unconfigured: number;
  last: Date | null;
};

export async function findSocialSourceHealth(): Promise<TSocialSourceHealth[]> {
  const { rows } = await pool().query<TSocialSourceHealth>(
    `SELECT publisher AS provider,
       count(*)::int AS enabled,
       count(*) FILTER (WHERE status = 'ok')::int AS ok,
       count(*) FILTER (WHERE status = 'new')::int AS pending,
       count(*) FILTER (WHERE status = 'not-configured')::int AS unconfigured,
       max(last_fetched_at) AS last
     FROM sources WHERE kind = 'social' AND enabled GROUP BY publisher`,
  );
  return rows;
}

import "server-only";
import type { Source } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import type { TRowAs } from "@/lib/server/db/table-rows";
import { findSourceByUrl, findSourcesOfKind, insertSource, updateSourceRow } from "@/lib/server/ingest/data/sources";

/** A social source is a `sources` row of kind 'social': the sources' own data functions serve it. */
export const findSocialSourceByUrl = (url: string): Promise<Source | null> => findSourceByUrl("social", url);

export type TNewSocialSource = { url: string; name: string; publisher: string; intervalSeconds: number };

export const insertSocialSource = (source: TNewSocialSource): Promise<Source> =>
  insertSource({ kind: "social", ...source });

export const findSocialSources = (): Promise<Source[]> => findSourcesOfKind("social");

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
export type TSocialSourceHealth = TRowAs<"sources", { provider: "publisher"; last: "last_fetched_at" }> & {
  enabled: number;
  ok: number;
  pending: number;
  unconfigured: number;
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

import "server-only";
import { db } from "@/lib/server/db/client";
import type { Source } from "@/lib/generated/prisma/client";

export function findSocialSourceByUrl(url: string): Promise<Source | null> {
  return db().source.findFirst({ where: { kind: "social", url } });
}

export type TNewSocialSource = { url: string; name: string; publisher: string; intervalSeconds: number };

export function insertSocialSource(source: TNewSocialSource): Promise<Source> {
  return db().source.create({ data: { kind: "social", ...source } });
}

export function findSocialSources(): Promise<Source[]> {
  return db().source.findMany({ where: { kind: "social" }, orderBy: { id: "asc" } });
}

/** A successful poll: the source is ok again, its next poll is scheduled and its new items counted. */
export async function markSocialSourcePolled(id: number, nextFetchAt: Date, inserted: number): Promise<void> {
  await db().source.update({
    where: { id },
    data: {
      status: "ok",
      lastError: null,
      failures: 0,
      lastFetchedAt: new Date(),
      nextFetchAt,
      itemsSeen: { increment: inserted },
    },
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

export function findSocialSourceHealth(): Promise<TSocialSourceHealth[]> {
  return db().$queryRaw<TSocialSourceHealth[]>`
      SELECT publisher AS provider,
        count(*)::int AS enabled,
        count(*) FILTER (WHERE status = 'ok')::int AS ok,
        count(*) FILTER (WHERE status = 'new')::int AS pending,
        count(*) FILTER (WHERE status = 'not-configured')::int AS unconfigured,
        max(last_fetched_at) AS last
      FROM sources WHERE kind = 'social' AND enabled GROUP BY publisher`;
}

import "server-only";
import { db } from "@/lib/server/db/client";
import type { IngestRun, Prisma } from "@/lib/generated/prisma/client";

/** Starts a run row; its id. */
export async function insertIngestRun(run: {
  kind: string;
  description: string;
  sourceId?: number;
  userId?: number;
  total: number | null;
}): Promise<bigint> {
  const row = await db().ingestRun.create({ data: run, select: { id: true } });
  return row.id;
}

export type TIngestRunChange = Prisma.IngestRunUpdateInput;

/** Writes the run's figures and moves its update time. */
export async function updateIngestRun(id: bigint, data: TIngestRunChange): Promise<void> {
  await db().ingestRun.update({ where: { id }, data: { ...data, updatedAt: new Date() } });
}

/**
 * The runs an actor may see (admins: all; others: their own and those of these sources): the newest
 * `limit`, every running one, and the last run of each source.
 */
export async function findRunsVisibleTo(
  actor: { userId: number; isAdmin: boolean },
  sourceIds: number[],
  limit: number,
): Promise<{ recent: IngestRun[]; running: IngestRun[]; lastRuns: IngestRun[] }> {
  const where = actor.isAdmin ? {} : { OR: [{ userId: actor.userId }, { sourceId: { in: sourceIds } }] };
  const [recent, running, lastRuns] = await Promise.all([
    db().ingestRun.findMany({ where, orderBy: { startedAt: "desc" }, take: limit }),
    db().ingestRun.findMany({ where: { AND: [where, { status: "running" }] }, orderBy: { startedAt: "desc" } }),
    sourceIds.length === 0
      ? Promise.resolve([] as IngestRun[])
      : db().ingestRun.findMany({
          where: { sourceId: { in: sourceIds } },
          orderBy: [{ sourceId: "asc" }, { startedAt: "desc" }],
          distinct: ["sourceId"],
        }),
  ]);
  return { recent, running, lastRuns };
}

import "server-only";
import { db } from "@/lib/server/db/client";
import { Prisma, type Source } from "@/lib/generated/prisma/client";

/** The registered source of this kind and URL, if any (another than `exceptId` when given). */
export function findSourceByUrl(kind: "feed", url: string, exceptId?: number): Promise<Source | null> {
  return exceptId === undefined
    ? db().source.findFirst({ where: { kind, url } })
    : db().source.findFirst({ where: { kind, url, NOT: { id: exceptId } } });
}

export function insertSource(data: Prisma.SourceUncheckedCreateInput): Promise<Source> {
  return db().source.create({ data });
}

export function findSourcesOfKind(kind: "feed"): Promise<Source[]> {
  return db().source.findMany({ where: { kind }, orderBy: { id: "asc" } });
}

/** Every source the actor may see (admins: all; others: their own and shared ones), by id. */
export function findSourcesVisibleTo(actor: { userId: number; isAdmin: boolean }): Promise<Source[]> {
  const where = actor.isAdmin ? {} : { OR: [{ ownerUserId: actor.userId }, { visibility: "shared" }] };
  return db().source.findMany({ where, orderBy: { id: "asc" } });
}

export function findSourceById(id: number): Promise<Source | null> {
  return db().source.findUnique({ where: { id } });
}

/** The user names of these users, by id. */
export async function findUsernames(ids: number[]): Promise<Map<number, { id: number; username: string }>> {
  const users = await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } });
  return new Map(users.map((u) => [u.id, u]));
}

export function updateSourceRow(id: number, data: Prisma.SourceUpdateInput): Promise<Source> {
  return db().source.update({ where: { id }, data });
}

export function countDocumentsOfSource(sourceId: number): Promise<number> {
  return db().document.count({ where: { sourceId } });
}

export async function deleteSourceRow(id: number): Promise<void> {
  await db().source.delete({ where: { id } });
}

/** Leases up to `limit` due sources of a kind (FOR UPDATE SKIP LOCKED) for `leaseSeconds`; them as leased. */
export function leaseDueSources(kind: "feed" | "social", limit: number, leaseSeconds: number): Promise<Source[]> {
  return lease(
    Prisma.sql`id IN (
    SELECT id FROM sources WHERE kind = ${kind} AND enabled AND next_fetch_at <= now()
    ORDER BY next_fetch_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    leaseSeconds,
  );
}

/** Renews the lease of a source that still carries `leasedUntil`; the source, or undefined. */
export async function renewSourceLease(
  sourceId: number,
  leasedUntil: Date,
  leaseSeconds: number,
): Promise<Source | undefined> {
  return (await lease(Prisma.sql`id = ${sourceId} AND enabled AND next_fetch_at = ${leasedUntil}`, leaseSeconds))[0];
}

function lease(where: Prisma.Sql, leaseSeconds: number): Promise<Source[]> {
  return db().$queryRaw<Source[]>`
    UPDATE sources SET next_fetch_at = date_trunc('milliseconds', now() + make_interval(secs => ${leaseSeconds}))
    WHERE ${where}
    RETURNING id, kind, name, url, publisher, etag, last_modified AS "lastModified", failures,
      interval_seconds AS "intervalSeconds", last_fetched_at AS "lastFetchedAt", next_fetch_at AS "nextFetchAt"`;
}

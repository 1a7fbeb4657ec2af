import "server-only";
import { db } from "@/lib/server/db/client";
import type { UserSession } from "@/lib/generated/prisma/client";

export async function insertSession(session: {
  id: string;
  userId: number;
  userAgent: string;
  client: string;
}): Promise<void> {
  await db().userSession.create({ data: session });
}

export async function findSessionById(
  id: string,
): Promise<{ id: string; userId: number; revokedAt: Date | null } | null> {
  return db().userSession.findUnique({ where: { id }, select: { id: true, userId: true, revokedAt: true } });
}

/** The user's sessions that have not ended, most recently used first (at most 200). */
export function findActiveSessionsOfUser(userId: number): Promise<UserSession[]> {
  return db().userSession.findMany({
    where: { userId, revokedAt: null },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
}

/** Ends the user's active session of this id; whether there was one. */
export async function revokeSessionOfUser(userId: number, id: string): Promise<boolean> {
  const { count } = await db().userSession.updateMany({
    where: { id, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count !== 0;
}

/** Ends every active session of the user but `keepId` (all when undefined); how many ended. */
export async function revokeSessionsOfUserExcept(userId: number, keepId: string | undefined): Promise<number> {
  const { count } = await db().userSession.updateMany({
    where: { userId, revokedAt: null, ...(keepId ? { id: { not: keepId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}

/** Stamps the session's last use, unless it was stamped in the last minute. */
export async function stampSessionUse(id: string): Promise<void> {
  await db().$executeRaw`
    UPDATE user_sessions SET last_seen_at = now()
    WHERE id = ${id} AND last_seen_at < now() - interval '1 minute'`;
}

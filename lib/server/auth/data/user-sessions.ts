import "server-only";
import type { UserSession } from "@/lib/generated/prisma/client";
import { pool } from "@/lib/server/db/pool";
import { selectColumns, type TRecordColumns } from "@/lib/server/db/record-columns";

/** The columns of `user_sessions` by the fields of the session record. */
const SESSION_COLUMNS: TRecordColumns<UserSession> = {
  id: "id",
  userId: "user_id",
  createdAt: "created_at",
  lastSeenAt: "last_seen_at",
  userAgent: "user_agent",
  client: "client",
  revokedAt: "revoked_at",
};

export async function insertSession(session: {
  id: string;
  userId: number;
  userAgent: string;
  client: string;
}): Promise<void> {
  await pool().query(`INSERT INTO user_sessions (id, user_id, user_agent, client) VALUES ($1, $2, $3, $4)`, [
    session.id,
    session.userId,
    session.userAgent,
    session.client,
  ]);
}

export async function findSessionById(id: string): Promise<Pick<UserSession, "id" | "userId" | "revokedAt"> | null> {
  const { rows } = await pool().query<Pick<UserSession, "id" | "userId" | "revokedAt">>(
    `SELECT id, user_id AS "userId", revoked_at AS "revokedAt" FROM user_sessions WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The user's sessions that have not ended, most recently used first (at most 200). */
export async function findActiveSessionsOfUser(userId: number): Promise<UserSession[]> {
  const { rows } = await pool().query<UserSession>(
    `SELECT ${selectColumns(SESSION_COLUMNS)} FROM user_sessions WHERE user_id = $1 AND revoked_at IS NULL
     ORDER BY last_seen_at DESC, created_at DESC LIMIT 200`,
    [userId],
  );
  return rows;
}

/** Ends the user's active session of this id; whether there was one. */
export async function revokeSessionOfUser(userId: number, id: string): Promise<boolean> {
  const { rowCount } = await pool().query(
    `UPDATE user_sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [id, userId, new Date()],
  );
  return (rowCount ?? 0) !== 0;
}

/** Ends every active session of the user but `keepId` (all when undefined); how many ended. */
export async function revokeSessionsOfUserExcept(userId: number, keepId: string | undefined): Promise<number> {
  const { rowCount } = await pool().query(
    `UPDATE user_sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR id <> $2)`,
    [userId, keepId || null, new Date()],
  );
  return rowCount ?? 0;
}

/** Stamps the session's last use, unless it was stamped in the last minute. */
export async function stampSessionUse(id: string): Promise<void> {
  await pool().query(
    `UPDATE user_sessions SET last_seen_at = now() WHERE id = $1 AND last_seen_at < now() - interval '1 minute'`,
    [id],
  );
}

import "server-only";
import { randomBytes } from "node:crypto";
import { DomainError } from "@/lib/server/errors";
import {
  findActiveSessionsOfUser,
  findSessionById,
  insertSession,
  revokeSessionOfUser,
  revokeSessionsOfUserExcept,
  stampSessionUse,
} from "./data/user-sessions";
import { onceAMinute } from "./once-a-minute";

/**
 * Sign-in sessions (table user_sessions). The sealed session cookie carries the row's id, so a session
 * the user ends on the account page, or by signing out, stops working on its next request wherever the
 * cookie was copied to. Revoking announces a credential change (trigger in migration 0020), so every
 * process's caller cache drops it at once.
 */

export type TSessionRecord = { id: string; userId: number; revoked: boolean };

/** A session as its user sees it in the list. */
export type TSession = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string;
  client: string;
  /** The session this request was made with. */
  current: boolean;
};

const MAX_AGENT = 300;

/** Starts a session for a user who just signed in; answers its id (for the cookie). */
export async function startSession(userId: number, userAgent: string | null, client: string | undefined) {
  const id = randomBytes(18).toString("base64url");
  await insertSession({
    id,
    userId,
    userAgent: (userAgent ?? "").slice(0, MAX_AGENT),
    client: (client ?? "").slice(0, 64),
  });
  return id;
}

/** The session with this id, revoked or not, or null. */
export async function findSession(id: string): Promise<TSessionRecord | null> {
  const row = await findSessionById(id);
  return row ? { id: row.id, userId: row.userId, revoked: row.revokedAt !== null } : null;
}

/** The user's sessions that have not ended, most recently used first. */
export async function listSessions(userId: number, currentId: string | undefined): Promise<TSession[]> {
  const rows = await findActiveSessionsOfUser(userId);
  const listed = rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    userAgent: r.userAgent,
    client: r.client,
    current: r.id === currentId,
  }));
  // This session first, then the others by last use.
  return [...listed.filter((r) => r.current), ...listed.filter((r) => !r.current)];
}

/** Ends one of the user's sessions; another user's, an unknown or an ended session answers 404. */
export async function endSession(userId: number, id: string): Promise<void> {
  if (!(await revokeSessionOfUser(userId, id)))
    throw new DomainError("SESSION_NOT_FOUND", `no active session ${id.slice(0, 40)} of yours`);
}

/** Ends every session of the user but `keepId` (all when undefined); answers how many ended. */
export async function endOtherSessions(userId: number, keepId: string | undefined): Promise<number> {
  return revokeSessionsOfUserExcept(userId, keepId);
}

const sessionStampDue = onceAMinute<string>();

/** Best-effort "last seen" stamp, at most once a minute per session (the key stamp's rule). */
export async function touchSession(id: string): Promise<void> {
  if (!sessionStampDue(id)) return;
  await stampSessionUse(id);
}

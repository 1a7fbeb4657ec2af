import "server-only";
import type pg from "pg";
import { channelListener } from "@/lib/db/channel-listener";
import { pool } from "@/lib/db/pool";

/**
 * The per-user event stream behind /v1/events. Events are rows (their id is the SSE id, so a client
 * resumes with Last-Event-ID and misses nothing); a NOTIFY on USER_EVENTS_CHANNEL, sent in the writing
 * transaction, wakes the open streams of the users it names.
 */
export const USER_EVENTS_CHANNEL = "user_events";
export type TUserEventKind = "alert" | "widget";
export type TUserEvent = { id: string; kind: TUserEventKind; payload: unknown };

export async function recordUserEvents(
  client: pg.PoolClient,
  events: { userId: number; kind: TUserEventKind; payload: unknown }[],
): Promise<void> {
  if (events.length === 0) return;
  await client.query(
    `INSERT INTO user_events (user_id, kind, payload) SELECT * FROM unnest($1::int[], $2::text[], $3::jsonb[])`,
    [events.map((e) => e.userId), events.map((e) => e.kind), events.map((e) => JSON.stringify(e.payload))],
  );
  const users = [...new Set(events.map((e) => e.userId))];
  await client.query("SELECT pg_notify($1, $2)", [USER_EVENTS_CHANNEL, JSON.stringify({ users })]);
}

/** The user's events after `afterId` (oldest first); without one, none: a new stream starts from now. */
export async function userEventsAfter(userId: number, afterId: string, limit = 200): Promise<TUserEvent[]> {
  const { rows } = await pool().query<{ id: string; kind: TUserEventKind; payload: unknown }>(
    `SELECT id::text, kind, payload FROM user_events WHERE user_id = $1 AND id > $2::bigint ORDER BY id LIMIT $3`,
    [userId, afterId, limit],
  );
  return rows;
}

/** The newest event id of the user (0 when none): where a stream without Last-Event-ID starts. */
export async function latestUserEventId(userId: number): Promise<string> {
  const { rows } = await pool().query<{ id: string | null }>(
    `SELECT max(id)::text AS id FROM user_events WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.id ?? "0";
}

/** Calls `wake` whenever events for `userId` may have arrived (also after a lost connection). */
export function onUserEvents(userId: number, wake: () => void): () => void {
  return channelListener(USER_EVENTS_CHANNEL).subscribe((payload) => {
    if (payload === null) return wake();
    try {
      const { users } = JSON.parse(payload) as { users?: number[] };
      if (!Array.isArray(users) || users.includes(userId)) wake();
    } catch {
      wake();
    }
  });
}

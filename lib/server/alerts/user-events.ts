import "server-only";
import type pg from "pg";
import { channelListener } from "@/lib/server/db/channel-listener";
import { findLatestUserEventId, findUserEventsAfter, insertUserEvents, notifyChannel } from "./data/user-events";

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
  await insertUserEvents(client, events);
  const users = [...new Set(events.map((e) => e.userId))];
  await notifyChannel(client, USER_EVENTS_CHANNEL, JSON.stringify({ users }));
}

/** The user's events after `afterId` (oldest first); without one, none: a new stream starts from now. */
export async function userEventsAfter(userId: number, afterId: string, limit = 200): Promise<TUserEvent[]> {
  return findUserEventsAfter<TUserEventKind>(userId, afterId, limit);
}

/** The newest event id of the user (0 when none): where a stream without Last-Event-ID starts. */
export async function latestUserEventId(userId: number): Promise<string> {
  return (await findLatestUserEventId(userId)) ?? "0";
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

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TNullable, TRow } from "@/lib/server/db/table-rows";

/** An event's kind narrowed to the kinds its reader knows. */
export type TUserEventRow<TKind extends string> = TRow<"user_events", "id" | "payload"> & { kind: TKind };

export async function insertUserEvents(
  q: TQueryable,
  events: { userId: number; kind: string; payload: unknown }[],
): Promise<void> {
  await q.query(
    `INSERT INTO user_events (user_id, kind, payload) SELECT * FROM unnest($1::int[], $2::text[], $3::jsonb[])`,
    [events.map((e) => e.userId), events.map((e) => e.kind), events.map((e) => JSON.stringify(e.payload))],
  );
}

/** NOTIFY on the channel (delivered when the transaction commits). */
export async function notifyChannel(q: TQueryable, channel: string, payload: string): Promise<void> {
  await q.query("SELECT pg_notify($1, $2)", [channel, payload]);
}

/** The user's events after `afterId`, oldest first. */
export async function findUserEventsAfter<TKind extends string>(
  userId: number,
  afterId: string,
  limit: number,
): Promise<TUserEventRow<TKind>[]> {
  const { rows } = await pool().query<TUserEventRow<TKind>>(
    `SELECT id::text, kind, payload FROM user_events WHERE user_id = $1 AND id > $2::bigint ORDER BY id LIMIT $3`,
    [userId, afterId, limit],
  );
  return rows;
}

/** The newest event id of the user, or undefined when there is none. */
export async function findLatestUserEventId(userId: number): Promise<string | undefined> {
  const { rows } = await pool().query<TNullable<TRow<"user_events", "id">>>(
    `SELECT max(id)::text AS id FROM user_events WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.id ?? undefined;
}

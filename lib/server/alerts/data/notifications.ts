import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";

type TNotificationRow = TRow<"notifications", "id" | "alert_id" | "title" | "document_ids" | "created_at" | "read_at">;

export type TNotification = {
  id: string;
  alertId: number | null;
  title: string;
  documentIds: string[];
  createdAt: Date;
  readAt: Date | null;
};

/** The user's notifications, newest first. */
export async function findNotificationsOfUser(userId: number, limit: number): Promise<TNotification[]> {
  const { rows } = await pool().query<TNotificationRow>(
    `SELECT id::text, alert_id, title, document_ids::text[] AS document_ids, created_at, read_at
         FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    alertId: r.alert_id,
    title: r.title,
    documentIds: r.document_ids,
    createdAt: r.created_at,
    readAt: r.read_at,
  }));
}

export async function countUnreadNotifications(userId: number): Promise<number> {
  const { rows } = await pool().query<{ n: string }>(
    `SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Marks the given unread notifications of the user (all of them without ids) read. */
export async function markNotificationsReadOfUser(userId: number, ids: string[] | undefined): Promise<void> {
  await pool().query(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids ?? null],
  );
}

export async function insertNotifications(
  q: TQueryable,
  notes: { userId: number; alertId: number; title: string; documentIds: string[] }[],
): Promise<void> {
  await q.query(
    `INSERT INTO notifications (user_id, alert_id, title, document_ids)
     SELECT u, a, t, ARRAY(SELECT jsonb_array_elements_text(d)::bigint)
       FROM unnest($1::int[], $2::int[], $3::text[], $4::jsonb[]) AS x(u, a, t, d)`,
    [
      notes.map((n) => n.userId),
      notes.map((n) => n.alertId),
      notes.map((n) => n.title),
      notes.map((n) => JSON.stringify(n.documentIds)),
    ],
  );
}

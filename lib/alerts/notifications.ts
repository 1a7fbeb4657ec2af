import "server-only";
import { pool } from "@/lib/db/pool";

/** The user's in-app notifications, newest first, with the unread count. */
export async function listNotifications(userId: number, limit = 50) {
  const [{ rows }, { rows: counts }] = await Promise.all([
    pool().query<{
      id: string;
      alert_id: number | null;
      title: string;
      document_ids: string[];
      created_at: Date;
      read_at: Date | null;
    }>(
      `SELECT id::text, alert_id, title, document_ids::text[] AS document_ids, created_at, read_at
         FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
      [userId, limit],
    ),
    pool().query<{ n: string }>(`SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`, [
      userId,
    ]),
  ]);
  return {
    UnreadCount: Number(counts[0]?.n ?? 0),
    Items: rows.map((r) => ({
      Id: r.id,
      AlertId: r.alert_id ?? undefined,
      Title: r.title,
      Documents: r.document_ids.map((id) => `5_${id}`),
      Read: r.read_at !== null,
      CreatedDate: r.created_at,
    })),
  };
}

/** Marks the given notifications (or all, without ids) of the user read; answers the unread count. */
export async function markNotificationsRead(userId: number, ids?: string[]): Promise<{ UnreadCount: number }> {
  await pool().query(
    `UPDATE notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, ids ?? null],
  );
  const { rows } = await pool().query<{ n: string }>(
    `SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
    [userId],
  );
  return { UnreadCount: Number(rows[0]?.n ?? 0) };
}

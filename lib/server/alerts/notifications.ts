import "server-only";
import { countUnreadNotifications, findNotificationsOfUser, markNotificationsReadOfUser } from "./data/notifications";

/** The user's in-app notifications, newest first, with the unread count. */
export async function listNotifications(userId: number, limit = 50) {
  const [notifications, unread] = await Promise.all([
    findNotificationsOfUser(userId, limit),
    countUnreadNotifications(userId),
  ]);
  return {
    UnreadCount: unread,
    Items: notifications.map((n) => ({
      Id: n.id,
      AlertId: n.alertId ?? undefined,
      Title: n.title,
      Documents: n.documentIds.map((id) => `5_${id}`),
      Read: n.readAt !== null,
      CreatedDate: n.createdAt,
    })),
  };
}

/** Marks the given notifications (or all, without ids) of the user read; answers the unread count. */
export async function markNotificationsRead(userId: number, ids?: string[]): Promise<{ UnreadCount: number }> {
  await markNotificationsReadOfUser(userId, ids);
  return { UnreadCount: await countUnreadNotifications(userId) };
}

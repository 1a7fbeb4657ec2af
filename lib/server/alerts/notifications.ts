import "server-only";
import {
  countUnreadNotifications,
  findNotificationsOfUser,
  markNotificationsReadOfUser,
  type TNotification,
} from "./data/notifications";

export type { TNotification };

/** The user's newest notifications and how many of all are unread. */
export type TNotificationList = { unread: number; items: TNotification[] };

/** The user's in-app notifications, newest first, with the unread count. */
export async function listNotifications(userId: number, limit = 50): Promise<TNotificationList> {
  const [items, unread] = await Promise.all([findNotificationsOfUser(userId, limit), countUnreadNotifications(userId)]);
  return { unread, items };
}

/** Marks the given notifications (or all, without ids) of the user read; answers the unread count. */
export async function markNotificationsRead(userId: number, ids?: string[]): Promise<number> {
  await markNotificationsReadOfUser(userId, ids);
  return countUnreadNotifications(userId);
}

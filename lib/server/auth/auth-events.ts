import "server-only";
import { channelListener } from "@/lib/server/db/channel-listener";

/**
 * Credential change events across processes. Triggers on `users` and `api_keys` (migration
 * 0012_search_speed) send NOTIFY on AUTH_CHANNEL whenever a user row changes or is deleted, or a key
 * is revoked, re-keyed or deleted, whichever code path or process made the change; the notification
 * is delivered when that transaction commits. Every server process LISTENs on one dedicated
 * connection and tells its subscribers (the caller cache, lib/server/auth/caller-cache.ts).
 *
 * Notifications sent while the connection was down are lost, so subscribers are also told after every
 * (re)connection, and must not trust cached state while `authListenerConnected()` is false.
 */
export const AUTH_CHANNEL = "auth_changed";
const auth = () => channelListener(AUTH_CHANNEL);

/** Calls `subscriber` whenever credentials may have changed; returns the unsubscribe function. */
export function onAuthChange(subscriber: () => void): () => void {
  return auth().subscribe(() => subscriber());
}

/** Whether changes are being received right now. */
export const authListenerConnected = () => auth().connected();

export const ensureAuthListener = () => auth().ensure();

/** Stops listening (tests, shutdown). */
export const stopAuthListener = () => auth().stop();

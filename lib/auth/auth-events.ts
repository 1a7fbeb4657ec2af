import "server-only";
import pg from "pg";
import { log } from "@/lib/log";

/**
 * Credential change events across processes. Triggers on `users` and `api_keys` (migration
 * 0012_search_speed) send NOTIFY on AUTH_CHANNEL whenever a user row changes or is deleted, or a key
 * is revoked, re-keyed or deleted, whichever code path or process made the change; the notification
 * is delivered when that transaction commits. Every server process LISTENs on one dedicated
 * connection and tells its subscribers (the caller cache, lib/auth/caller-cache.ts).
 *
 * Notifications sent while the connection was down are lost, so subscribers are also told after every
 * (re)connection, and must not trust cached state while `authListenerConnected()` is false.
 */
export const AUTH_CHANNEL = "auth_changed";
const RECONNECT_MS = 2_000;

type TListener = { subscribers: Set<() => void>; client?: pg.Client; starting: boolean; stopped: boolean };
const holder = globalThis as unknown as { __authListener?: TListener };
const listener = (): TListener =>
  (holder.__authListener ??= { subscribers: new Set(), starting: false, stopped: false });

/** Calls `subscriber` whenever credentials may have changed; returns the unsubscribe function. */
export function onAuthChange(subscriber: () => void): () => void {
  listener().subscribers.add(subscriber);
  ensureAuthListener();
  return () => listener().subscribers.delete(subscriber);
}

/** Whether changes are being received right now. */
export const authListenerConnected = () => Boolean(listener().client);

export function ensureAuthListener(): void {
  const l = listener();
  if (l.client || l.starting || l.stopped || !process.env.DATABASE_URL) return;
  l.starting = true;
  void connect(l);
}

function publish(l: TListener): void {
  for (const subscriber of l.subscribers) {
    try {
      subscriber();
    } catch (error) {
      log().error({ err: error }, "auth change subscriber failed");
    }
  }
}

async function connect(l: TListener): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
  let retried = false;
  const retry = () => {
    if (retried) return;
    retried = true;
    if (l.client === client) l.client = undefined;
    publish(l); // whatever was cached may miss changes from now on
    l.starting = !l.stopped;
    client.removeAllListeners();
    client.end().catch(() => {});
    if (!l.stopped) setTimeout(() => void connect(l), RECONNECT_MS).unref();
  };
  try {
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", (message) => {
      if (message.channel === AUTH_CHANNEL) publish(l);
    });
    await client.connect();
    await client.query(`LISTEN ${AUTH_CHANNEL}`);
    l.client = client;
    l.starting = false;
    publish(l);
  } catch (error) {
    log().warn({ err: error }, "auth change listener could not connect; retrying");
    retry();
  }
}

/** Stops listening (tests, shutdown). */
export async function stopAuthListener(): Promise<void> {
  const l = listener();
  l.stopped = true;
  const client = l.client;
  l.client = undefined;
  l.starting = false;
  if (client) {
    client.removeAllListeners();
    await client.end().catch(() => {});
  }
}

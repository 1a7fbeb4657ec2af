import "server-only";
import type { User } from "@/lib/generated/prisma/client";
import { findUserById } from "@/lib/server/users/find-user";
import { authListenerConnected, onAuthChange } from "./auth-events";
import { findActiveKey, type TActiveKey } from "./manage-api-keys";
import { findSession, type TSessionRecord } from "./user-sessions";

/**
 * API key → key record, session id → session and user id → user, kept in process for up to TTL_MS so a signed request does
 * not pay two database queries before its handler runs (lib/server/auth/README.md).
 *
 * Never stale: everything is dropped (1) when the database announces a credential change
 * (lib/server/auth/auth-events.ts: triggers on users and api_keys, from any process), (2) at once in this
 * process after any request that may change data (`forgetCallers()`, called by the gateway), so a
 * client revoking a key or locking a user through this server is refused on its very next request,
 * and (3) whenever the change listener is not connected, when nothing is cached at all. Unknown keys
 * and missing users are never cached (new keys work at once; guessed keys cannot fill the cache).
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

type TEntry<T> = { value: T; at: number };
type TCache = {
  generation: number;
  subscribed: boolean;
  keys: Map<string, TEntry<TActiveKey>>;
  users: Map<number, TEntry<User>>;
  sessions: Map<string, TEntry<TSessionRecord>>;
};
const holder = globalThis as unknown as { __callerCache?: TCache };
const cache = (): TCache =>
  (holder.__callerCache ??= {
    generation: 0,
    subscribed: false,
    keys: new Map(),
    users: new Map(),
    sessions: new Map(),
  });

/** Drops every cached key and user (credentials may have changed). */
export function forgetCallers(): void {
  const c = cache();
  c.generation++;
  c.keys.clear();
  c.users.clear();
  c.sessions.clear();
}

/** The active (unrevoked) key with this value, or null. */
export function activeKeyOf(apiKey: string): Promise<TActiveKey | null> {
  return cached(cache().keys, apiKey, () => findActiveKey(apiKey));
}

/** The sign-in session with this id (ended or not), or null. */
export function sessionOf(id: string): Promise<TSessionRecord | null> {
  return cached(cache().sessions, id, () => findSession(id));
}

/** The user with this id, or null. */
export function userOf(id: number): Promise<User | null> {
  return cached(cache().users, id, () => findUserById(id));
}

async function cached<K, T>(map: Map<K, TEntry<T>>, id: K, load: () => Promise<T | null>): Promise<T | null> {
  const c = cache();
  if (!c.subscribed) {
    c.subscribed = true;
    onAuthChange(forgetCallers);
  }
  const trusted = authListenerConnected();
  const hit = map.get(id);
  if (hit && trusted && Date.now() - hit.at < TTL_MS) return hit.value;
  const generation = c.generation;
  const value = await load();
  // A change announced while the row was read may not be in it: keep it only if none was.
  if (value !== null && trusted && generation === c.generation && authListenerConnected()) {
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(id, { value, at: Date.now() });
  } else {
    map.delete(id);
  }
  return value;
}

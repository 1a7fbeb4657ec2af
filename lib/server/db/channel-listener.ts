import "server-only";
import pg from "pg";
import { log } from "@/lib/server/log";

/**
 * One dedicated connection per process LISTENing on a PostgreSQL NOTIFY channel, shared by the
 * channel's subscribers (caches that must hear of changes made by any process). Notifications sent
 * while the connection is down are lost, so subscribers hear `null` ("anything may have changed")
 * when it is lost and again after every (re)connection, and must not trust their cached state while
 * `connected()` is false. Reconnects every RECONNECT_MS until stopped.
 */
export type TChannelSubscriber = (payload: string | null) => void;
export type TChannelListener = {
  subscribe: (subscriber: TChannelSubscriber) => () => void;
  connected: () => boolean;
  ensure: () => void;
  stop: () => Promise<void>;
};

const RECONNECT_MS = 2_000;

type TState = { subscribers: Set<TChannelSubscriber>; client?: pg.Client; starting: boolean; stopped: boolean };
const holder = globalThis as unknown as { __channelListeners?: Map<string, TChannelListener> };

/** The process's listener on `channel` (a plain identifier), created on first use. */
export function channelListener(channel: string): TChannelListener {
  holder.__channelListeners ??= new Map();
  let listener = holder.__channelListeners.get(channel);
  if (!listener) {
    listener = createListener(channel);
    holder.__channelListeners.set(channel, listener);
  }
  return listener;
}

function createListener(channel: string): TChannelListener {
  const state: TState = { subscribers: new Set(), starting: false, stopped: false };
  const publish = (payload: string | null) => {
    for (const subscriber of state.subscribers) {
      try {
        subscriber(payload);
      } catch (error) {
        log().error({ err: error, channel }, "channel subscriber failed");
      }
    }
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      if (state.client === client) state.client = undefined;
      publish(null); // whatever was cached may miss changes from now on
      state.starting = !state.stopped;
      client.removeAllListeners();
      // The connection may still report its end as an error; without a listener that would end the process.
      client.on("error", () => {});
      client.end().catch(() => {});
      if (!state.stopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    try {
      client.on("error", retry);
      client.on("end", retry);
      client.on("notification", (message) => {
        if (message.channel === channel) publish(message.payload ?? "");
      });
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      state.client = client;
      state.starting = false;
      publish(null);
    } catch (error) {
      log().warn({ err: error, channel }, "channel listener could not connect; retrying");
      retry();
    }
  };
  const ensure = () => {
    if (state.client || state.starting || state.stopped || !process.env.DATABASE_URL) return;
    state.starting = true;
    void connect();
  };
  return {
    subscribe: (subscriber) => {
      state.subscribers.add(subscriber);
      ensure();
      return () => state.subscribers.delete(subscriber);
    },
    connected: () => Boolean(state.client),
    ensure,
    stop: async () => {
      state.stopped = true;
      const client = state.client;
      state.client = undefined;
      state.starting = false;
      if (client) {
        client.removeAllListeners();
        await client.end().catch(() => {});
      }
    },
  };
}

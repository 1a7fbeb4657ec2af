import "server-only";
import pg from "pg";
import { log } from "@/lib/log";

/**
 * Corpus change events across processes. Ingestion may run in another process (the CLI import, a
 * worker), so the store step announces committed documents with PostgreSQL NOTIFY on CHANNEL (sent in
 * the storing transaction, hence delivered only on commit), and every server process LISTENs on one
 * dedicated connection. Subscribers are caches (the service clock's `latest`, the in-memory heat cache).
 *
 * A lost connection may have lost events, so after every (re)connection subscribers get `{ all: true }`
 * and must treat everything as changed.
 */
export const CORPUS_CHANNEL = "corpus_changed";
// NOTIFY payloads must stay under 8000 bytes; larger batches announce a full change.
const MAX_PAYLOAD = 7_000;
const RECONNECT_MS = 2_000;

export type TCorpusChange = { documentIds: string[] } | { all: true };
type TSubscriber = (change: TCorpusChange) => void;

type TListener = { subscribers: Set<TSubscriber>; client?: pg.Client; starting: boolean; stopped: boolean };
const holder = globalThis as unknown as { __corpusListener?: TListener };
const listener = (): TListener =>
  (holder.__corpusListener ??= { subscribers: new Set(), starting: false, stopped: false });

/** Sends the change inside the caller's transaction (delivered when it commits). */
export async function announceDocuments(client: pg.PoolClient, documentIds: string[]): Promise<void> {
  if (documentIds.length === 0) return;
  let payload = JSON.stringify({ documentIds });
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ all: true });
  await client.query("SELECT pg_notify($1, $2)", [CORPUS_CHANNEL, payload]);
}

/** Calls `subscriber` on every corpus change seen by this process; returns the unsubscribe function. */
export function onCorpusChange(subscriber: TSubscriber): () => void {
  listener().subscribers.add(subscriber);
  ensureCorpusListener();
  return () => listener().subscribers.delete(subscriber);
}

/** Whether changes are being received right now (otherwise caches must not trust their state). */
export const corpusListenerConnected = () => Boolean(listener().client);

export function ensureCorpusListener(): void {
  const l = listener();
  if (l.client || l.starting || !process.env.DATABASE_URL) return;
  l.starting = true;
  void connect(l);
}

function publish(l: TListener, change: TCorpusChange) {
  for (const subscriber of l.subscribers) {
    try {
      subscriber(change);
    } catch (error) {
      log().error({ err: error }, "corpus change subscriber failed");
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
    l.starting = !l.stopped;
    client.removeAllListeners();
    client.end().catch(() => {});
    if (!l.stopped) setTimeout(() => void connect(l), RECONNECT_MS).unref();
  };
  try {
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", (message) => {
      if (message.channel !== CORPUS_CHANNEL) return;
      publish(l, parseChange(message.payload));
    });
    await client.connect();
    await client.query(`LISTEN ${CORPUS_CHANNEL}`);
    l.client = client;
    l.starting = false;
    publish(l, { all: true });
  } catch (error) {
    log().warn({ err: error }, "corpus change listener could not connect; retrying");
    retry();
  }
}

function parseChange(payload: string | undefined): TCorpusChange {
  try {
    const parsed = JSON.parse(payload ?? "") as { documentIds?: unknown };
    if (Array.isArray(parsed.documentIds) && parsed.documentIds.every((id) => /^\d+$/.test(String(id)))) {
      return { documentIds: parsed.documentIds.map(String) };
    }
  } catch {
    // fall through: an unreadable event means anything may have changed
  }
  return { all: true };
}

/** Stops listening (tests, shutdown). */
export async function stopCorpusListener(): Promise<void> {
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

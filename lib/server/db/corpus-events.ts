import "server-only";
import type pg from "pg";
import { channelListener } from "./channel-listener";

/**
 * Corpus change events across processes. Ingestion may run in another process (the CLI import, a
 * worker), so the store step announces committed documents with PostgreSQL NOTIFY on CHANNEL (sent in
 * the storing transaction, hence delivered only on commit), and every server process LISTENs on one
 * dedicated connection. Subscribers are caches (the service clock's `latest`, the in-memory heat cache).
 *
 * A lost connection may have lost events, so when it is lost and after every (re)connection subscribers
 * get `{ all: true }` and must treat everything as changed (lib/server/db/channel-listener.ts).
 */
export const CORPUS_CHANNEL = "corpus_changed";
// NOTIFY payloads must stay under 8000 bytes; larger batches announce a full change.
const MAX_PAYLOAD = 7_000;

export type TCorpusChange = { documentIds: string[] } | { all: true };
type TSubscriber = (change: TCorpusChange) => void;

const corpus = () => channelListener(CORPUS_CHANNEL);

/** Sends the change inside the caller's transaction (delivered when it commits). */
export async function announceDocuments(client: pg.PoolClient, documentIds: string[]): Promise<void> {
  if (documentIds.length === 0) return;
  let payload = JSON.stringify({ documentIds });
  if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ all: true });
  await client.query("SELECT pg_notify($1, $2)", [CORPUS_CHANNEL, payload]);
}

/**
 * A knowledge-base correction (merge, split, alias, retype, block, undo) changes mentions of documents
 * that already existed, so every cache must start over: announced as a full change (on commit).
 */
export async function announceCorrection(client: pg.PoolClient): Promise<void> {
  await client.query("SELECT pg_notify($1, $2)", [CORPUS_CHANNEL, JSON.stringify({ all: true })]);
}

/** Calls `subscriber` on every corpus change seen by this process; returns the unsubscribe function. */
export function onCorpusChange(subscriber: TSubscriber): () => void {
  return corpus().subscribe((payload) => subscriber(payload === null ? { all: true } : parseChange(payload)));
}

/** Whether changes are being received right now (otherwise caches must not trust their state). */
export const corpusListenerConnected = () => corpus().connected();

export const ensureCorpusListener = () => corpus().ensure();

function parseChange(payload: string): TCorpusChange {
  try {
    const parsed = JSON.parse(payload) as { documentIds?: unknown };
    if (Array.isArray(parsed.documentIds) && parsed.documentIds.every((id) => /^\d+$/.test(String(id)))) {
      return { documentIds: parsed.documentIds.map(String) };
    }
  } catch {
    // fall through: an unreadable event means anything may have changed
  }
  return { all: true };
}

/** Stops listening (tests, shutdown). */
export const stopCorpusListener = () => corpus().stop();

import "server-only";
import type pg from "pg";
import { insertPendingDocuments } from "./data/alert-matches";

/**
 * Called by the store step inside its transaction: the new documents wait in alert_pending until the
 * matcher has evaluated every enabled alert over them (durable: a restart loses nothing).
 */
export async function queueAlertDocuments(client: pg.PoolClient, documentIds: string[]): Promise<void> {
  if (documentIds.length === 0) return;
  await insertPendingDocuments(client, documentIds);
}

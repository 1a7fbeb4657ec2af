import "server-only";
import { toDocumentSummary, type TDocumentSummary } from "@/lib/server/documents/document-summary";
import type { TWhy } from "./alert-model";
import { findRecentMatches } from "./data/alert-matches";
import { findDeliveriesOfAlert, type TDeliveryLogEntry } from "./data/deliveries";
import { findAlertRow } from "./manage-alerts";

/** One delivery of an alert's log. */
export type TAlertDelivery = TDeliveryLogEntry;

/** A document an alert matched, with why and when. */
export type TAlertMatch = { document: TDocumentSummary; why: TWhy; matchedAt: Date };

/** The delivery log of the owner's alert, newest first. */
export async function listDeliveries(ownerId: number, alertId: number, limit = 100): Promise<TAlertDelivery[]> {
  await findAlertRow(ownerId, alertId);
  return findDeliveriesOfAlert(alertId, limit);
}

/** The alert's recent matches the owner may see, newest first, each with why it matched. */
export async function recentMatches(ownerId: number, alertId: number, limit = 50): Promise<TAlertMatch[]> {
  await findAlertRow(ownerId, alertId);
  const rows = await findRecentMatches(alertId, ownerId, limit);
  return rows.map((row) => ({ document: toDocumentSummary(row), why: row.why, matchedAt: row.matched_at }));
}

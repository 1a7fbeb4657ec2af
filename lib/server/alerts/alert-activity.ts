import "server-only";
import { toDocumentItem } from "@/lib/server/documents/document-item";
import { findRecentMatches } from "./data/alert-matches";
import { findDeliveriesOfAlert } from "./data/deliveries";
import { findAlertRow } from "./manage-alerts";

/** The delivery log of the owner's alert, newest first. */
export async function listDeliveries(ownerId: number, alertId: number, limit = 100) {
  await findAlertRow(ownerId, alertId);
  const deliveries = await findDeliveriesOfAlert(alertId, limit);
  return deliveries.map((d) => ({
    Id: d.id,
    Channel: d.channel,
    Status: d.status,
    Attempts: d.attempts,
    Documents: d.documentIds.map((id) => `5_${id}`),
    Sample: d.sample,
    LastError: d.lastError ?? "",
    CreatedDate: d.createdAt,
    DeliveredDate: d.deliveredAt ?? undefined,
    LastUpdated: d.updatedAt,
  }));
}

/** The alert's recent matches the owner may see, newest first, each with why it matched. */
export async function recentMatches(ownerId: number, alertId: number, origin: string, limit = 50) {
  await findAlertRow(ownerId, alertId);
  const rows = await findRecentMatches(alertId, ownerId, limit);
  return rows.map((row) => ({
    ...toDocumentItem(row, origin),
    Why: row.why,
    MatchedDate: row.matched_at,
  }));
}

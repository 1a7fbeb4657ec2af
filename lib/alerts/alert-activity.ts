import "server-only";
import { pool } from "@/lib/db/pool";
import { DOCUMENT_ITEM_COLUMNS, DOCUMENT_ITEM_FROM, toDocumentItem } from "@/lib/documents/document-item";
import { commentVisibleText } from "@/lib/users/user-groups";
import type { TWhy } from "./alert-model";
import { findAlertRow } from "./manage-alerts";

/** The delivery log of the owner's alert, newest first. */
export async function listDeliveries(ownerId: number, alertId: number, limit = 100) {
  await findAlertRow(ownerId, alertId);
  const { rows } = await pool().query<{
    id: string;
    channel: string;
    status: string;
    attempts: number;
    document_ids: string[];
    sample: boolean;
    last_error: string | null;
    created_at: Date;
    updated_at: Date;
    delivered_at: Date | null;
  }>(
    `SELECT id::text, channel, status, attempts, document_ids::text[] AS document_ids, sample, last_error,
            created_at, updated_at, delivered_at
       FROM alert_deliveries WHERE alert_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [alertId, limit],
  );
  return rows.map((r) => ({
    Id: r.id,
    Channel: r.channel,
    Status: r.status,
    Attempts: r.attempts,
    Documents: r.document_ids.map((id) => `5_${id}`),
    Sample: r.sample,
    LastError: r.last_error ?? "",
    CreatedDate: r.created_at,
    DeliveredDate: r.delivered_at ?? undefined,
    LastUpdated: r.updated_at,
  }));
}

/** The alert's recent matches the owner may see, newest first, each with why it matched. */
export async function recentMatches(ownerId: number, alertId: number, origin: string, limit = 50) {
  await findAlertRow(ownerId, alertId);
  const { rows } = await pool().query(
    `SELECT ${DOCUMENT_ITEM_COLUMNS}, m.why, m.matched_at
       FROM alert_matches m JOIN ${DOCUMENT_ITEM_FROM} ON d.id = m.document_id
      WHERE m.alert_id = $1 AND ${commentVisibleText("$2")}
      ORDER BY m.matched_at DESC, d.id DESC LIMIT $3`,
    [alertId, ownerId, limit],
  );
  return rows.map((row) => ({
    ...toDocumentItem(row, origin),
    Why: row.why as TWhy,
    MatchedDate: row.matched_at as Date,
  }));
}

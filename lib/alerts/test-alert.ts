import "server-only";
import { pool } from "@/lib/db/pool";
import { DomainError } from "@/lib/errors";
import { deliverAlert } from "./deliver-alert";
import { findAlertRow } from "./manage-alerts";
import { mailConfigured } from "./send-mail";

/**
 * A sample delivery now, on every configured channel, with the alert's newest match (or none): one
 * attempt each, not retried, logged as a sample. Answers each channel's outcome.
 */
export async function testAlert(ownerId: number, alertId: number) {
  const alert = await findAlertRow(ownerId, alertId);
  const channels = [alert.webhook_url && "webhook", alert.email_to && "email"].filter(Boolean) as string[];
  if (channels.length === 0)
    throw new DomainError("NO_CHANNEL", "the alert has neither a webhook nor an e-mail address to test");
  const { rows: newest } = await pool().query<{ document_id: string }>(
    `SELECT document_id::text FROM alert_matches WHERE alert_id = $1 ORDER BY matched_at DESC LIMIT 1`,
    [alertId],
  );
  const results = [];
  for (const channel of channels) {
    if (channel === "email" && !mailConfigured()) {
      results.push({ Channel: channel, Status: "failed", Error: "e-mail is not configured on this server (SMTP_URL)" });
      continue;
    }
    const { rows } = await pool().query<{ id: string }>(
      `INSERT INTO alert_deliveries (alert_id, channel, document_ids, sample, queued)
       VALUES ($1, $2, $3::bigint[], true, true) RETURNING id::text`,
      [alertId, channel, newest.map((r) => r.document_id)],
    );
    const outcome = await deliverAlert(rows[0]!.id, { retry: false });
    results.push({ Channel: channel, DeliveryId: rows[0]!.id, Status: outcome.status, Error: outcome.error ?? "" });
  }
  return { Items: results };
}

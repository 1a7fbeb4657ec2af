import "server-only";
import { withTransaction } from "@/lib/db/pool";
import { enqueueDeliveries } from "./enqueue-deliveries";

/** Most documents in one digest; the rest wait for the next. */
const DIGEST_LIMIT = 200;

/**
 * Hourly and daily alerts collect their matches; when an alert's period has passed since its last
 * digest (or its creation) and it has matches not yet sent, one delivery per channel (webhook, e-mail)
 * carries them. Alerts are locked FOR UPDATE SKIP LOCKED, so concurrent runs never send twice.
 */
export async function sendDueDigests(): Promise<number> {
  const deliveries = await withTransaction(async (client) => {
    const { rows: due } = await client.query<{ id: number; webhook_url: string | null; email_to: string | null }>(
      `SELECT a.id, a.webhook_url, a.email_to FROM alerts a
        WHERE a.enabled AND a.frequency IN ('hourly', 'daily') AND (a.webhook_url IS NOT NULL OR a.email_to IS NOT NULL)
          AND coalesce(a.last_digest_at, a.created_at)
              <= now() - CASE a.frequency WHEN 'hourly' THEN interval '1 hour' ELSE interval '1 day' END
          AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.alert_id = a.id AND m.digested_at IS NULL)
        ORDER BY a.id LIMIT 200 FOR UPDATE OF a SKIP LOCKED`,
    );
    const ids: string[] = [];
    for (const alert of due) {
      const { rows: docs } = await client.query<{ document_id: string }>(
        `UPDATE alert_matches SET digested_at = now() WHERE (alert_id, document_id) IN (
           SELECT alert_id, document_id FROM alert_matches WHERE alert_id = $1 AND digested_at IS NULL
            ORDER BY matched_at, document_id LIMIT $2)
         RETURNING document_id::text`,
        [alert.id, DIGEST_LIMIT],
      );
      await client.query(`UPDATE alerts SET last_digest_at = now() WHERE id = $1`, [alert.id]);
      const channels = [alert.webhook_url && "webhook", alert.email_to && "email"].filter(Boolean) as string[];
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO alert_deliveries (alert_id, channel, document_ids)
         SELECT $1, c, $3::bigint[] FROM unnest($2::text[]) AS c RETURNING id::text`,
        [alert.id, channels, docs.map((d) => d.document_id)],
      );
      ids.push(...rows.map((r) => r.id));
    }
    return ids;
  });
  await enqueueDeliveries(deliveries);
  return deliveries.length;
}

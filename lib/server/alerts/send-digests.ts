import "server-only";
import { withTransaction } from "@/lib/server/db/pool";
import { digestMatches } from "./data/alert-matches";
import { lockDueDigestAlerts, stampAlertDigest } from "./data/alerts";
import { insertDeliveriesPerChannel } from "./data/deliveries";
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
    const due = await lockDueDigestAlerts(client);
    const ids: string[] = [];
    for (const alert of due) {
      const documentIds = await digestMatches(client, alert.id, DIGEST_LIMIT);
      await stampAlertDigest(client, alert.id);
      const channels = [alert.webhook_url && "webhook", alert.email_to && "email"].filter(Boolean) as string[];
      ids.push(...(await insertDeliveriesPerChannel(client, alert.id, channels, documentIds)));
    }
    return ids;
  });
  await enqueueDeliveries(deliveries);
  return deliveries.length;
}

import "server-only";
import { DomainError } from "@/lib/server/errors";
import { findNewestMatchDocumentIds } from "./data/alert-matches";
import { insertSampleDelivery } from "./data/deliveries";
import { deliverAlert } from "./deliver-alert";
import { findAlertRow } from "./manage-alerts";
import { mailConfigured } from "./send-mail";

/** One channel's outcome of a test: no delivery id when the channel could not be tried. */
export type TAlertTestResult = { channel: string; deliveryId?: string; status: string; error: string };

/**
 * A sample delivery now, on every configured channel, with the alert's newest match (or none): one
 * attempt each, not retried, logged as a sample. Answers each channel's outcome.
 */
export async function testAlert(ownerId: number, alertId: number): Promise<TAlertTestResult[]> {
  const alert = await findAlertRow(ownerId, alertId);
  const channels = [alert.webhook_url && "webhook", alert.email_to && "email"].filter(Boolean) as string[];
  if (channels.length === 0)
    throw new DomainError("NO_CHANNEL", "the alert has neither a webhook nor an e-mail address to test");
  const newest = await findNewestMatchDocumentIds(alertId);
  const results: TAlertTestResult[] = [];
  for (const channel of channels) {
    if (channel === "email" && !mailConfigured()) {
      results.push({ channel, status: "failed", error: "e-mail is not configured on this server (SMTP_URL)" });
      continue;
    }
    const deliveryId = await insertSampleDelivery(alertId, channel, newest);
    const outcome = await deliverAlert(deliveryId, { retry: false });
    results.push({ channel, deliveryId, status: outcome.status, error: outcome.error ?? "" });
  }
  return results;
}

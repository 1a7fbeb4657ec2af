import "server-only";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { decryptSecret } from "@/lib/server/auth/secret-box";
import { toDocumentSummary } from "@/lib/server/documents/document-summary";
import { wireDocumentItem } from "@/lib/server/documents/document-wire-item";
import { escapeHtml } from "@/lib/server/markup/html-text";
import { log } from "@/lib/server/log";
import type { TAlertRow } from "./alert-model";
import { findDeliveryDocuments } from "./data/alert-matches";
import { claimDeliveryAttempt, markDeliveryDelivered, markDeliveryFailure, type TDeliveryRow } from "./data/deliveries";
import { MAX_ATTEMPTS } from "./enqueue-deliveries";
import { postWebhook, signatureOf } from "./post-webhook";
import { sendMail } from "./send-mail";

export type TDeliveryOutcome = { status: "delivered" | "retrying" | "failed" | "skipped"; error?: string };

/**
 * The documents of a delivery as the owner may see them now (the search service's visibility rule
 * again, so nothing the owner cannot see leaves), each with why it matched.
 */
async function deliveryDocuments(alert: TAlertRow, documentIds: string[]) {
  const rows = await findDeliveryDocuments(alert.id, alert.owner_id, documentIds);
  return rows.map((row) => ({
    ...wireDocumentItem(toDocumentSummary(row), alert.origin),
    Why: { Terms: row.why.terms, Entities: row.why.entities },
  }));
}

/** The webhook body (also the basis of the e-mail): one JSON text, signed as sent. */
export async function deliveryPayload(alert: TAlertRow, documentIds: string[], deliveredAt: Date) {
  return {
    AlertId: alert.id,
    Name: alert.name,
    Query: alert.query,
    Documents: await deliveryDocuments(alert, documentIds),
    DeliveredAt: deliveredAt.toISOString(),
  };
}

function mailOf(payload: Awaited<ReturnType<typeof deliveryPayload>>, alert: TAlertRow, digest: boolean) {
  const n = payload.Documents.length;
  const what = digest ? `${alert.frequency} digest` : "alert";
  const subject = `${alert.name}: ${n} new document${n === 1 ? "" : "s"} (${what})`;
  const why = (w: { Terms: string[]; Entities: string[] }) => [...w.Terms, ...w.Entities].join(", ");
  const text = [
    `${alert.name} — ${alert.query}`,
    "",
    ...payload.Documents.map((d) => `- ${d.Description} (${d.Publisher})\n  ${d.ServiceUrl}\n  Why: ${why(d.Why)}`),
  ].join("\n");
  const html =
    `<h1>${escapeHtml(alert.name)}</h1><p>${escapeHtml(alert.query)}</p><ul>` +
    payload.Documents.map(
      (d) =>
        `<li><a href="${escapeHtml(d.ServiceUrl)}">${escapeHtml(d.Description)}</a> (${escapeHtml(d.Publisher)})` +
        `<br>Why: ${escapeHtml(why(d.Why))}</li>`,
    ).join("") +
    "</ul>";
  return { subject, text, html };
}

/** One attempt of one delivery (the same X-Delivery-Id on every attempt). */
async function attempt(delivery: TDeliveryRow, alert: TAlertRow): Promise<void> {
  const payload = await deliveryPayload(alert, delivery.document_ids, new Date());
  if (delivery.channel === "webhook") {
    if (!alert.webhook_url) throw new Error("the alert has no webhook any more");
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { "X-Delivery-Id": delivery.id };
    if (alert.webhook_secret) headers["X-Signature"] = signatureOf(decryptSecret(alert.webhook_secret), body);
    const status = await postWebhook(alert.webhook_url, body, headers);
    if (status < 200 || status > 299) throw new Error(`the webhook answered HTTP ${status}`);
    return;
  }
  if (!alert.email_to) throw new Error("the alert has no e-mail address any more");
  const digest = alert.frequency !== "instant" && !delivery.sample;
  await sendMail({ to: alert.email_to, ...mailOf(payload, alert, digest) });
}

/**
 * Runs one attempt of a delivery (the job handler). Delivered: recorded. Failed: recorded and thrown
 * so pg-boss retries with backoff, until MAX_ATTEMPTS; then the delivery is failed for good, audited,
 * and not thrown. A delivery already delivered (a job run again after a crash) is not sent again.
 */
export async function deliverAlert(deliveryId: string, opts: { retry?: boolean } = {}): Promise<TDeliveryOutcome> {
  const claimed = await claimDeliveryAttempt(deliveryId);
  if (!claimed) return { status: "skipped" };
  const { delivery, alert } = claimed;
  try {
    await attempt(delivery, alert);
    await markDeliveryDelivered(deliveryId);
    return { status: "delivered" };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const final = opts.retry === false || delivery.attempts >= MAX_ATTEMPTS;
    await markDeliveryFailure(deliveryId, final ? "failed" : "retrying", message);
    if (!final) {
      log().info({ deliveryId, attempt: delivery.attempts, err: message }, "alert delivery failed, will retry");
      throw error;
    }
    if (!delivery.sample) {
      await recordAudit({
        category: "alerts",
        action: `alert.delivery.${delivery.channel}`,
        userId: alert.owner_id,
        status: 502,
        outcome: `failed for good after ${delivery.attempts} attempts: ${message}`,
        target: `alert=${alert.id}&delivery=${deliveryId}`,
        requestId: deliveryId,
      });
    }
    log().warn({ deliveryId, attempts: delivery.attempts, err: message }, "alert delivery failed for good");
    return { status: "failed", error: message };
  }
}

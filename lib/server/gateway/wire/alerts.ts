import "server-only";
import type { TAlertDelivery, TAlertMatch } from "@/lib/server/alerts/alert-activity";
import type { TAlert } from "@/lib/server/alerts/alert-model";
import type { TNotificationList } from "@/lib/server/alerts/notifications";
import type { TAlertTestResult } from "@/lib/server/alerts/test-alert";
import { documentItemRef } from "@/lib/server/documents/document-item";
import { wireDocumentItem } from "./documents";

/** An alert record; the webhook secret is never shown, only whether one is set. */
export function wireAlert(alert: TAlert) {
  const { feed, webhook, email } = alert.channels;
  return {
    Id: alert.id,
    Name: alert.name,
    Query: alert.query,
    Channels: {
      Feed: feed,
      ...(webhook ? { Webhook: { Url: webhook.url, HasSecret: webhook.hasSecret } } : {}),
      ...(email ? { Email: { To: email.to } } : {}),
    },
    Frequency: alert.frequency,
    Enabled: alert.enabled,
    CreatedDate: alert.createdAt,
    LastUpdated: alert.updatedAt,
  };
}

/** One entry of an alert's delivery log. */
export function wireAlertDelivery(d: TAlertDelivery) {
  return {
    Id: d.id,
    Channel: d.channel,
    Status: d.status,
    Attempts: d.attempts,
    Documents: d.documentIds.map(documentItemRef),
    Sample: d.sample,
    LastError: d.lastError ?? "",
    CreatedDate: d.createdAt,
    DeliveredDate: d.deliveredAt ?? undefined,
    LastUpdated: d.updatedAt,
  };
}

/** A matched document: the document item with Why and MatchedDate. */
export function wireAlertMatch(m: TAlertMatch, origin: string) {
  return {
    ...wireDocumentItem(m.document, origin),
    Why: { Terms: m.why.terms, Entities: m.why.entities },
    MatchedDate: m.matchedAt,
  };
}

/** The outcomes of a test delivery, one per channel. */
export function wireAlertTest(results: TAlertTestResult[]) {
  return {
    Items: results.map((r) => ({
      Channel: r.channel,
      ...(r.deliveryId !== undefined ? { DeliveryId: r.deliveryId } : {}),
      Status: r.status,
      Error: r.error,
    })),
  };
}

/** The caller's notifications with the unread count. */
export function wireNotifications(list: TNotificationList) {
  return {
    UnreadCount: list.unread,
    Items: list.items.map((n) => ({
      Id: n.id,
      AlertId: n.alertId ?? undefined,
      Title: n.title,
      Documents: n.documentIds.map(documentItemRef),
      Read: n.readAt !== null,
      CreatedDate: n.createdAt,
    })),
  };
}

export const wireUnreadCount = (unread: number) => ({ UnreadCount: unread });

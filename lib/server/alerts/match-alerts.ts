import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { log } from "@/lib/server/log";
import type { TWhy } from "./alert-model";
import { compileAlert } from "./compile-alert";
import {
  findMatchesInDocuments,
  insertMatches,
  takePendingDocuments,
  type TAlertCondition,
  type TFoundMatch,
} from "./data/alert-matches";
import { findEnabledAlerts, type TAlertToMatch } from "./data/alerts";
import { insertDeliveries } from "./data/deliveries";
import { insertNotifications } from "./data/notifications";
import { enqueueDeliveries } from "./enqueue-deliveries";
import { recordUserEvents } from "./user-events";
import { matchWidgets } from "./match-widgets";

/** Alerts evaluated per SQL statement (UNION ALL of one SELECT per alert over the batch's ids). */
const ALERTS_PER_STATEMENT = 100;

export type TMatchSummary = { documents: number; alerts: number; matches: number; deliveries: number };

/**
 * Takes the documents waiting in alert_pending (FOR UPDATE SKIP LOCKED: one matcher per document, in
 * any process) and evaluates every enabled alert over those ids only: each alert's compiled query,
 * over the batch's rows only (read once per statement) and restricted to what the owner may see (the search service's visibility
 * rule), ALERTS_PER_STATEMENT alerts per statement. New matches become notifications, stream events
 * and, for instant alerts, webhook and e-mail deliveries (queued as jobs after the commit).
 */
export async function matchPendingDocuments(batchLimit = 500): Promise<TMatchSummary> {
  const total: TMatchSummary = { documents: 0, alerts: 0, matches: 0, deliveries: 0 };
  for (;;) {
    const { summary, deliveries } = await withTransaction((client) => matchBatch(client, batchLimit));
    total.documents += summary.documents;
    total.alerts = Math.max(total.alerts, summary.alerts);
    total.matches += summary.matches;
    total.deliveries += summary.deliveries;
    if (deliveries.length) await enqueueDeliveries(deliveries);
    if (summary.documents < batchLimit) return total;
  }
}

async function matchBatch(client: pg.PoolClient, limit: number) {
  const ids = await takePendingDocuments(client, limit);
  const summary: TMatchSummary = { documents: ids.length, alerts: 0, matches: 0, deliveries: 0 };
  if (ids.length === 0) return { summary, deliveries: [] as string[] };
  const alerts = await findEnabledAlerts(client);
  summary.alerts = alerts.length;
  const found = await evaluateAlerts(client, alerts, ids);
  const deliveries = await recordMatches(client, alerts, found);
  summary.matches = found.length;
  summary.deliveries = deliveries.length;
  await matchWidgets(client, ids);
  return { summary, deliveries };
}

async function evaluateAlerts(client: pg.PoolClient, alerts: TAlertToMatch[], ids: string[]): Promise<TFoundMatch[]> {
  const found: TFoundMatch[] = [];
  for (let i = 0; i < alerts.length; i += ALERTS_PER_STATEMENT) {
    const conditions: TAlertCondition[] = [];
    for (const alert of alerts.slice(i, i + ALERTS_PER_STATEMENT)) {
      let compiled;
      try {
        compiled = await compileAlert(alert);
      } catch (error) {
        // A query that no longer compiles (its Scrapbook was deleted): skipped, the others go on.
        log().warn({ err: error, alertId: alert.id }, "alert query cannot be evaluated");
        continue;
      }
      conditions.push({ alertId: alert.id, ownerId: alert.owner_id, where: compiled.where, reasons: compiled.reasons });
    }
    if (conditions.length === 0) continue;
    // The batch is read once (MATERIALIZED) and every alert is evaluated over those rows only: a common
    // word never makes the planner walk the corpus-wide full-text index.
    found.push(...(await findMatchesInDocuments(client, conditions, ids)));
  }
  return found;
}

const whyOf = (labels: string[]): TWhy => ({
  terms: labels.filter((l) => l.startsWith("Terms:")).map((l) => l.slice(6)),
  entities: labels.filter((l) => l.startsWith("Entities:")).map((l) => l.slice(9)),
});

async function recordMatches(client: pg.PoolClient, alerts: TAlertToMatch[], found: TFoundMatch[]): Promise<string[]> {
  if (found.length === 0) return [];
  const fresh = await insertMatches(
    client,
    found.map((f) => ({ alertId: f.alert_id, documentId: f.document_id, why: whyOf(f.why) })),
  );
  const byAlert = new Map<number, string[]>();
  for (const row of fresh) byAlert.set(row.alertId, [...(byAlert.get(row.alertId) ?? []), row.documentId]);
  const alertById = new Map(alerts.map((a) => [a.id, a]));
  const notes: { userId: number; alertId: number; title: string; documentIds: string[] }[] = [];
  const channels: { alertId: number; channel: string; documentIds: string[] }[] = [];
  for (const [alertId, documentIds] of byAlert) {
    const alert = alertById.get(alertId)!;
    const n = documentIds.length;
    notes.push({
      userId: alert.owner_id,
      alertId,
      title: `${alert.name}: ${n} new document${n === 1 ? "" : "s"}`,
      documentIds,
    });
    if (alert.frequency !== "instant") continue; // digests collect the matches (send-digests.ts)
    if (alert.webhook_url) channels.push({ alertId, channel: "webhook", documentIds });
    if (alert.email_to) channels.push({ alertId, channel: "email", documentIds });
  }
  await insertNotifications(client, notes);
  await recordUserEvents(
    client,
    notes.map((n) => ({
      userId: n.userId,
      kind: "alert" as const,
      payload: { AlertId: n.alertId, Title: n.title, DocumentIds: n.documentIds.map((id) => `5_${id}`) },
    })),
  );
  if (channels.length === 0) return [];
  return insertDeliveries(client, channels);
}

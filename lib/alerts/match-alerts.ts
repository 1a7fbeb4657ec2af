import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/db/pool";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { commentVisibleSql } from "@/lib/users/user-groups";
import type { TAlertRow, TWhy } from "./alert-model";
import { compileAlert } from "./compile-alert";
import { enqueueDeliveries } from "./enqueue-deliveries";
import { recordUserEvents } from "./user-events";
import { matchWidgets } from "./match-widgets";

/** Alerts evaluated per SQL statement (UNION ALL of one SELECT per alert over the batch's ids). */
const ALERTS_PER_STATEMENT = 100;

export type TMatchSummary = { documents: number; alerts: number; matches: number; deliveries: number };

type TAlertToMatch = TAlertRow & { owner_admin: boolean };

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
  const { rows: pending } = await client.query<{ document_id: string }>(
    `DELETE FROM alert_pending WHERE document_id IN (
       SELECT document_id FROM alert_pending ORDER BY document_id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING document_id::text`,
    [limit],
  );
  const summary: TMatchSummary = { documents: pending.length, alerts: 0, matches: 0, deliveries: 0 };
  if (pending.length === 0) return { summary, deliveries: [] as string[] };
  const ids = pending.map((r) => r.document_id);
  const { rows: alerts } = await client.query<TAlertToMatch>(
    `SELECT a.*, u.role = 'admin' AS owner_admin FROM alerts a JOIN users u ON u.id = a.owner_id
      WHERE a.enabled ORDER BY a.id`,
  );
  summary.alerts = alerts.length;
  const found = await evaluateAlerts(client, alerts, ids);
  const deliveries = await recordMatches(client, alerts, found);
  summary.matches = found.length;
  summary.deliveries = deliveries.length;
  await matchWidgets(client, ids);
  return { summary, deliveries };
}

type TFound = { alert_id: number; document_id: string; why: string[] };

async function evaluateAlerts(client: pg.PoolClient, alerts: TAlertToMatch[], ids: string[]): Promise<TFound[]> {
  const found: TFound[] = [];
  for (let i = 0; i < alerts.length; i += ALERTS_PER_STATEMENT) {
    const parts: Prisma.Sql[] = [];
    for (const alert of alerts.slice(i, i + ALERTS_PER_STATEMENT)) {
      let compiled;
      try {
        compiled = await compileAlert(alert);
      } catch (error) {
        // A query that no longer compiles (its Scrapbook was deleted): skipped, the others go on.
        log().warn({ err: error, alertId: alert.id }, "alert query cannot be evaluated");
        continue;
      }
      const why = compiled.reasons.length
        ? Prisma.sql`array_remove(ARRAY[${Prisma.join(
            compiled.reasons.map((r) => Prisma.sql`CASE WHEN ${r.where} THEN ${`${r.kind}:${r.label}`} END`),
          )}]::text[], NULL)`
        : Prisma.sql`'{}'::text[]`;
      parts.push(Prisma.sql`SELECT ${alert.id}::int AS alert_id, d.id::text AS document_id, ${why} AS why
        FROM d WHERE ${compiled.where} AND ${commentVisibleSql(alert.owner_id)}`);
    }
    if (parts.length === 0) continue;
    // The batch is read once (MATERIALIZED) and every alert is evaluated over those rows only: a common
    // word never makes the planner walk the corpus-wide full-text index.
    const statement = Prisma.sql`WITH d AS MATERIALIZED (SELECT * FROM documents WHERE id = ANY(${ids}::bigint[]))
      ${Prisma.join(parts, " UNION ALL ")}`;
    const { rows } = await client.query<TFound>(statement.text, statement.values);
    found.push(...rows);
  }
  return found;
}

const whyOf = (labels: string[]): TWhy => ({
  Terms: labels.filter((l) => l.startsWith("Terms:")).map((l) => l.slice(6)),
  Entities: labels.filter((l) => l.startsWith("Entities:")).map((l) => l.slice(9)),
});

async function recordMatches(client: pg.PoolClient, alerts: TAlertToMatch[], found: TFound[]): Promise<string[]> {
  if (found.length === 0) return [];
  const { rows: fresh } = await client.query<{ alert_id: number; document_id: string }>(
    `INSERT INTO alert_matches (alert_id, document_id, why)
     SELECT * FROM unnest($1::int[], $2::bigint[], $3::jsonb[]) ON CONFLICT DO NOTHING
     RETURNING alert_id, document_id::text`,
    [found.map((f) => f.alert_id), found.map((f) => f.document_id), found.map((f) => JSON.stringify(whyOf(f.why)))],
  );
  const byAlert = new Map<number, string[]>();
  for (const row of fresh) byAlert.set(row.alert_id, [...(byAlert.get(row.alert_id) ?? []), row.document_id]);
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
  await client.query(
    `INSERT INTO notifications (user_id, alert_id, title, document_ids)
     SELECT u, a, t, ARRAY(SELECT jsonb_array_elements_text(d)::bigint)
       FROM unnest($1::int[], $2::int[], $3::text[], $4::jsonb[]) AS x(u, a, t, d)`,
    [
      notes.map((n) => n.userId),
      notes.map((n) => n.alertId),
      notes.map((n) => n.title),
      notes.map((n) => JSON.stringify(n.documentIds)),
    ],
  );
  await recordUserEvents(
    client,
    notes.map((n) => ({
      userId: n.userId,
      kind: "alert" as const,
      payload: { AlertId: n.alertId, Title: n.title, DocumentIds: n.documentIds.map((id) => `5_${id}`) },
    })),
  );
  if (channels.length === 0) return [];
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO alert_deliveries (alert_id, channel, document_ids)
     SELECT a, c, ARRAY(SELECT jsonb_array_elements_text(d)::bigint)
       FROM unnest($1::int[], $2::text[], $3::jsonb[]) AS x(a, c, d)
     RETURNING id::text`,
    [
      channels.map((c) => c.alertId),
      channels.map((c) => c.channel),
      channels.map((c) => JSON.stringify(c.documentIds)),
    ],
  );
  return rows.map((r) => r.id);
}

import "server-only";
import { pool } from "@/lib/server/db/pool";
import type { TQueryable } from "@/lib/server/db/queryable";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TAlertRow } from "../alert-model";

type TDeliveryLogRow = TRow<
  "alert_deliveries",
  | "id"
  | "channel"
  | "status"
  | "attempts"
  | "document_ids"
  | "sample"
  | "last_error"
  | "created_at"
  | "updated_at"
  | "delivered_at"
>;

export type TDeliveryLogEntry = {
  id: string;
  channel: string;
  status: string;
  attempts: number;
  documentIds: string[];
  sample: boolean;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
};

/** The alert's deliveries, newest first. */
export async function findDeliveriesOfAlert(alertId: number, limit: number): Promise<TDeliveryLogEntry[]> {
  const { rows } = await pool().query<TDeliveryLogRow>(
    `SELECT id::text, channel, status, attempts, document_ids::text[] AS document_ids, sample, last_error,
            created_at, updated_at, delivered_at
       FROM alert_deliveries WHERE alert_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [alertId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    status: r.status,
    attempts: r.attempts,
    documentIds: r.document_ids,
    sample: r.sample,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    deliveredAt: r.delivered_at,
  }));
}

/** A delivery's channel is one of the two the deliveries' CHECK constraint allows. */
export type TDeliveryRow = TRow<
  "alert_deliveries",
  "id" | "alert_id" | "status" | "attempts" | "document_ids" | "sample"
> & {
  channel: "webhook" | "email";
};

/**
 * Counts one more attempt of a pending or retrying delivery and returns it with its alert; undefined
 * when the delivery is not waiting (delivered, failed, or unknown).
 */
export async function claimDeliveryAttempt(
  deliveryId: string,
): Promise<{ delivery: TDeliveryRow; alert: TAlertRow } | undefined> {
  const { rows } = await pool().query<TDeliveryRow & { alert: TAlertRow }>(
    `UPDATE alert_deliveries x SET attempts = attempts + 1, updated_at = now()
       FROM alerts a WHERE x.id = $1::uuid AND a.id = x.alert_id AND x.status IN ('pending', 'retrying')
     RETURNING x.id::text, x.alert_id, x.channel, x.status, x.attempts, x.document_ids::text[] AS document_ids,
               x.sample, to_jsonb(a) AS alert`,
    [deliveryId],
  );
  const delivery = rows[0];
  if (!delivery) return undefined;
  const alert = { ...delivery.alert, created_at: new Date(delivery.alert.created_at) } as TAlertRow;
  return { delivery, alert };
}

export async function markDeliveryDelivered(deliveryId: string): Promise<void> {
  await pool().query(
    `UPDATE alert_deliveries SET status = 'delivered', delivered_at = now(), last_error = NULL, updated_at = now()
        WHERE id = $1::uuid`,
    [deliveryId],
  );
}

/** Records a failed attempt: the delivery is retrying, or failed for good. */
export async function markDeliveryFailure(
  deliveryId: string,
  status: "failed" | "retrying",
  error: string,
): Promise<void> {
  await pool().query(
    `UPDATE alert_deliveries SET status = $2, last_error = $3, updated_at = now() WHERE id = $1::uuid`,
    [deliveryId, status, error],
  );
}

export async function markDeliveriesQueued(ids: string[]): Promise<void> {
  await pool().query(`UPDATE alert_deliveries SET queued = true WHERE id = ANY($1::uuid[])`, [ids]);
}

/** Deliveries recorded more than 30 seconds ago and never queued, oldest first (at most 500). */
export async function findUnqueuedDeliveryIds(): Promise<string[]> {
  const { rows } = await pool().query<TRow<"alert_deliveries", "id">>(
    `SELECT id::text FROM alert_deliveries WHERE NOT queued AND created_at < now() - interval '30 seconds'
      ORDER BY created_at LIMIT 500`,
  );
  return rows.map((r) => r.id);
}

/** One delivery per entry (alert, channel, its documents); their ids. */
export async function insertDeliveries(
  q: TQueryable,
  deliveries: { alertId: number; channel: string; documentIds: string[] }[],
): Promise<string[]> {
  const { rows } = await q.query<TRow<"alert_deliveries", "id">>(
    `INSERT INTO alert_deliveries (alert_id, channel, document_ids)
     SELECT a, c, ARRAY(SELECT jsonb_array_elements_text(d)::bigint)
       FROM unnest($1::int[], $2::text[], $3::jsonb[]) AS x(a, c, d)
     RETURNING id::text`,
    [
      deliveries.map((c) => c.alertId),
      deliveries.map((c) => c.channel),
      deliveries.map((c) => JSON.stringify(c.documentIds)),
    ],
  );
  return rows.map((r) => r.id);
}

/** One delivery of the same documents per channel of the alert; their ids. */
export async function insertDeliveriesPerChannel(
  q: TQueryable,
  alertId: number,
  channels: string[],
  documentIds: string[],
): Promise<string[]> {
  const { rows } = await q.query<TRow<"alert_deliveries", "id">>(
    `INSERT INTO alert_deliveries (alert_id, channel, document_ids)
         SELECT $1, c, $3::bigint[] FROM unnest($2::text[]) AS c RETURNING id::text`,
    [alertId, channels, documentIds],
  );
  return rows.map((r) => r.id);
}

/** A sample delivery (already counted as queued: it is attempted at once); its id. */
export async function insertSampleDelivery(alertId: number, channel: string, documentIds: string[]): Promise<string> {
  const { rows } = await pool().query<TRow<"alert_deliveries", "id">>(
    `INSERT INTO alert_deliveries (alert_id, channel, document_ids, sample, queued)
       VALUES ($1, $2, $3::bigint[], true, true) RETURNING id::text`,
    [alertId, channel, documentIds],
  );
  return rows[0]!.id;
}

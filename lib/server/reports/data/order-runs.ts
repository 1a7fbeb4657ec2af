import "server-only";
import type { TQueryable } from "@/lib/server/db/queryable";
import { pool } from "@/lib/server/db/pool";
import type { TRow } from "@/lib/server/db/table-rows";
import type { TExportFormat } from "@/lib/server/export-files/types";

// Scheduling uses the database's real time (now()), not the service clock.

/** An order to produce. */
export type TDueOrder = TRow<
  "report_orders",
  "id" | "report_id" | "owner_id" | "nested" | "interval_hours" | "origin"
> & {
  format: TExportFormat;
};

/** Claims the order due first (FOR UPDATE SKIP LOCKED: another worker's claim is passed over), or undefined. */
export async function claimDueOrder(q: TQueryable): Promise<TDueOrder | undefined> {
  const { rows } = await q.query<TDueOrder>(
    `SELECT id, report_id, owner_id, format, nested, interval_hours, origin FROM report_orders
         WHERE enabled AND next_run_at IS NOT NULL AND next_run_at <= now()
         ORDER BY next_run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return rows[0];
}

/** Locks the owner's order (FOR UPDATE), whatever its schedule, or undefined. */
export async function lockOrderOfOwner(
  q: TQueryable,
  ownerId: number,
  orderId: number,
): Promise<TDueOrder | undefined> {
  const { rows } = await q.query<TDueOrder>(
    `SELECT id, report_id, owner_id, format, nested, interval_hours, origin FROM report_orders
       WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
    [orderId, ownerId],
  );
  return rows[0];
}

/** Stores a produced file and keeps only the newest `kept` files of the order. */
export async function storeOrderFile(
  q: TQueryable,
  orderId: number,
  file: { filename: string; contentType: string; body: Buffer },
  kept: number,
): Promise<void> {
  await q.query(`INSERT INTO report_files (order_id, filename, content_type, size, data) VALUES ($1, $2, $3, $4, $5)`, [
    orderId,
    file.filename,
    file.contentType,
    file.body.byteLength,
    file.body,
  ]);
  await q.query(
    `DELETE FROM report_files WHERE order_id = $1 AND id NOT IN (
         SELECT id FROM report_files WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${kept})`,
    [orderId],
  );
}

/**
 * Records a run that produced its file. With `advance`, a repeating order moves to its next slot after now
 * and a one-off order is done (next run cleared); without, the schedule stays.
 */
export async function markOrderProduced(
  q: TQueryable,
  order: { id: number; interval_hours: number },
  advance: boolean,
): Promise<void> {
  const next = advance
    ? order.interval_hours > 0
      ? `next_run_at + make_interval(hours => interval_hours * (floor(extract(epoch FROM now() - next_run_at) / 3600 / interval_hours)::int + 1))`
      : "NULL"
    : "next_run_at";
  await q.query(
    `UPDATE report_orders SET last_run_at = now(), last_error = NULL, next_run_at = ${next} WHERE id = $1`,
    [order.id],
  );
}

/** Records a failed run; with `advance` the order is retried an hour from now. */
export async function markOrderFailed(
  q: TQueryable,
  orderId: number,
  message: string,
  advance: boolean,
): Promise<void> {
  await q.query(
    `UPDATE report_orders SET last_run_at = now(), last_error = $2,
         next_run_at = CASE WHEN $3 THEN now() + interval '1 hour' ELSE next_run_at END WHERE id = $1`,
    [orderId, message, advance],
  );
}

/** Orders waiting to run. */
export async function countDueOrders(): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM report_orders WHERE enabled AND next_run_at IS NOT NULL AND next_run_at <= now()`,
  );
  return rows[0]!.n;
}

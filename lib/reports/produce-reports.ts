import "server-only";
import { pool, withTransaction } from "@/lib/db/pool";
import { log } from "@/lib/log";
import type { TExportFormat } from "@/lib/export/types";
import { exportReport } from "./export-report";

/** Files kept per order (the oldest go first). */
export const FILES_KEPT = 10;

// Scheduling uses the database's real time, not the service clock: a pinned demonstration clock
// (SERVICE_NOW) must not stop orders from running.

type TDue = {
  id: number;
  report_id: number;
  owner_id: number;
  format: TExportFormat;
  nested: boolean;
  interval_hours: number;
  origin: string;
};

/**
 * Produces up to `limit` due orders, one transaction each, claimed with SKIP LOCKED so several workers
 * never produce the same order twice. A repeating order moves to its next slot after now; a one-off
 * order is done (NextRunDate cleared). A failure is recorded in LastError and retried an hour later.
 */
export async function produceDueReports(limit = 10) {
  let produced = 0;
  for (let i = 0; i < limit; i++) {
    const done = await withTransaction(async (client) => {
      const { rows } = await client.query<TDue>(
        `SELECT id, report_id, owner_id, format, nested, interval_hours, origin FROM report_orders
         WHERE enabled AND next_run_at IS NOT NULL AND next_run_at <= now()
         ORDER BY next_run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const order = rows[0];
      if (!order) return false;
      await produceOrder(client, order);
      return true;
    });
    if (!done) break;
    produced++;
  }
  return { produced };
}

/** Produces one order now, whatever its schedule (the owner's "run now"). */
export async function produceReportNow(ownerId: number, orderId: number): Promise<boolean> {
  return withTransaction(async (client) => {
    const { rows } = await client.query<TDue>(
      `SELECT id, report_id, owner_id, format, nested, interval_hours, origin FROM report_orders
       WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
      [orderId, ownerId],
    );
    if (!rows[0]) return false;
    await produceOrder(client, rows[0], false);
    return true;
  });
}

async function produceOrder(client: import("pg").PoolClient, order: TDue, advance = true): Promise<void> {
  const next = advance
    ? order.interval_hours > 0
      ? `next_run_at + make_interval(hours => interval_hours * (floor(extract(epoch FROM now() - next_run_at) / 3600 / interval_hours)::int + 1))`
      : "NULL"
    : "next_run_at";
  try {
    const origin = order.origin || `http://localhost:${process.env.PORT ?? 3000}`;
    const file = await exportReport(order.owner_id, order.report_id, order.format, order.nested, origin);
    await client.query(
      `INSERT INTO report_files (order_id, filename, content_type, size, data) VALUES ($1, $2, $3, $4, $5)`,
      [order.id, file.filename, file.contentType, file.body.byteLength, file.body],
    );
    await client.query(
      `DELETE FROM report_files WHERE order_id = $1 AND id NOT IN (
         SELECT id FROM report_files WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${FILES_KEPT})`,
      [order.id],
    );
    await client.query(
      `UPDATE report_orders SET last_run_at = now(), last_error = NULL, next_run_at = ${next} WHERE id = $1`,
      [order.id],
    );
  } catch (error) {
    log().warn({ err: error, order: order.id }, "report order failed");
    await client.query(
      `UPDATE report_orders SET last_run_at = now(), last_error = $2,
         next_run_at = CASE WHEN $3 THEN now() + interval '1 hour' ELSE next_run_at END WHERE id = $1`,
      [order.id, error instanceof Error ? error.message.slice(0, 500) : "failed", advance],
    );
  }
}

/** Orders waiting to run (for health and tests). */
export async function dueReportCount(): Promise<number> {
  const { rows } = await pool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM report_orders WHERE enabled AND next_run_at IS NOT NULL AND next_run_at <= now()`,
  );
  return rows[0]!.n;
}

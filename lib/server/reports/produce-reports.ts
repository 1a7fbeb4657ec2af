import "server-only";
import type pg from "pg";
import { withTransaction } from "@/lib/server/db/pool";
import { log } from "@/lib/server/log";
import {
  claimDueOrder,
  countDueOrders,
  lockOrderOfOwner,
  markOrderFailed,
  markOrderProduced,
  storeOrderFile,
  type TDueOrder,
} from "./data/order-runs";
import { exportReport } from "./export-report";

/** Files kept per order (the oldest go first). */
export const FILES_KEPT = 10;

// Scheduling uses the database's real time, not the service clock: a pinned demonstration clock
// (SERVICE_NOW) must not stop orders from running.

/**
 * Produces up to `limit` due orders, one transaction each, claimed with SKIP LOCKED so several workers
 * never produce the same order twice. A repeating order moves to its next slot after now; a one-off
 * order is done (NextRunDate cleared). A failure is recorded in LastError and retried an hour later.
 */
export async function produceDueReports(limit = 10) {
  let produced = 0;
  for (let i = 0; i < limit; i++) {
    const done = await withTransaction(async (client) => {
      const order = await claimDueOrder(client);
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
    const order = await lockOrderOfOwner(client, ownerId, orderId);
    if (!order) return false;
    await produceOrder(client, order, false);
    return true;
  });
}

async function produceOrder(client: pg.PoolClient, order: TDueOrder, advance = true): Promise<void> {
  try {
    const origin = order.origin || `http://localhost:${process.env.PORT ?? 3000}`;
    const file = await exportReport(order.owner_id, order.report_id, order.format, order.nested, origin);
    await storeOrderFile(client, order.id, file, FILES_KEPT);
    await markOrderProduced(client, order, advance);
  } catch (error) {
    log().warn({ err: error, order: order.id }, "report order failed");
    await markOrderFailed(client, order.id, error instanceof Error ? error.message.slice(0, 500) : "failed", advance);
  }
}

/** Orders waiting to run (for health and tests). */
export async function dueReportCount(): Promise<number> {
  return countDueOrders();
}

import "server-only";
import { jobSender } from "@/lib/server/jobs/send-job";
import { findUnqueuedDeliveryIds, markDeliveriesQueued } from "./data/deliveries";

export const DELIVER_QUEUE = "alerts-deliver";
/** Attempts of one delivery: the first and DELIVERY_RETRY.retryLimit retries. */
export const MAX_ATTEMPTS = 10;
/**
 * Retries with exponential backoff (2, 4, 8 … 512 s: about 17 minutes in all); a job whose worker died
 * (kill -9) expires after a minute and runs again, with the same delivery id.
 */
export const DELIVERY_RETRY = {
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
} as const;

let queueReady: Promise<void> | undefined;

/**
 * Queues deliveries as pg-boss jobs and marks them queued. One that could not be queued (the database
 * was away) stays unqueued and is picked up by queueUnqueuedDeliveries on the next sweep.
 */
export async function enqueueDeliveries(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const boss = await jobSender();
  queueReady ??= boss.createQueue(DELIVER_QUEUE, { name: DELIVER_QUEUE, ...DELIVERY_RETRY }).catch((error) => {
    queueReady = undefined;
    throw error;
  });
  await queueReady;
  for (const id of ids) await boss.send(DELIVER_QUEUE, { deliveryId: id }, DELIVERY_RETRY);
  await markDeliveriesQueued(ids);
}

/** Deliveries recorded but never queued (a crash between the commit and the queueing), oldest first. */
export async function queueUnqueuedDeliveries(): Promise<number> {
  const ids = await findUnqueuedDeliveryIds();
  await enqueueDeliveries(ids);
  return ids.length;
}

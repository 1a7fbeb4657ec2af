import "server-only";
import PgBoss from "pg-boss";
import { purgeStaleThrottles } from "@/lib/server/auth/login-throttle";
import { boolFromEnv } from "@/lib/server/config/env";
import { produceDueReports } from "@/lib/server/reports/produce-reports";
import { log } from "@/lib/server/log";
import { matchPendingDocuments } from "@/lib/server/alerts/match-alerts";
import { deliverAlert } from "@/lib/server/alerts/deliver-alert";
import { DELIVER_QUEUE, DELIVERY_RETRY, queueUnqueuedDeliveries } from "@/lib/server/alerts/enqueue-deliveries";
import { sendDueDigests } from "@/lib/server/alerts/send-digests";
import { onCorpusChange } from "@/lib/server/db/corpus-events";
import {
  dispatchDueSources,
  pollConcurrency,
  pollingEnabled,
  runPollJob,
  SOURCE_POLL_QUEUE,
  type TPollJob,
} from "./source-polling";

/** Background jobs on pg-boss (DESIGN §1): queues, their handlers and schedules. */
type TQueue = { name: string; cron?: string; handle: (boss: PgBoss) => Promise<unknown> };

const QUEUES: TQueue[] = [
  { name: "maintenance-purge-login-throttle", cron: "17 * * * *", handle: purgeStaleThrottles },
  // FEED_POLLING / SOCIAL_POLLING / REPORT_PRODUCING=false keep the schedule but do nothing (tests that drive
  // the work themselves, or that must see every change the API makes, turn them off). Polling is
  // dispatched: every due source becomes a job that any worker process may take (./source-polling.ts).
  { name: "feeds-poll", cron: "* * * * *", handle: (boss) => dispatchDueSources(boss, "feed") },
  { name: "social-poll", cron: "* * * * *", handle: (boss) => dispatchDueSources(boss, "social") },
  // Report orders (lib/server/reports): due orders become stored report files.
  {
    name: "reports-produce",
    cron: "* * * * *",
    handle: async () => (boolFromEnv("REPORT_PRODUCING", true) ? produceDueReports(10) : "disabled"),
  },
  // Alerts (lib/server/alerts): documents stored since the last run are matched (also on every corpus NOTIFY,
  // see startWorker), deliveries left unqueued by a crash are queued, due hourly/daily digests are sent.
  {
    name: "alerts-match",
    cron: "* * * * *",
    handle: async () => ({ ...(await matchPendingDocuments()), requeued: await queueUnqueuedDeliveries() }),
  },
  { name: "alerts-digest", cron: "* * * * *", handle: sendDueDigests },
];

/** Matches new documents as soon as a store commits (in any process), one run at a time per process. */
function matchOnCorpusChange(): () => void {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = matchPendingDocuments()
      .catch((error) => log().error({ err: error }, "alert matching failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return onCorpusChange(run);
}

const holder = globalThis as unknown as { __worker?: PgBoss; __stopMatching?: () => void };

export async function startWorker(databaseUrl = process.env.DATABASE_URL): Promise<PgBoss> {
  if (holder.__worker) return holder.__worker;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const boss = new PgBoss({ connectionString: databaseUrl, schema: "pgboss", max: 4 });
  boss.on("error", (error) => log().error({ err: error }, "worker error"));
  await boss.start();
  for (const queue of QUEUES) {
    await boss.createQueue(queue.name);
    await boss.work(queue.name, async () => {
      const result = await queue.handle(boss);
      log().info({ queue: queue.name, result }, "job done");
    });
    if (queue.cron) await boss.schedule(queue.name, queue.cron);
  }
  // Alert deliveries: one job per delivery, retried with backoff (lib/server/alerts/enqueue-deliveries.ts).
  await boss.createQueue(DELIVER_QUEUE, { name: DELIVER_QUEUE, ...DELIVERY_RETRY });
  await boss.work<{ deliveryId: string }>(
    DELIVER_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => job && deliverAlert(job.data.deliveryId),
  );
  // Source polls: a worker with polling off takes none (another process's jobs stay for the others).
  await boss.createQueue(SOURCE_POLL_QUEUE);
  if (pollingEnabled("feed") || pollingEnabled("social")) {
    for (let i = 0; i < pollConcurrency(); i++) {
      await boss.work<TPollJob>(SOURCE_POLL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (!job) return;
        const result = await runPollJob(job.data);
        log().info({ queue: SOURCE_POLL_QUEUE, result, pid: process.pid }, "job done");
      });
    }
  }
  holder.__stopMatching = matchOnCorpusChange();
  holder.__worker = boss;
  log().info({ queues: QUEUES.map((q) => q.name) }, "worker started");
  return boss;
}

export async function stopWorker(): Promise<void> {
  holder.__stopMatching?.();
  holder.__stopMatching = undefined;
  await holder.__worker?.stop({ graceful: true, timeout: 5_000 });
  holder.__worker = undefined;
}

import "server-only";
import PgBoss from "pg-boss";
import { log } from "@/lib/server/log";

const holder = globalThis as unknown as { __worker?: PgBoss; __jobSender?: Promise<PgBoss> };

/**
 * A pg-boss instance to queue jobs from any process: the worker's when this process runs it, else a
 * sender that neither supervises nor schedules (an import from the CLI queues work for the worker).
 */
export async function jobSender(): Promise<PgBoss> {
  if (holder.__worker) return holder.__worker;
  holder.__jobSender ??= (async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error("DATABASE_URL is not set");
    const boss = new PgBoss({
      connectionString: databaseUrl,
      schema: "pgboss",
      max: 2,
      supervise: false,
      schedule: false,
    });
    boss.on("error", (error) => log().error({ err: error }, "job sender error"));
    await boss.start();
    return boss;
  })();
  try {
    return await holder.__jobSender;
  } catch (error) {
    holder.__jobSender = undefined;
    throw error;
  }
}

/** Stops this process's sender, if it made one (tests, CLI exit). */
export async function stopJobSender(): Promise<void> {
  const sender = holder.__jobSender;
  holder.__jobSender = undefined;
  if (sender) await (await sender).stop({ graceful: false, wait: true }).catch(() => {});
}

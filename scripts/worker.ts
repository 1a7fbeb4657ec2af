// `npm run worker`: the background worker alone, for running more workers against one database.
import { bootstrapDatabase } from "@/lib/server/db/bootstrap";
import { startWorker, stopWorker } from "@/lib/server/jobs/worker";

const { databaseUrl, embedded } = await bootstrapDatabase((m) => console.log(`[worker] ${m}`));
await startWorker(databaseUrl);
console.log("[worker] running; Ctrl-C stops it");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stopWorker()
      .then(() => embedded?.stop())
      .finally(() => process.exit(0));
  });
}

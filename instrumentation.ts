// Runs once when the Next.js server starts: the background worker lives in the same process
// unless RUN_WORKER=false (then `npm run worker` runs it elsewhere).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (["0", "false", "no", "off"].includes((process.env.RUN_WORKER ?? "").toLowerCase())) return;
  const { startWorker, stopWorker } = await import("@/lib/server/jobs/worker");
  await startWorker();
  process.once("SIGTERM", () => void stopWorker());
}

import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { freePort, waitForHealth } from "../../e2e/support/test-server";

/**
 * The service as `npm start` runs it, on a free port against the bench database (DATABASE_URL of this
 * process), without the worker; resolves once healthy (and kills it if it never becomes healthy).
 */
export async function startBenchServer(): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  // Warnings and errors of the server go to a log beside the reports, to explain errors in the figures.
  fs.mkdirSync("artifacts/logs", { recursive: true });
  const log = fs.openSync("artifacts/logs/bench-server.log", "w");
  const server = spawn(process.execPath, ["scripts/run.mjs", "start"], {
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      RUN_WORKER: "false",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "bench-admin-pw",
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, server, 10 * 60_000);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return { server, base };
}

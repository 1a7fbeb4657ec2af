import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type TEmbeddedDb } from "../../lib/db/embedded";

export type TTestServer = {
  baseUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  dataDir: string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/healthstatus?type=json`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy in ${timeoutMs / 1000} s`);
}

/**
 * A real server on a fresh database: embedded PostgreSQL in a temporary directory, then
 * `npm start` (scripts/run.mjs) against it, exactly as a user runs the service.
 */
export async function startTestServer(opts: {
  name: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<TTestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nei-${opts.name}-`));
  let pg: TEmbeddedDb | undefined = await startEmbeddedPostgres({ dir: dataDir, port: await freePort() });
  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const sessionSecret = randomBytes(32).toString("hex");
  fs.mkdirSync("artifacts/logs", { recursive: true });
  const logFile = fs.openSync(`artifacts/logs/server-${opts.name}.log`, "w");
  const child = spawn(process.execPath, ["scripts/run.mjs", "start"], {
    stdio: ["ignore", logFile, logFile],
    env: {
      ...process.env,
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SESSION_SECRET: sessionSecret,
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "admin-password-e2e",
      LOG_LEVEL: "warn",
      // Every test request comes from 127.0.0.1: keep the per-address throttle out of the way.
      LOGIN_ADDRESS_FREE_FAILURES: "1000000",
      // Feed tests drive polling themselves; the scheduled job must not race them.
      FEED_POLLING: "false",
      SOCIAL_POLLING: "false",
      ...opts.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await pg?.stop();
    pg = undefined;
    fs.closeSync(logFile);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start of a run may build the web app.
    await waitForHealth(baseUrl, child, 15 * 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see artifacts/logs/server-${opts.name}.log`);
  }
  return { baseUrl, databaseUrl: pg.url, sessionSecret, dataDir, stop };
}

import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type TEmbeddedDb } from "../../lib/server/db/embedded";
import { commandLine, descendantsOf, exited } from "./processes";

export type TTestServer = {
  baseUrl: string;
  databaseUrl: string;
  sessionSecret: string;
  dataDir: string;
  stop: () => Promise<void>;
  /** `kill -9` of the web server process (the one holding the database connections and the worker). */
  killService: () => Promise<void>;
  /** Starts the service again on the same database and port, as `npm start` would after a crash. */
  restartService: () => Promise<void>;
  /** Stops PostgreSQL under the running service (fast shutdown: open connections are cut). */
  stopDatabase: () => Promise<void>;
  /** Starts PostgreSQL again on the same data directory and port. */
  startDatabase: () => Promise<void>;
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
  const pgPort = await freePort();
  let pg: TEmbeddedDb | undefined = await startEmbeddedPostgres({ dir: dataDir, port: pgPort });
  const databaseUrl = pg.url;
  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const sessionSecret = randomBytes(32).toString("hex");
  fs.mkdirSync("artifacts/logs", { recursive: true });
  const logFile = fs.openSync(`artifacts/logs/server-${opts.name}.log`, "w");
  const spawnService = () =>
    spawn(process.execPath, ["scripts/run.mjs", "start"], {
      stdio: ["ignore", logFile, logFile],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
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
  let child = spawnService();
  const stopService = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([done, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer); // a pending timer would hold the test runner open after the suite
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  };
  const stop = async () => {
    await stopService();
    await pg?.stop();
    pg = undefined;
    fs.closeSync(logFile);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const killService = async () => {
    const server = descendantsOf(child.pid!).find((pid) => commandLine(pid).includes("scripts/server.mjs"));
    if (server === undefined) throw new Error("no web server process under the launcher");
    process.kill(server, "SIGKILL");
    await exited(child); // the launcher notices and exits
  };
  const restartService = async () => {
    child = spawnService();
    await waitForHealth(baseUrl, child, 5 * 60_000);
  };
  const stopDatabase = async () => {
    await pg?.stop();
    pg = undefined;
  };
  const startDatabase = async () => {
    pg ??= await startEmbeddedPostgres({ dir: dataDir, port: pgPort });
  };
  try {
    // The first start of a run may build the web app.
    await waitForHealth(baseUrl, child, 15 * 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see artifacts/logs/server-${opts.name}.log`);
  }
  return {
    baseUrl,
    databaseUrl,
    sessionSecret,
    dataDir,
    stop,
    killService,
    restartService,
    stopDatabase,
    startDatabase,
  };
}

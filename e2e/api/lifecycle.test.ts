import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childrenOf, exited } from "../support/processes";
import { freePort, waitForHealth } from "../support/test-server";

// `npm start` as a new user runs it: embedded PostgreSQL in DATA_DIR, a generated admin
// password printed once, data kept across restarts, a clean stop on SIGTERM, recovery after kill -9.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nei-lifecycle-"));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "warn" };
delete env.DATABASE_URL;
delete env.ADMIN_PASSWORD;
delete env.SESSION_SECRET;

type TRun = { child: ChildProcess; output: () => string; baseUrl: string };

async function start(): Promise<TRun> {
  const port = await freePort();
  const pgPort = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["scripts/run.mjs", "start"], {
    env: { ...env, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) },
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 10 * 60_000);
  return { child, output: () => output, baseUrl };
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, "pg", "postmaster.pid");
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

async function login(baseUrl: string, username: string, password: string) {
  const response = await fetch(`${baseUrl}/api/v1/login/?type=json`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Username: username, Password: password }),
  });
  return ((await response.json()) as { Status: string }).Status;
}

afterAll(() => {
  const pid = postmasterPid();
  if (pid) process.kill(pid, "SIGINT");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start lifecycle", () => {
  it(
    "first run: creates the secret and an admin whose generated password is printed once",
    { timeout: 600_000 },
    async () => {
      const run = await start();
      const match = /Password \(shown once\): (\S+)/.exec(run.output());
      expect(match, run.output()).not.toBeNull();
      const secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8");
      expect(secret.trim()).toMatch(/^[0-9a-f]{64}$/);
      expect(await login(run.baseUrl, "admin", match![1]!)).toBe("Success");
      const status = await fetch(`${run.baseUrl}/api/v1/loginstatus?type=json`);
      expect(await status.json()).toMatchObject({ Status: "unauthenticated" });

      // The CLI works beside the running service, on the same embedded database.
      const cli = spawnSync(
        process.execPath,
        ["scripts/run.mjs", "cli", "user:create", "--username", "kept", "--password", "kept-password"],
        {
          env,
          encoding: "utf8",
        },
      );
      expect(cli.status, cli.stderr).toBe(0);
      expect(postmasterPid()).toBeDefined();

      // SIGTERM stops the web server and PostgreSQL.
      run.child.kill("SIGTERM");
      await exited(run.child);
      await new Promise((r) => setTimeout(r, 500));
      expect(postmasterPid()).toBeUndefined();

      // A restart keeps everything and prints no new password.
      const again = await start();
      expect(again.output()).not.toMatch(/shown once/);
      expect(fs.readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe(secret);
      expect(await login(again.baseUrl, "kept", "kept-password")).toBe("Success");
      expect(await login(again.baseUrl, "admin", match![1]!)).toBe("Success");

      // kill -9 of the process that owns PostgreSQL leaves the database orphaned; the web server
      // notices and stops, and the next start takes the data directory back.
      const owner = childrenOf(again.child.pid!)[0]!;
      expect(owner).toBeGreaterThan(0);
      process.kill(owner, "SIGKILL");
      await exited(again.child);
      expect(postmasterPid()).toBeDefined();
      const third = await start();
      expect(await login(third.baseUrl, "kept", "kept-password")).toBe("Success");
      third.child.kill("SIGINT");
      await exited(third.child);
    },
  );
});

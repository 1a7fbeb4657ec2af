import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/** The shared corpora live beside the project (../shared/corpus) or at CORPUS_DIR. */
export const CORPUS_DIR = path.resolve(process.env.CORPUS_DIR ?? "../shared/corpus");
export const hasCorpus = fs.existsSync(path.join(CORPUS_DIR, "wikinews"));
export const corpusMissing = `corpus not found at ${CORPUS_DIR} (set CORPUS_DIR): skipped`;

export type TCliResult = { code: number | null; stdout: string; stderr: string };

/** Runs the admin CLI against the suite's database, as an operator would. */
export function cli(...args: string[]): TCliResult {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: inject("databaseUrl"), SESSION_SECRET: inject("sessionSecret") },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

let wikinews: Promise<void> | undefined;

/** Imports the Wikinews corpus once per test process (the import is idempotent anyway). */
export function ensureWikinews(): Promise<void> {
  wikinews ??= (async () => {
    const result = cli("import", path.join(CORPUS_DIR, "wikinews"), "--json");
    if (result.code !== 0) throw new Error(`wikinews import failed: ${result.stderr}`);
  })();
  return wikinews;
}

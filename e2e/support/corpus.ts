import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/** The shared corpora live beside the project (../shared/corpus) or at CORPUS_DIR. */
export const CORPUS_DIR = path.resolve(process.env.CORPUS_DIR ?? "../shared/corpus");
export const hasCorpus = fs.existsSync(path.join(CORPUS_DIR, "wikinews"));
export const corpusMissing = `corpus not found at ${CORPUS_DIR} (set CORPUS_DIR): skipped`;

export type TCliResult = { code: number | null; stdout: string; stderr: string };

/** Runs the admin CLI against the suite's database, as an operator would. */
export function cli(...args: string[]): TCliResult {
  return cliWithEnv({}, ...args);
}

/** The same, with these environment variables set for the CLI's process only. */
export function cliWithEnv(env: Record<string, string>, ...args: string[]): TCliResult {
  const result = spawnSync(process.execPath, ["scripts/run.mjs", "cli", ...args], {
    encoding: "utf8",
    env: { ...process.env, ...env, DATABASE_URL: inject("databaseUrl"), SESSION_SECRET: inject("sessionSecret") },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export type TCsvArticle = { url: string; date: string; title: string; text: string };

/** Imports articles through the CLI's CSV import (url, date, title, text), as an operator would. */
export function importArticlesCsv(articles: TCsvArticle[], env: Record<string, string> = {}): TCliResult {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "articles-")), "articles.csv");
  const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const lines = articles.map((a) => [a.url, a.date, a.title, a.text].map(cell).join(","));
  fs.writeFileSync(file, ["url,date,title,text", ...lines].join("\n"));
  return cliWithEnv(env, "import", file, "--format", "csv", "--json");
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
